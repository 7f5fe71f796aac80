import { z } from 'zod';
import {
  type FacetCount,
  type ListingFacets,
  type ListingFilters,
  MAX_FILTER_PRICE,
  MAX_FILTER_VALUES,
  MAX_FILTER_VALUE_LENGTH,
  canonicalListingFilters,
  isFilterValue,
  parseFilterPrice,
} from './listing-filters.js';

/*
 * The listing filters' grammar as zod schemas, for the API (docs/decisions/045): strict, a value out
 * of it is a 400 naming the field. The same rules as the storefront's lenient reading
 * (listing-filters.ts), which keeps zod out of the first view.
 */

const filterValue = (what: string) =>
  z
    .string()
    .refine(isFilterValue, `a ${what} is 1-${MAX_FILTER_VALUE_LENGTH} characters`)
    .transform((value) => value.trim());

/** A parameter given once or repeated (`brand=A&brand=B`). */
const repeated = (what: string) =>
  z
    .union([filterValue(what), z.array(filterValue(what))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string()).max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} of them`));

const priceParam = z
  .string()
  .refine((text) => parseFilterPrice(text) !== null, `a price is a whole number of cents, at most ${MAX_FILTER_PRICE}`)
  .transform((text) => parseFilterPrice(text) as number);

const switchParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The filter parameters of a listing call. Spread into a route's query schema with
 * withListingFilters; `listingFiltersOf` turns the parsed query into ListingFilters.
 */
export const ListingFilterQuery = z.object({
  brand: repeated('brand').optional().describe('Only these brands (repeat for several: any of them)'),
  size: repeated('size').optional().describe("Only items sold in these sizes or options, a grouped item's variant names (repeat for several)"),
  minPrice: priceParam.optional().describe('Lowest price in cents, inclusive'),
  maxPrice: priceParam.optional().describe('Highest price in cents, inclusive'),
  inStock: switchParam.optional().describe('true: only items with stock left after what orders hold'),
  florist: switchParam.optional().describe('true: only florist items (delivered or picked up on a chosen day)'),
});
export type ListingFilterQuery = z.output<typeof ListingFilterQuery>;

function pricesInOrder({ minPrice, maxPrice }: ListingFilterQuery): boolean {
  return minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
}

/** A strict query schema with the filters and `shape`: a low price above the high one is refused too. */
export function withListingFilters<Shape extends z.ZodRawShape>(shape: Shape) {
  return ListingFilterQuery.extend(shape)
    .strict()
    .refine((query) => pricesInOrder(query as ListingFilterQuery), { message: 'minPrice is above maxPrice', path: ['minPrice'] });
}

/** The filters of a query parsed by ListingFilterQuery, in canonical form. */
export function listingFiltersOf(query: ListingFilterQuery): ListingFilters {
  return canonicalListingFilters({
    brands: query.brand ?? [],
    sizes: query.size ?? [],
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    inStock: query.inStock ?? false,
    florist: query.florist ?? false,
  });
}

const FacetCountBody = z.object({ value: z.string(), count: z.number().int() }) satisfies z.ZodType<FacetCount>;

/** The counts beside a listing's filters as the API answers them (core's ListingFacets). */
export const ListingFacetsBody = z.object({
  total: z.number().int(),
  brands: z.array(FacetCountBody),
  sizes: z.array(FacetCountBody),
  priceBands: z.array(z.number().int()),
  inStock: z.number().int(),
  florist: z.number().int(),
}) satisfies z.ZodType<ListingFacets>;
