import { IDEMPOTENCY_KEY_HEADER, type OrderView } from '@backroom/core/orders/order-contract';
import type { RefundRequestBody } from '@backroom/core/orders/order-refunds';
import type { OrderRefunds } from '@backroom/core/payments/money-return-contract';
import { queryOptions } from '@tanstack/react-query';
import { orderLinesQuery } from './staff-orders';
import { jsonInit, staffApiJson } from '../../shared/staff-fetch';

const refundsUrl = (store: string, orderId: string) => `/${store}/api/v1/order/${encodeURIComponent(orderId)}/refunds`;

/**
 * GET /{store}/api/v1/order/{id}/refunds: the order's refunds with their notes and payouts, and
 * what is left to refund. Keyed under the order, so that invalidating the order reloads them too.
 */
export function orderRefundsQuery(store: string, orderId: string) {
  return queryOptions({
    queryKey: [...orderLinesQuery(store, orderId).queryKey, 'refunds'],
    queryFn: () => staffApiJson<OrderRefunds>(refundsUrl(store, orderId)),
  });
}

/** POST /{store}/api/v1/order/{id}/refunds (staff): the same idempotency key refunds once, however often it is sent. */
export function refundOrder(store: string, orderId: string, body: RefundRequestBody, idempotencyKey: string): Promise<OrderView> {
  return staffApiJson<OrderView>(refundsUrl(store, orderId), jsonInit('POST', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }));
}
