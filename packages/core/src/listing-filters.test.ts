import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FilterableItem,
  type ListingFilters,
  MAX_FILTER_VALUES,
  NO_LISTING_FILTERS,
  PRICE_BANDS,
  activeFilterCount,
  listingFacets,
  listingFiltersFromSearch,
  listingFiltersQuery,
  matchesListingFilters,
  priceBandIndex,
} from './listing-filters.js';
import { listingFiltersOf, withListingFilters } from './listing-filter-query.js';

const Query = withListingFilters({});

function filters(changes: Partial<ListingFilters>): ListingFilters {
  return { ...NO_LISTING_FILTERS, ...changes };
}

const bigBloom: FilterableItem = {
  brand: 'FoxFarm',
  florist: false,
  offers: [
    { price: 1799, inStock: false, size: '473 mL' },
    { price: 2699, inStock: true, size: '946 mL' },
  ],
};
const floraGro: FilterableItem = { brand: 'General Hydroponics', florist: false, offers: [{ price: 1999, inStock: true, size: null }] };
const roses: FilterableItem = { brand: 'Maritime Blooms', florist: true, offers: [{ price: 5999, inStock: true, size: null }] };

describe('the filter grammar of a listing call', () => {
  it('reads repeated brands and sizes, prices in cents and the switches', () => {
    const parsed = Query.parse({ brand: ['FoxFarm', 'Canna'], size: '1 L', minPrice: '2500', maxPrice: '4999', inStock: 'true', florist: 'false' });
    expect(listingFiltersOf(parsed)).toEqual({ brands: ['Canna', 'FoxFarm'], sizes: ['1 L'], minPrice: 2500, maxPrice: 4999, inStock: true, florist: false });
  });

  it.each([
    [{ minPrice: '12.50' }, 'minPrice'],
    [{ maxPrice: '-1' }, 'maxPrice'],
    [{ minPrice: '5000', maxPrice: '100' }, 'minPrice'],
    [{ inStock: 'yes' }, 'inStock'],
    [{ brand: '' }, 'brand'],
    [{ brand: 'x'.repeat(101) }, 'brand'],
    [{ size: Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, n) => `${n} L`) }, 'size'],
    [{ colour: 'red' }, ''],
  ])('refuses %j', (query, field) => {
    const result = Query.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.') ?? '').toBe(field);
  });
});

describe('the filters of a storefront address', () => {
  it('drops what is out of the grammar and keeps the rest', () => {
    const search = new URLSearchParams('brand=FoxFarm&brand=&minPrice=abc&maxPrice=5000&inStock=yes&florist=true&page=2');
    expect(listingFiltersFromSearch(search)).toEqual(filters({ brands: ['FoxFarm'], maxPrice: 5000, florist: true }));
  });

  it('swaps a low price above the high one', () => {
    expect(listingFiltersFromSearch(new URLSearchParams('minPrice=5000&maxPrice=2500'))).toMatchObject({ minPrice: 2500, maxPrice: 5000 });
  });

  it('writes one canonical query string whatever order the values came in', () => {
    const a = listingFiltersFromSearch(new URLSearchParams('size=946 mL&brand=Canna&brand=FoxFarm&size=250 mL&inStock=true'));
    const b = listingFiltersFromSearch(new URLSearchParams('inStock=true&brand=FoxFarm&size=250 mL&brand=Canna&size=946 mL&brand=Canna'));
    expect(listingFiltersQuery(a)).toBe('brand=Canna&brand=FoxFarm&size=250+mL&size=946+mL&inStock=true');
    expect(listingFiltersQuery(b)).toBe(listingFiltersQuery(a));
    expect(listingFiltersQuery(NO_LISTING_FILTERS)).toBe('');
  });

  it('reads back what it wrote', () => {
    const chosen = filters({ brands: ['House & Garden', "Safer's"], sizes: ['1 L'], minPrice: 0, maxPrice: 2499, florist: true });
    expect(listingFiltersFromSearch(new URLSearchParams(listingFiltersQuery(chosen)))).toEqual(chosen);
    expect(activeFilterCount(chosen)).toBe(5);
  });
});

