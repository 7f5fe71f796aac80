import type { Item } from '@backroom/core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, fetchStoreJson } from '../../../lib/api-client';

/** One item by id; null when the shop does not sell it (any more). */
export async function getItem(itemId: string): Promise<Item | null> {
  try {
    return await fetchStoreJson<Item>(`/items/${encodeURIComponent(itemId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
