import type { Item } from '@backroom/core/catalog';
import type { StorefrontRouteData } from '@backroom/core/storefront-render';
import { routeCategoryId } from '@backroom/core/category-url';
import { type ListingFilters, NO_LISTING_FILTERS, listingFiltersFromSearch, listingFiltersQuery } from '@backroom/core/listing-filters';
import { sanitizeSearchText } from '@backroom/core/search-text';
import type { FastifyInstance } from 'fastify';
import { searchMatchesCacheOf } from '../catalog/catalog-response-cache.js';
import { DEFAULT_SEARCH_LIMIT, getCategoryItems, getItem, getVariants, searchCatalog } from '../catalog/item.service.js';
import { AppError } from '../errors/app-error.js';
import { jobContext } from '../request-context.js';
import { scriptJson } from './script-json.js';

/** Pictures of the first cards of a listing, fetched with the page (the storefront's first rows). */
const PRELOADED_CARD_PICTURES = 4;
/** Larger listings are left for the storefront to fetch: they would hold up the whole page. */
const MAX_EMBEDDED_JSON_BYTES = 48 * 1024;

function decodeSegment(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Missing categories and items are the storefront's to show; anything else is a fault. */
async function unlessNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

function pictureUrl(storeId: string, imageId: string, card: boolean): string {
  return `/${storeId}/api/v1/images/${encodeURIComponent(imageId)}${card ? '?size=card' : ''}`;
}

const LISTING_PATH = /^\/(?:category|search)\//;

/**
 * The filters of a storefront address (docs/decisions/045): a listing's, read as the storefront
 * reads them (what is out of the grammar dropped), none for any other path.
 */
export function storefrontListingFilters(pathname: string, url: string): ListingFilters {
  if (!LISTING_PATH.test(pathname)) return NO_LISTING_FILTERS;
  const query = url.indexOf('?');
  return query === -1 ? NO_LISTING_FILTERS : listingFiltersFromSearch(new URLSearchParams(url.slice(query + 1)));
}

/** A path's first-screen data and the pictures its first view shows first (uncached: the caller keeps what it makes of them). */
export async function storefrontRouteData(
  app: FastifyInstance,
  storeId: string,
  pathname: string,
  filters: ListingFilters = NO_LISTING_FILTERS,
): Promise<RouteFirstScreen> {
  const filterQuery = listingFiltersQuery(filters);
  const context = jobContext(app, storeId);
  const cardPictures = (items: Item[]) =>
    items.slice(0, PRELOADED_CARD_PICTURES).flatMap((item) => (item.imageId ? [pictureUrl(storeId, item.imageId, true)] : []));

  const category = /^\/category(?:\/[^/]+)?\/([^/]+)\/?$/.exec(pathname);
  if (category) {
    const categoryId = routeCategoryId(decodeSegment(category[1]) ?? undefined);
    const items = categoryId === null ? null : await unlessNotFound(getCategoryItems(context, categoryId, filters));
    if (categoryId === null || items === null) return { data: {}, pictures: [] };
    return { data: { categoryItems: { categoryId, filterQuery, items } }, pictures: cardPictures(items) };
  }
  const search = /^\/search\/([^/]+)\/?$/.exec(pathname);
  if (search) {
    const text = sanitizeSearchText(decodeSegment(search[1]) ?? '');
    if (text === '') return { data: {}, pictures: [] };
    const items = await searchCatalog(context, text, { limit: DEFAULT_SEARCH_LIMIT, filters, matches: await searchMatchesCacheOf(app, storeId) });
    return { data: { search: { text, filterQuery, items } }, pictures: cardPictures(items) };
  }
  const itemPath = /^\/item\/([^/]+)\/?$/.exec(pathname);
  const itemId = decodeSegment(itemPath?.[1]);
  if (itemId) {
    const item = await unlessNotFound(getItem(context, itemId));
    if (!item) return { data: { missingItemId: itemId }, pictures: [] };
    const needsVariants = item.group.enabled && item.group.variantName === null;
    const variants = needsVariants ? { itemId: item.id, items: await getVariants(context, item.id) } : undefined;
    return { data: { item, ...(variants ? { variants } : {}) }, pictures: item.imageId ? [pictureUrl(storeId, item.imageId, false)] : [] };
  }
  return { data: {}, pictures: [] };
}

/**
 * What the first screen of a storefront path shows: the server renders it from `data` and embeds
 * it in the page, so the browser hydrates from the same data without an API round trip
 * (apps/web/src/app/prime-from-document.ts reads it).
 */
export interface RouteFirstScreen {
  data: StorefrontRouteData;
  /** Urls of the pictures to fetch with the page. */
  pictures: string[];
}

/** Preloads of the pictures a path's first view shows first. */
export function routePreloads({ pictures }: RouteFirstScreen): string[] {
  return pictures.map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high" />`);
}

/**
 * A path's first-screen data as JSON, or none. `embedAnySize`: the server rendered from it, so the
 * browser needs all of it to hydrate; else a listing too large is left for the storefront to fetch
 * (it would hold up the page).
 */
export function routeDataScript({ data }: RouteFirstScreen, embedAnySize: boolean): string[] {
  if (Object.keys(data).length === 0) return [];
  const json = scriptJson(data);
  return embedAnySize || json.length <= MAX_EMBEDDED_JSON_BYTES ? [`<script id="backroom-route" type="application/json">${json}</script>`] : [];
}

/** The head elements that let a path's first screen show at once: a preload of its first pictures and its data as JSON. */
export function routeHeadElements(route: RouteFirstScreen, embedAnySize: boolean): string[] {
  return [...routePreloads(route), ...routeDataScript(route, embedAnySize)];
}

/**
 * The head elements that let a path's first screen render at once in a page the server does not
 * render: its data as JSON and a preload of its first pictures. Kept in the catalogue cache while
 * the catalogue is unchanged.
 */
export async function storefrontRouteHead(app: FastifyInstance, storeId: string, pathname: string, version: number, filters: ListingFilters): Promise<string> {
  const key = `${storeId} storefront-route ${pathname}?${listingFiltersQuery(filters)}`;
  const cached = app.catalogCache.get(key, version);
  if (cached) return cached.body;
  const head = routeHeadElements(await storefrontRouteData(app, storeId, pathname, filters), false).join('\n    ');
  return app.catalogCache.set(key, version, head).body;
}
