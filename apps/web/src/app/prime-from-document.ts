import type { Category } from '@backroom/core/catalog';
import type { ClientConfig } from '@backroom/core/client-config';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { clientConfigQuery } from '../features/client-config/api/get-client-config';
import { activeStore } from '../lib/api-client';

interface Bootstrap {
  store: string;
  config: ClientConfig;
  categories: Category[];
}

/**
 * Takes the configuration and categories the server embedded in the page, so the first screen
 * renders without waiting on API calls. Ignored when the shopper has switched to another store.
 */
export function primeFromDocument(queryClient: QueryClient): void {
  const element = document.getElementById('backroom-bootstrap');
  if (!element?.textContent) return;
  try {
    const bootstrap = JSON.parse(element.textContent) as Bootstrap;
    if (bootstrap.store !== activeStore()) return;
    queryClient.setQueryData(clientConfigQuery.queryKey, bootstrap.config);
    queryClient.setQueryData(categoriesQuery.queryKey, bootstrap.categories);
  } catch {
    // A damaged embed only costs the two API calls it was meant to save.
  }
}
