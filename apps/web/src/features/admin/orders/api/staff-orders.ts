import type { OrderState, OrderView, StaffOrder } from '@backroom/core/orders/order-contract';
import { queryOptions } from '@tanstack/react-query';
import { staffApiJson, staffBaseResponse } from '../../shared/staff-fetch';

/** Orders the back office shows at a time. */
export const ORDER_PAGE_SIZE = 50;

/** One page of the order list and the cursor of the next one (null: this is the last). */
export interface OrderPage {
  orders: StaffOrder[];
  next: string | null;
}

/** The `after` of the page a Link header names as rel="next", or null when there is none. */
export function nextPageCursor(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match) return new URL(match[1]!, 'http://backroom.invalid').searchParams.get('after');
  }
  return null;
}

/**
 * GET (base) order?state=…&limit=…&after=…: a page of the newest orders of every store, as staff
 * see them; `after` is the cursor the previous page's Link header gave (null: the first page).
 */
export function staffOrdersQuery(state: OrderState | 'ALL', after: string | null = null) {
  const query = new URLSearchParams({ limit: String(ORDER_PAGE_SIZE) });
  if (state !== 'ALL') query.set('state', state);
  if (after !== null) query.set('after', after);
  return queryOptions({
    queryKey: ['admin', 'orders', state, after],
    queryFn: async (): Promise<OrderPage> => {
      const response = await staffBaseResponse(`/order?${query.toString()}`);
      return { orders: (await response.json()) as StaffOrder[], next: nextPageCursor(response.headers.get('link')) };
    },
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
