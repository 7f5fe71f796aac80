import type { RestoredCart } from '@backroom/core/left-carts/left-cart';
import { queryOptions } from '@tanstack/react-query';
import { fetchStoreJson, postStoreJson } from '../../../lib/api-client';

/** GET left-carts/{token}: the saved cart's lines still sold, at today's prices, and what changed; 404 for a link that opens none. */
export function savedCartQuery(token: string) {
  return queryOptions({
    queryKey: ['saved-cart', token],
    queryFn: () => fetchStoreJson<RestoredCart>(`/left-carts/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST left-carts/{token}/unsubscribe: no more reminders of left carts to this address. */
export async function unsubscribeFromReminders(token: string): Promise<void> {
  await postStoreJson<unknown>(`/left-carts/${encodeURIComponent(token)}/unsubscribe`, {});
}