describe('what a filter lets through', () => {
  it('asks one variant to be in the size, the price range and in stock at once', () => {
    expect(matchesListingFilters(bigBloom, filters({ sizes: ['473 mL'] }))).toBe(true);
    expect(matchesListingFilters(bigBloom, filters({ sizes: ['473 mL'], inStock: true }))).toBe(false);
    expect(matchesListingFilters(bigBloom, filters({ maxPrice: 2000, inStock: true }))).toBe(false);
    expect(matchesListingFilters(bigBloom, filters({ maxPrice: 3000, inStock: true }))).toBe(true);
  });

  it('leaves items sold on their own out of a size filter', () => {
    expect(matchesListingFilters(floraGro, filters({ sizes: ['946 mL'] }))).toBe(false);
  });

  it('takes any of several brands, and florist items only when asked', () => {
    const listing = [bigBloom, floraGro, roses];
    expect(listing.filter((item) => matchesListingFilters(item, filters({ brands: ['FoxFarm', 'Maritime Blooms'] })))).toEqual([bigBloom, roses]);
    expect(listing.filter((item) => matchesListingFilters(item, filters({ florist: true })))).toEqual([roses]);
  });

  it('puts each price in one band', () => {
    expect([0, 2499, 2500, 9999, 10000, 25000, 10 ** 8].map(priceBandIndex)).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });
});

describe('the counts beside the filters', () => {
  it('counts each brand given the other filters, and lists a chosen brand without items', () => {
    const facets = listingFacets([bigBloom, floraGro, roses], filters({ brands: ['Canna', 'FoxFarm'], inStock: true, maxPrice: 2500 }));
    expect(facets.total).toBe(0);
    expect(facets.brands).toEqual([
      { value: 'Canna', count: 0 },
      { value: 'FoxFarm', count: 0 },
      { value: 'General Hydroponics', count: 1 },
    ]);
    expect(facets.sizes).toEqual([]);
    expect(facets.priceBands).toEqual([0, 1, 0, 0, 0]);
  });

  const offer = fc.record({
    price: fc.integer({ min: 0, max: 40_000 }),
    inStock: fc.boolean(),
    size: fc.option(fc.constantFrom('250 mL', '1 L', '4 L', 'Half Dozen'), { nil: null }),
  });
  const item = fc.record({
    brand: fc.constantFrom('FoxFarm', 'Canna', 'Dramm', ''),
    florist: fc.boolean(),
    offers: fc.array(offer, { minLength: 0, maxLength: 4 }),
  });
  const chosenFilters = fc.record({
    brands: fc.subarray(['FoxFarm', 'Canna', 'Bluelab']),
    sizes: fc.subarray(['250 mL', '1 L', '10 L']),
    minPrice: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
    maxPrice: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    inStock: fc.boolean(),
    florist: fc.boolean(),
  });
  const shown = (items: readonly FilterableItem[], chosen: ListingFilters) => items.filter((entry) => matchesListingFilters(entry, chosen)).length;

  it('gives each value the number of results a shopper gets by choosing it', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), chosenFilters, (items, chosen) => {
        const facets = listingFacets(items, chosen);
        expect(facets.total).toBe(shown(items, chosen));
        for (const { value, count } of facets.brands) expect(count).toBe(shown(items, { ...chosen, brands: [value] }));
        for (const { value, count } of facets.sizes) expect(count).toBe(shown(items, { ...chosen, sizes: [value] }));
        PRICE_BANDS.forEach((band, index) => expect(facets.priceBands[index]).toBe(shown(items, { ...chosen, minPrice: band.min, maxPrice: band.max })));
        expect(facets.inStock).toBe(shown(items, { ...chosen, inStock: true }));
        expect(facets.florist).toBe(shown(items, { ...chosen, florist: true }));
      }),
    );
  });

  it('with nothing chosen in a facet, adding one value shows exactly its count, and the values cover every branded item', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), chosenFilters, (items, chosen) => {
        const open = { ...chosen, brands: [] };
        const facets = listingFacets(items, open);
        const branded = items.filter((entry) => entry.brand !== '' && matchesListingFilters(entry, open)).length;
        expect(facets.brands.reduce((sum, { count }) => sum + count, 0)).toBe(branded);
        for (const { value, count } of facets.brands) expect(shown(items, { ...open, brands: [value] })).toBe(count);
      }),
    );
  });
});
