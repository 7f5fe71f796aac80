import type { SavedAddress } from '@backroom/core/members/saved-address';
import { queryOptions } from '@tanstack/react-query';
import { fetchBaseJson } from './api-client';
import { sessionHeaders } from './member-session';

/** GET (base) members/addresses: the signed-in member's saved addresses, the default first. */
export function getSavedAddresses(): Promise<SavedAddress[]> {
  return fetchBaseJson<SavedAddress[]>('/members/addresses', { headers: sessionHeaders() });
}

/** The members page and the checkout's Shipping step read the same list (one cache entry per session). */
export function savedAddressesQuery(token: string) {
  return queryOptions({ queryKey: ['saved-addresses', token], queryFn: getSavedAddresses, staleTime: 60_000, retry: false });
}
