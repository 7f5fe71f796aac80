import type { Item } from '@backroom/core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** The variants of a group head, cheapest first. */
export function getVariants(groupItemId: string): Promise<Item[]> {
  return fetchStoreJson<Item[]>(`/items/${encodeURIComponent(groupItemId)}/variants`);
}

export function variantsQuery(groupItemId: string) {
  return queryOptions({
    queryKey: ['item', groupItemId, 'variants'],
    queryFn: () => getVariants(groupItemId),
    staleTime: 60_000,
  });
}

/** Variants of a group head; does nothing until `enabled`. */
export function useVariants(groupItemId: string, enabled: boolean) {
  return useQuery({ ...variantsQuery(groupItemId), enabled });
}
