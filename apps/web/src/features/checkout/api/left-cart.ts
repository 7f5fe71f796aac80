import type { LeftCartBody, LeftCartOffer, LeftCartRecorded } from '@backroom/core/left-carts/left-cart';
import { queryOptions } from '@tanstack/react-query';
import { fetchStoreJson, postStoreJson } from '../../../lib/api-client';

/** GET left-carts/offer: whether the shop sends reminders of left carts (staff may turn them off). */
export const leftCartOfferQuery = queryOptions({
  queryKey: ['left-cart-offer'],
  queryFn: () => fetchStoreJson<LeftCartOffer>('/left-carts/offer'),
  staleTime: 5 * 60_000,
});

/** POST left-carts (no token yet) or PUT left-carts/{token}: keeps the left cart; answers its token (a new one when the e-mail changed). */
export function recordLeftCart(body: LeftCartBody, token: string | null): Promise<LeftCartRecorded> {
  if (token === null) return postStoreJson<LeftCartRecorded>('/left-carts', body);
  return fetchStoreJson<LeftCartRecorded>(`/left-carts/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/** DELETE left-carts/{token}: the box was unticked, or the cart ordered: its reminder will not go. */
export async function forgetLeftCart(token: string): Promise<void> {
  await fetchStoreJson<null>(`/left-carts/${encodeURIComponent(token)}`, { method: 'DELETE' });
}
