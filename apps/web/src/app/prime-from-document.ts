import type { Category, Item } from '@backroom/core/catalog';
import type { ClientConfig } from '@backroom/core/client-config';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { categoryItemsQuery } from '../features/catalog/api/get-category-items';
import { itemQuery } from '../features/catalog/api/get-item';
import { variantsQuery } from '../features/catalog/api/get-variants';
import { searchItemsQuery } from '../features/catalog/api/search-items';
import { clientConfigQuery } from '../features/client-config/api/get-client-config';
import { activeStore } from '../lib/api-client';

interface Bootstrap {
  store: string;
  config: ClientConfig;
  categories: Category[];
}

/** The first screen's own data (apps/server/src/web/storefront-route-data.ts). */
interface RouteData {
  categoryItems?: { categoryId: string; items: Item[] };
  search?: { text: string; items: Item[] };
  item?: Item;
  variants?: { itemId: string; items: Item[] };
}

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
 * Takes the configuration, the categories and the first screen's data that the server embedded
 * in the page, so the first screen renders without waiting on API calls. Ignored when the
 * shopper has switched to another store.
 */
export function primeFromDocument(queryClient: QueryClient): void {
  const bootstrap = embedded<Bootstrap>('backroom-bootstrap');
  if (!bootstrap || bootstrap.store !== activeStore()) return;
  queryClient.setQueryData(clientConfigQuery.queryKey, bootstrap.config);
  queryClient.setQueryData(categoriesQuery.queryKey, bootstrap.categories);
  const route = embedded<RouteData>('backroom-route');
  if (route?.categoryItems) queryClient.setQueryData(categoryItemsQuery(route.categoryItems.categoryId).queryKey, route.categoryItems.items);
  if (route?.search) queryClient.setQueryData(searchItemsQuery(route.search.text).queryKey, route.search.items);
  if (route?.item) queryClient.setQueryData(itemQuery(route.item.id).queryKey, route.item);
  if (route?.variants) queryClient.setQueryData(variantsQuery(route.variants.itemId).queryKey, route.variants.items);
}
