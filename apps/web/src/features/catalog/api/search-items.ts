import type { Item } from '@backroom/core/catalog';
import { sanitizeSearchText } from '@backroom/core/search-text';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** Items matching a search text; an empty text (after sanitising) finds nothing without a call. */
export async function searchItems(searchText: string): Promise<Item[]> {
  const text = sanitizeSearchText(searchText);
  if (text.length === 0) return [];
  return fetchStoreJson<Item[]>(`/items/search/${encodeURIComponent(text)}`);
}

export function searchItemsQuery(searchText: string) {
  const text = sanitizeSearchText(searchText);
  return queryOptions({
    queryKey: ['items', 'search', text],
    queryFn: () => searchItems(text),
    staleTime: 60_000,
  });
}

/** Search results; disabled (no call) while there is no search text. */
export function useSearchItems(searchText: string | null) {
  return useQuery({ ...searchItemsQuery(searchText ?? ''), enabled: searchText !== null });
}
