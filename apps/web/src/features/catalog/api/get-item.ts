import type { Item } from '@backroom/core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** One item by id. */
export function getItem(itemId: string): Promise<Item> {
  return fetchStoreJson<Item>(`/items/${encodeURIComponent(itemId)}`);
}

export function itemQuery(itemId: string) {
  return queryOptions({
    queryKey: ['item', itemId],
    queryFn: () => getItem(itemId),
    staleTime: 60_000,
  });
}

export function useItem(itemId: string) {
  return useQuery({ ...itemQuery(itemId), enabled: itemId !== '' });
}
