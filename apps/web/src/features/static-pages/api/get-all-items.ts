import type { Item } from '@backroom/core/catalog';
import { fetchStoreJson } from '../../../lib/api-client';

/** The largest page GET items hands out. */
export const ITEMS_PAGE_SIZE = 1000;

/** Every item of the store, a page at a time until a page comes back short. */
export async function fetchAllItems(onPage?: (fetchedSoFar: number) => void): Promise<Item[]> {
  const items: Item[] = [];
  for (let offset = 0; ; offset += ITEMS_PAGE_SIZE) {
    const page = await fetchStoreJson<Item[]>(`/items?limit=${ITEMS_PAGE_SIZE}&offset=${offset}`);
    items.push(...page);
    onPage?.(items.length);
    if (page.length < ITEMS_PAGE_SIZE) return items;
  }
}
