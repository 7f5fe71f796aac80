import type { Item } from '@backroom/core/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/**
 * The items of one category, already in listing order; `filterQuery` is the canonical query
 * string of the filters they are under (core's listingFiltersQuery), '' for none.
 */
export function getCategoryItems(categoryId: string, filterQuery = ''): Promise<Item[]> {
  return fetchStoreJson<Item[]>(`/items/category/${encodeURIComponent(categoryId)}${filterQuery === '' ? '' : `?${filterQuery}`}`);
}

export function categoryItemsQuery(categoryId: string, filterQuery = '') {
  return queryOptions({
    queryKey: ['items', 'category', categoryId, filterQuery],
    queryFn: () => getCategoryItems(categoryId, filterQuery),
    staleTime: 60_000,
  });
}

/**
 * The items of a category; does nothing while there is no category. Under other filters of the
 * same category it keeps showing the items it has until the new ones come, so the page does not
 * empty and jump while they load.
 */
export function useCategoryItems(categoryId: string | null, filterQuery = '') {
  return useQuery({
    ...categoryItemsQuery(categoryId ?? '', filterQuery),
    enabled: categoryId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === categoryId ? keepPreviousData(previous) : undefined),
  });
}
