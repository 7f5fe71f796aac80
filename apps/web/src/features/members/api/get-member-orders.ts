import type { OrderView } from '@backroom/core/orders/order-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';

/** GET members/orders: the signed-in member's orders in this store, newest first. */
export function getMemberOrders(): Promise<OrderView[]> {
  return fetchStoreJson<OrderView[]>('/members/orders', { headers: sessionHeaders() });
}

export function memberOrdersQuery(token: string) {
  return queryOptions({ queryKey: ['member-orders', token], queryFn: getMemberOrders, staleTime: 30_000 });
}

export function useMemberOrders(token: string | null) {
  return useQuery({ ...memberOrdersQuery(token ?? ''), enabled: token !== null, retry: false });
}
