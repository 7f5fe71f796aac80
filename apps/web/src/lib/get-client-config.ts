import type { ClientConfig } from '@backroom/core/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from './api-client';

/** The longest wait between two tries of a configuration that does not load. */
const MAX_RETRY_DELAY_MS = 30_000;

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => fetchStoreJson<ClientConfig>('/config'),
  staleTime: 5 * 60_000,
  // Nothing shows without the configuration, and SPEC section 8 has its failures logged, not
  // shown: 'Loading...' stays while it is tried again, sooner at first, then every 30 s.
  retry: (failures, error) => {
    console.error(`The shop configuration did not load (try ${failures + 1}):`, error);
    return true;
  },
  retryDelay: (failures) => Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** failures),
});

export function useClientConfig() {
  return useQuery(clientConfigQuery);
}
