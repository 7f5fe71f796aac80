import type { OrderState, OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffApiJson, staffBaseJson } from './staff-fetch';

/** GET (base) order?state=…: the newest orders of every store, as staff see them. */
export function staffOrdersQuery(state: OrderState | 'ALL') {
  const query = state === 'ALL' ? '' : `?state=${state}`;
  return queryOptions({
    queryKey: ['admin', 'orders', state],
    queryFn: () => staffBaseJson<StaffOrder[]>(`/order${query}`),
  });
}

/** GET /{store}/api/v1/order/{id}: the order's lines. */
export function orderLinesQuery(store: string, orderId: string) {
  return queryOptions({
    queryKey: ['admin', 'order', store, orderId],
    queryFn: () => staffApiJson<OrderView>(`/${store}/api/v1/order/${encodeURIComponent(orderId)}`),
  });
}

/** GET /{store}/api/v1/order/{id}/state/{state}: staff move an order (cancelling puts its stock back). */
export function changeOrderState(store: string, orderId: string, state: OrderState): Promise<OrderView> {
  return staffApiJson<OrderView>(`/${store}/api/v1/order/${encodeURIComponent(orderId)}/state/${state}`);
}
