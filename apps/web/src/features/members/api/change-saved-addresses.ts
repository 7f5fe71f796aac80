import type { SavedAddress, SavedAddressInput } from '@backroom/core/members/saved-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchBaseJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';

const sendJson = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...sessionHeaders() },
});

/** POST (base) members/addresses. */
export function addSavedAddress(address: SavedAddressInput): Promise<SavedAddress> {
  return fetchBaseJson<SavedAddress>('/members/addresses', sendJson('POST', address));
}

/** PUT (base) members/addresses/{id}. */
export function editSavedAddress(id: string, address: SavedAddressInput): Promise<SavedAddress> {
  return fetchBaseJson<SavedAddress>(`/members/addresses/${encodeURIComponent(id)}`, sendJson('PUT', address));
}

/** DELETE (base) members/addresses/{id}. */
export function deleteSavedAddress(id: string): Promise<null> {
  return fetchBaseJson<null>(`/members/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', headers: sessionHeaders() });
}

/** PUT (base) members/addresses/{id}/default. */
export function makeDefaultAddress(id: string): Promise<SavedAddress[]> {
  return fetchBaseJson<SavedAddress[]>(`/members/addresses/${encodeURIComponent(id)}/default`, { method: 'PUT', headers: sessionHeaders() });
}

/** A change to the address book; the list is read again after it, for the members page and the checkout alike. */
export function useAddressChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['saved-addresses'] }),
  });
}
