import type { Item } from '@backroom/core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** The items of one category, already in listing order. */
export function getCategoryItems(categoryId: string): Promise<Item[]> {
  return fetchStoreJson<Item[]>(`/items/category/${encodeURIComponent(categoryId)}`);
}

export function categoryItemsQuery(categoryId: string) {
  return queryOptions({
    queryKey: ['items', 'category', categoryId],
    queryFn: () => getCategoryItems(categoryId),
    staleTime: 60_000,
  });
}

/** The items of a category; does nothing while there is no category. */
export function useCategoryItems(categoryId: string | null) {
  return useQuery({ ...categoryItemsQuery(categoryId ?? ''), enabled: categoryId !== null });
}
