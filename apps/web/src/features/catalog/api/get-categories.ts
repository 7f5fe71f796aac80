import type { Category } from '@backroom/core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => fetchStoreJson<Category[]>('/categories'),
  staleTime: 5 * 60_000,
});

/** Every category of the store, as the flat list the server keeps. */
export function useCategories() {
  return useQuery(categoriesQuery);
}
