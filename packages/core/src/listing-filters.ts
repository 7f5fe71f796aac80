import type { Cents } from './money.js';

/*
 * Filters on a category or search listing (docs/decisions/045): the grammar of their query
 * string, shared by the API (strict: a bad value is a 400, listing-filter-query.ts) and the
 * storefront's address bar (lenient: a bad value is dropped), what an item must have to match
 * them, and the counts shown beside each value. The database computes the same
 * (apps/server/src/catalog/listing-filters.repository.ts); the functions here are the rule it is
 * tested against. No zod here: this module is in the storefront's first view (zod is 25 KB gzip).
 */

/** The most values one filter may name (brands, sizes). */
export const MAX_FILTER_VALUES = 20;
/** Longest brand or size a filter may name. */
export const MAX_FILTER_VALUE_LENGTH = 100;
/** Highest price a filter may name, in cents ($10,000,000). */
export const MAX_FILTER_PRICE = 1_000_000_000;

/** What a listing is narrowed to. Empty lists and absent prices narrow nothing. */
export interface ListingFilters {
  /** Any of these brands. */
  brands: string[];
  /** Any of these sizes (a grouped item's variant names, e.g. "1 L"). */
  sizes: string[];
  /** Lowest price, in cents, inclusive. */
  minPrice: Cents | null;
  /** Highest price, in cents, inclusive. */
  maxPrice: Cents | null;
  /** Only what can be bought now: stock left after what orders hold. */
  inStock: boolean;
  /** Only florist items (made for a delivery or pickup day). */
  florist: boolean;
}

export const NO_LISTING_FILTERS: ListingFilters = { brands: [], sizes: [], minPrice: null, maxPrice: null, inStock: false, florist: false };

/** The query parameters, in the order a canonical query string lists them. */
export const LISTING_FILTER_PARAMS = ['brand', 'size', 'minPrice', 'maxPrice', 'inStock', 'florist'] as const;

/** A brand or size as a filter names it: trimmed, 1 to MAX_FILTER_VALUE_LENGTH characters. */
export function isFilterValue(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_FILTER_VALUE_LENGTH;
}

/** A price as a filter writes it: whole cents, digits only, at most MAX_FILTER_PRICE; else null. */
export function parseFilterPrice(text: string | null | undefined): Cents | null {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const cents = Number(text);
  return cents <= MAX_FILTER_PRICE ? cents : null;
}

const VALUE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Values trimmed, each once, in a fixed order: the same filters make the same query string. */
function canonicalValues(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].sort(compareFacetValues);
}

/** The order facet values are listed in: letters alike in case, numbers by value ("250 mL" before "946 mL"). */
export function compareFacetValues(a: string, b: string): number {
  return VALUE_ORDER.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Filters with their brands and sizes trimmed, each once, in order. */
export function canonicalListingFilters(filters: ListingFilters): ListingFilters {
  return { ...filters, brands: canonicalValues(filters.brands), sizes: canonicalValues(filters.sizes) };
}

/**
 * The filters of a storefront address, as a shopper would expect a mistyped or shortened link to
 * be read: a value out of the grammar is dropped (the rest still apply), values past the first
 * MAX_FILTER_VALUES are dropped, a low price above the high one swaps them, anything else in the
 * query string is ignored. `listingFiltersQuery` then writes the address the page should show.
 */
export function listingFiltersFromSearch(search: URLSearchParams): ListingFilters {
  const values = (name: string) => search.getAll(name).filter(isFilterValue).slice(0, MAX_FILTER_VALUES);
  const price = (name: string): Cents | null => parseFilterPrice(search.get(name)?.trim());
  const on = (name: string) => search.get(name) === 'true';
  let minPrice = price('minPrice');
  let maxPrice = price('maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return canonicalListingFilters({
    brands: values('brand'),
    sizes: values('size'),
    minPrice,
    maxPrice,
    inStock: on('inStock'),
    florist: on('florist'),
  });
}

/** The canonical query string of some filters, without '?': '' when they narrow nothing. */
export function listingFiltersQuery(filters: ListingFilters): string {
  const canonical = canonicalListingFilters(filters);
  const search = new URLSearchParams();
  for (const brand of canonical.brands) search.append('brand', brand);
  for (const size of canonical.sizes) search.append('size', size);
  if (canonical.minPrice !== null) search.append('minPrice', String(canonical.minPrice));
  if (canonical.maxPrice !== null) search.append('maxPrice', String(canonical.maxPrice));
  if (canonical.inStock) search.append('inStock', 'true');
  if (canonical.florist) search.append('florist', 'true');
  return search.toString();
}

/** How many filters narrow the listing (each brand and size counts; a price range counts once). */
export function activeFilterCount(filters: ListingFilters): number {
  const price = filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0;
  return filters.brands.length + filters.sizes.length + price + (filters.inStock ? 1 : 0) + (filters.florist ? 1 : 0);
}

