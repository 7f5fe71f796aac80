import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET shipping/cities/{province}: the province's cities, for suggestions. */
export function getCities(province: string): Promise<string[]> {
  return fetchStoreJson<string[]>(`/shipping/cities/${encodeURIComponent(province)}`);
}

export function citiesQuery(province: string) {
  return queryOptions({ queryKey: ['cities', province], queryFn: () => getCities(province), staleTime: 60 * 60_000 });
}

/** City suggestions; an empty list while no province is chosen (SPEC section 5), or when the call fails. */
export function useCities(province: string): string[] {
  const query = useQuery({ ...citiesQuery(province), enabled: province !== '', retry: false });
  return province === '' ? [] : (query.data ?? []);
}
