import type { Item, ItemListFilter } from '@backroom/core/catalog';
import { type ListingFacets, type ListingFilters, NO_LISTING_FILTERS, hasListingFilters } from '@backroom/core/listing-filters';
import { searchTerms } from '@backroom/core/search-text';
import type { Db } from '../db/database.js';
import type { RequestContext } from '../request-context.js';
import { notFound } from '../errors/app-error.js';
import { findCategory } from './category.repository.js';
import {
  findItem,
  findItemByVendor,
  findItems,
  listCategoryItems,
  listItems,
  listListedItemIds,
  listVariants,
  refreshGroupSummary,
  type Visibility,
} from './item.repository.js';
import type { ItemRow, ShopperItemRow } from './item.table.js';
import { countListingFacets, listFilteredCategoryItems, listFilteredSearchItems } from './listing-filters.repository.js';
import { rankSearchItems, searchItems } from './search.repository.js';
import { MAX_RANKED_MATCHES } from './search-statements.js';

/** What a catalogue read needs of the request's context. */
type CatalogReader = Pick<RequestContext, 'db' | 'dialect' | 'storeId'>;

const SHOPPER: Visibility = { includeHidden: false };

/** An item as an order reads it: the shopper's columns with its hidden, special and florist flags, as stored. */
export type OrderableItem = ShopperItemRow;

/** The store's items of `itemIds`, hidden ones too: what an order is priced and checked against. */
export async function findOrderableItems(db: Db, storeId: string, itemIds: readonly string[]): Promise<OrderableItem[]> {
  return findItems(db, storeId, itemIds, { includeHidden: true });
}

/** Re-summarises the group heads whose variants' stock changed, in id order, after the items. */
export async function refreshGroupHeads(db: Db, storeId: string, headIds: Iterable<string | null>): Promise<void> {
  const heads = [...new Set([...headIds].filter((id): id is string => id !== null))].sort();
  for (const headId of heads) await refreshGroupSummary(db, storeId, headId);
}

/** The items a shopper can open (heads and single items, not variants), by id, with when each changed: for the sitemap. */
export async function listListedItems(db: Db, storeId: string, limit: number): Promise<Array<{ id: string; updatedAt: string }>> {
  return (await listListedItemIds(db, storeId, limit)).map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

function parseStringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

const notBelowZero = (count: number) => Math.max(0, count);

/**
 * An item as a shopper sees it. Stock is never below zero for a shopper: when orders hold more
 * than staff counted on the shelf the item is simply sold out (staff see the shortfall).
 */
export function toItem(row: ShopperItemRow): Item {
  const isGroupHead = row.group_enabled === 1;
  const inventory = JSON.parse(row.inventory) as Item['inventory'];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    sku: row.sku,
    codes: { upc: row.upc || row.sku, sku: row.sku },
    vendor: row.vendor,
    externalId: row.external_id,
    supplierUrls: parseStringList(row.supplier_urls),
    homeUrls: parseStringList(row.home_urls),
    imageId: row.image_id,
    categoryId: row.category_id,
    // The price in effect; the regular price beside it while a sale is on (docs/decisions/065).
    price: row.sale_price ?? row.price,
    regularPrice: row.sale_price === null ? null : row.price,
    saleEndsAt: row.sale_ends_at,
    inventory: Object.fromEntries(Object.entries(inventory).map(([location, { count }]) => [location, { count: notBelowZero(count) }])),
    stock: notBelowZero(row.stock),
    group: {
      enabled: isGroupHead,
      parentId: row.group_parent_id,
      variantName: row.variant_name,
      variantSummary: isGroupHead
        ? { stock: notBelowZero(row.variant_stock ?? 0), priceLow: row.price_low ?? row.price, priceHigh: row.price_high ?? row.price }
        : null,
    },
    hidden: row.hidden === 1,
    discontinued: row.discontinued === 1,
    special: row.special === 1,
    florist: row.florist === 1,
    updatedAt: row.updated_at,
  };
}

/** A visible item, or a 404; a variant is visible only while its group head is. */
async function requireVisibleItem({ db, storeId }: CatalogReader, itemId: string): Promise<ItemRow> {
  const row = await findItem(db, storeId, itemId);
  if (!row || row.hidden === 1) throw notFound(`There is no item '${itemId}'.`);
  if (row.group_parent_id) {
    const head = await findItem(db, storeId, row.group_parent_id);
    if (!head || head.hidden === 1) throw notFound(`There is no item '${itemId}'.`);
  }
  return row;
}

export async function getItem(context: CatalogReader, itemId: string): Promise<Item> {
  return toItem(await requireVisibleItem(context, itemId));
}

/** Visible items by id, in the order asked; unknown and hidden ones are left out. */
export async function getItemsByIds({ db, storeId }: CatalogReader, itemIds: readonly string[]): Promise<Item[]> {
  const rows = await findItems(db, storeId, [...new Set(itemIds)], SHOPPER);
  const headIds = rows.flatMap((row) => row.group_parent_id ?? []);
  const visibleHeads = new Set((await findItems(db, storeId, headIds, SHOPPER)).map((head) => head.id));
  const visible = rows.filter((row) => row.group_parent_id === null || visibleHeads.has(row.group_parent_id));
  const byId = new Map(visible.map((row) => [row.id, toItem(row)]));
  return itemIds.flatMap((id) => byId.get(id) ?? []);
}

