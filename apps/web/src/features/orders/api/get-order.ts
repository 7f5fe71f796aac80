import { OrderView } from '@backroom/core/orders/order-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET order/{id}: what the receipt shows. */
export async function getOrder(orderId: string): Promise<OrderView> {
  return OrderView.parse(await fetchStoreJson<unknown>(`/order/${encodeURIComponent(orderId)}`));
}

export function orderQuery(orderId: string) {
  return queryOptions({ queryKey: ['order', orderId], queryFn: () => getOrder(orderId), staleTime: 30_000, retry: false });
}

export function useOrder(orderId: string) {
  return useQuery(orderQuery(orderId));
}
