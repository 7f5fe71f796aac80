import type { OrderView } from '@backroom/core/orders/order-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET order/{id}: what the receipt shows. */
// Read as typed, like the catalogue calls: the server writes it with the OrderView schema, and
// parsing it here would put zod in the receipt's download.
export function getOrder(orderId: string): Promise<OrderView> {
  return fetchStoreJson<OrderView>(`/order/${encodeURIComponent(orderId)}`);
}

/** How often the receipt of a card order whose payment is being confirmed asks again. */
const CONFIRMING_REFRESH_MS = 5_000;

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['order', orderId],
    queryFn: () => getOrder(orderId),
    staleTime: 30_000,
    retry: false,
    // A card payment whose answer was lost is settled by the server within minutes: show it.
    refetchInterval: (query) => (query.state.data?.state === 'OPEN' && query.state.data.paymentMethod === 'card' ? CONFIRMING_REFRESH_MS : false),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQuery(orderId));
}
