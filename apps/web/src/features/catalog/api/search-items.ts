import type { Item } from '@backroom/core/catalog';
import { sanitizeSearchText } from '@backroom/core/search-text';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/**
 * Items matching a search text, under the filters of `filterQuery` (canonical, '' for none); an
 * empty text (after sanitising) finds nothing without a call.
 */
export async function searchItems(searchText: string, filterQuery = ''): Promise<Item[]> {
  const text = sanitizeSearchText(searchText);
  if (text.length === 0) return [];
  return fetchStoreJson<Item[]>(`/items/search/${encodeURIComponent(text)}${filterQuery === '' ? '' : `?${filterQuery}`}`);
}

export function searchItemsQuery(searchText: string, filterQuery = '') {
  const text = sanitizeSearchText(searchText);
  return queryOptions({
    queryKey: ['items', 'search', text, filterQuery],
    queryFn: () => searchItems(text, filterQuery),
    staleTime: 60_000,
  });
}

/** Search results; disabled (no call) while there is no search text. Other filters of the same search keep the results shown until theirs come. */
export function useSearchItems(searchText: string | null, filterQuery = '') {
  const text = sanitizeSearchText(searchText ?? '');
  return useQuery({
    ...searchItemsQuery(searchText ?? '', filterQuery),
    enabled: searchText !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === text ? keepPreviousData(previous) : undefined),
  });
}