async function requireCategory({ db, storeId }: CatalogReader, categoryId: string): Promise<void> {
  if (!(await findCategory(db, storeId, categoryId))) throw notFound(`There is no category '${categoryId}'.`);
}

/** A category's items in listing order, under filters if any (docs/decisions/045). */
export async function getCategoryItems(context: CatalogReader, categoryId: string, filters: ListingFilters = NO_LISTING_FILTERS): Promise<Item[]> {
  await requireCategory(context, categoryId);
  const rows = hasListingFilters(filters)
    ? await listFilteredCategoryItems(context, context.storeId, categoryId, filters)
    : await listCategoryItems(context.db, context.storeId, categoryId, SHOPPER);
  return rows.map(toItem);
}

/** The counts beside a category's filters. */
export async function getCategoryFacets(context: CatalogReader, categoryId: string, filters: ListingFilters): Promise<ListingFacets> {
  await requireCategory(context, categoryId);
  return countListingFacets(context, context.storeId, { kind: 'category', categoryId }, filters);
}

export async function getItems(
  { db, storeId }: CatalogReader,
  options: { filter?: ItemListFilter | undefined; limit: number; offset: number },
): Promise<Item[]> {
  return (await listItems(db, storeId, { ...options, ...SHOPPER })).map(toItem);
}

export async function getItemByVendor({ db, storeId }: CatalogReader, vendor: string, externalId: string): Promise<Item> {
  const row = await findItemByVendor(db, storeId, vendor, externalId);
  if (!row || row.hidden === 1) throw notFound(`There is no item from '${vendor}' numbered '${externalId}'.`);
  return toItem(row);
}

export async function getVariants(context: CatalogReader, itemId: string): Promise<Item[]> {
  const head = await requireVisibleItem(context, itemId);
  if (head.group_enabled !== 1) return [];
  return (await listVariants(context.db, context.storeId, head.id, SHOPPER)).map(toItem);
}

/** Results a search returns unless asked for fewer or more. */
export const DEFAULT_SEARCH_LIMIT = 100;

/**
 * A search as the storefront's box does it, as JSON text ready to send: the items leave the
 * database as JSON (search-item-json.ts). Empty text finds nothing without a query.
 */
export async function searchCatalogJson(context: CatalogReader, text: string, options: SearchListingOptions): Promise<string> {
  const terms = searchTerms(text);
  if (terms.length === 0) return '[]';
  const { filters = NO_LISTING_FILTERS, price, limit } = options;
  const found = hasListingFilters(filters)
    ? await listFilteredSearchItems(context, context.storeId, await searchMatchIds(context, terms, price, options.matches), filters, limit)
    : await searchItems(context, context.storeId, terms, { price, limit });
  return `[${found.map(({ json }) => json).join(',')}]`;
}

export interface SearchListingOptions {
  price?: number | undefined;
  limit: number;
  filters?: ListingFilters | undefined;
  /** Where a search's matches are kept for its other filters (catalogue versioned), if anywhere. */
  matches?: SearchMatchesCache | undefined;
}

/**
 * A search's matches kept while the catalogue is unchanged: a shopper trying filter after filter
 * on one search has it ranked once (routes keep them in the catalogue answer cache).
 */
export interface SearchMatchesCache {
  get(key: string): string[] | undefined;
  set(key: string, itemIds: string[]): void;
}

/**
 * What a filtered search narrows: its best MAX_RANKED_MATCHES matches, best first, the number its
 * ranking already stops at (docs/decisions/002); filters and counts look at no more than those.
 */
async function searchMatchIds(
  context: CatalogReader,
  terms: readonly string[],
  price: number | undefined,
  matches: SearchMatchesCache | undefined,
): Promise<string[]> {
  const key = `search-matches ${terms.join(' ')} price=${price ?? ''}`;
  const kept = matches?.get(key);
  if (kept) return kept;
  const found = await rankSearchItems(context, context.storeId, terms, { price, limit: MAX_RANKED_MATCHES });
  const itemIds = found.map(({ id }) => id);
  matches?.set(key, itemIds);
  return itemIds;
}

/** The counts beside a search's filters, over its best MAX_RANKED_MATCHES matches. */
export async function getSearchFacets(
  context: CatalogReader,
  text: string,
  options: { price?: number | undefined; filters: ListingFilters; matches?: SearchMatchesCache | undefined },
): Promise<ListingFacets> {
  const terms = searchTerms(text);
  const itemIds = terms.length === 0 ? [] : await searchMatchIds(context, terms, options.price, options.matches);
  return countListingFacets(context, context.storeId, { kind: 'search', itemIds }, options.filters);
}

/** The same search as items, for a page rendered on the server. */
export async function searchCatalog(context: CatalogReader, text: string, options: SearchListingOptions): Promise<Item[]> {
  return JSON.parse(await searchCatalogJson(context, text, options)) as Item[];
}