export function hasListingFilters(filters: ListingFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** A price range shoppers pick with one click; `max` is inclusive, null is open-ended. */
export interface PriceBand {
  min: Cents | null;
  max: Cents | null;
}

/** The price ranges offered beside the listing: under $25, $25-50, $50-100, $100-250, $250 and up. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { min: null, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: 24999 },
  { min: 25000, max: null },
];

/** Which of PRICE_BANDS a price falls in. */
export function priceBandIndex(price: Cents): number {
  const index = PRICE_BANDS.findIndex((band) => (band.min === null || price >= band.min) && (band.max === null || price <= band.max));
  return index === -1 ? 0 : index;
}

/**
 * Something a listed item sells: the item itself, or one of its group's visible variants (a
 * grouped item is sold by its variants: its sizes, their prices and their stock).
 */
export interface ListingOffer {
  price: Cents;
  /** Stock left after what orders hold is above zero. */
  inStock: boolean;
  /** The variant's name (its size or colour); null for an item sold on its own. */
  size: string | null;
}

/** A listed item (a group head or an item on its own) as filters see it. */
export interface FilterableItem {
  brand: string;
  florist: boolean;
  offers: readonly ListingOffer[];
}

type OfferFilters = Pick<ListingFilters, 'sizes' | 'minPrice' | 'maxPrice' | 'inStock'>;

function offerFiltersActive(filters: OfferFilters): boolean {
  return filters.sizes.length > 0 || filters.minPrice !== null || filters.maxPrice !== null || filters.inStock;
}

/** An offer in range, in stock and in a size when those are asked. */
function offerMatches(offer: ListingOffer, filters: OfferFilters): boolean {
  return (
    (filters.minPrice === null || offer.price >= filters.minPrice) &&
    (filters.maxPrice === null || offer.price <= filters.maxPrice) &&
    (!filters.inStock || offer.inStock) &&
    (filters.sizes.length === 0 || (offer.size !== null && filters.sizes.includes(offer.size)))
  );
}

/**
 * Whether an item is listed under some filters: its brand one of those asked, a florist item if
 * asked, and one thing it sells (itself or one variant) at once in the price range, in stock and
 * in one of the sizes asked: "1 L, in stock, under $25" finds a group whose 1 L is all three, not
 * one whose 1 L is sold out and whose 4 L is in stock.
 */
export function matchesListingFilters(item: FilterableItem, filters: ListingFilters): boolean {
  if (filters.brands.length > 0 && !filters.brands.includes(item.brand)) return false;
  if (filters.florist && !item.florist) return false;
  return !offerFiltersActive(filters) || item.offers.some((offer) => offerMatches(offer, filters));
}

/** A facet value and how many items the listing would show with it chosen. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * The counts shown beside a listing's filters. Each is the number of items listed if that value
 * were chosen, given the other filters: a brand's count is the items of that brand alone (the
 * other brands chosen set aside) under the sizes, prices and switches chosen; the price bands'
 * with that band as the price range; inStock and florist with that switch on.
 */
export interface ListingFacets {
  /** Items listed under the filters as they are. */
  total: number;
  /** Brands with a count above zero, and every brand chosen; by name. */
  brands: FacetCount[];
  /** Sizes with a count above zero, and every size chosen; by name, numbers by value. */
  sizes: FacetCount[];
  /** One count per PRICE_BANDS entry, in its order. */
  priceBands: number[];
  inStock: number;
  florist: number;
}

/** The facet values with items, and the chosen ones whatever their count, in listing order. */
export function facetValues(counts: ReadonlyMap<string, number>, chosen: readonly string[]): FacetCount[] {
  const values = new Set([...[...counts].filter(([, count]) => count > 0).map(([value]) => value), ...chosen]);
  return [...values].sort(compareFacetValues).map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/** The counts beside a listing's filters (see ListingFacets), worked out over its listed items. */
export function listingFacets(items: readonly FilterableItem[], filters: ListingFilters): ListingFacets {
  const count = (changed: Partial<ListingFilters>) => items.filter((item) => matchesListingFilters(item, { ...filters, ...changed })).length;
  const countsBy = (values: Iterable<string>, filterOf: (value: string) => Partial<ListingFilters>) =>
    new Map([...new Set(values)].map((value) => [value, count(filterOf(value))]));
  return {
    total: count({}),
    // An item without a brand is counted in the total, but there is no brand to choose for it.
    brands: facetValues(countsBy(items.flatMap((item) => (item.brand === '' ? [] : [item.brand])), (brand) => ({ brands: [brand] })), filters.brands),
    sizes: facetValues(
      countsBy(items.flatMap((item) => item.offers.flatMap((offer) => (offer.size === null ? [] : [offer.size]))), (size) => ({ sizes: [size] })),
      filters.sizes,
    ),
    priceBands: PRICE_BANDS.map((band) => count({ minPrice: band.min, maxPrice: band.max })),
    inStock: count({ inStock: true }),
    florist: count({ florist: true }),
  };
}
