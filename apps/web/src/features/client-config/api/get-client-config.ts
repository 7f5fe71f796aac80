import type { ClientConfig } from '@backroom/core/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => fetchStoreJson<ClientConfig>('/config'),
  staleTime: 5 * 60_000,
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
