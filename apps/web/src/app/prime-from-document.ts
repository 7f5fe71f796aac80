import type { FirstView, StorefrontBootstrap, StorefrontRouteData } from '@backroom/core/storefront-render';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { categoryItemsQuery } from '../features/catalog/api/get-category-items';
import { itemQuery } from '../features/catalog/api/get-item';
import { variantsQuery } from '../features/catalog/api/get-variants';
import { searchItemsQuery } from '../features/catalog/api/search-items';
import { clientConfigQuery } from '../lib/get-client-config';
import { activeStore } from '../lib/api-client';

function embedded<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A damaged embed only costs the API calls it was meant to save.
    return null;
  }
}

/**
 * Puts the first view's data in a query client: the configuration, the categories and the first
 * screen's own data. The server's render and the browser's hydration start from the same data
 * (apps/server/src/web/storefront-route-data.ts), so they render the same markup.
 */
export function primeQueryClient(queryClient: QueryClient, bootstrap: StorefrontBootstrap, route: StorefrontRouteData | null): void {
  queryClient.setQueryData(clientConfigQuery.queryKey, bootstrap.config);
  queryClient.setQueryData(categoriesQuery.queryKey, bootstrap.categories);
  if (route?.categoryItems) {
    const { categoryId, filterQuery, items } = route.categoryItems;
    queryClient.setQueryData(categoryItemsQuery(categoryId, filterQuery).queryKey, items);
  }
  if (route?.search) queryClient.setQueryData(searchItemsQuery(route.search.text, route.search.filterQuery).queryKey, route.search.items);
  if (route?.item) queryClient.setQueryData(itemQuery(route.item.id).queryKey, route.item);
  if (route?.missingItemId !== undefined) queryClient.setQueryData(itemQuery(route.missingItemId).queryKey, null);
  if (route?.variants) queryClient.setQueryData(variantsQuery(route.variants.itemId).queryKey, route.variants.items);
}

/**
 * Takes the configuration, the categories and the first screen's data that the server embedded
 * in the page, so the first screen renders without waiting on API calls. Ignored when the
 * shopper has switched to another store; says whether it took them.
 */
export function primeFromDocument(queryClient: QueryClient): boolean {
  const bootstrap = embedded<StorefrontBootstrap>('backroom-bootstrap');
  if (!bootstrap || bootstrap.store !== activeStore()) return false;
  primeQueryClient(queryClient, bootstrap, embedded<StorefrontRouteData>('backroom-route'));
  return true;
}

/** Who the server rendered the page's markup for, when it did (else null: the browser renders the page itself). */
export function embeddedFirstView(): FirstView | null {
  return embedded<FirstView>('backroom-first-view');
}
