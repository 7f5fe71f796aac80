import { randomUUID } from 'node:crypto';
import type { Category, Item } from '@backroom/core/catalog';
import {
  type FilterableItem,
  type ListingFacets,
  type ListingFilters,
  NO_LISTING_FILTERS,
  listingFacets,
  listingFiltersQuery,
  matchesListingFilters,
} from '@backroom/core/listing-filters';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoShopWithoutPictures } from '../testing/demo-shop-without-pictures.js';
import type { SeedCatalogue } from '../seed/catalogue-source.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { CATALOG_VERSION_TTL_MS } from '../stores/catalog-versions.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

const ids = (items: readonly Item[]) => items.map((item) => item.id);
const query = (filters: Partial<ListingFilters>) => {
  const text = listingFiltersQuery({ ...NO_LISTING_FILTERS, ...filters });
  return text === '' ? '' : `?${text}`;
};

/**
 * A store where one word is in more names than a search ranks (MAX_RANKED_MATCHES): 2,050 lamps,
 * every fourth sold out, two brands, three hidden; and two items with the word only in their
 * descriptions, at a price no lamp has.
 */
function broadCatalogue(): SeedCatalogue {
  const base = fixtureCatalogue('broadstore');
  const [template] = base.items;
  const lamp = (n: number) => ({
    ...template!,
    id: `lamp-${n}`,
    name: `Lamp ${n}`,
    brand: n % 2 === 0 ? 'Brightly' : 'Lumen',
    description: 'A grow light.',
    sku: `LAMP-${n}`,
    upc: '',
    vendor: null,
    externalId: null,
    picture: null,
    hidden: n < 3,
    inventory: { store: { count: n % 4 === 0 ? 0 : 3 } },
  });
  const described = (id: string) => ({ ...template!, id, name: `Desk ${id}`, brand: 'Brightly', description: 'Sits under a lamp.', sku: id, upc: '', picture: null, price: 30000 });
  return { ...base, items: [...Array.from({ length: 2050 }, (_, n) => lamp(n)), described('under-a'), described('under-b')] };
}

describe.each(DIALECTS)('listing filters on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue(), demoShopWithoutPictures(), broadCatalogue()], stores: 'filters' });

  async function get<T>(url: string, status = 200): Promise<T> {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json<T>();
  }
  const category = (store: string, categoryId: string, filters: Partial<ListingFilters> = {}) =>
    get<Item[]>(`/${store}/api/v1/items/category/${categoryId}${query(filters)}`);
  const categoryFacets = (store: string, categoryId: string, filters: Partial<ListingFilters> = {}) =>
    get<ListingFacets>(`/${store}/api/v1/items/category/${categoryId}/facets${query(filters)}`);

  describe("a category's items", () => {
    it('by brand, any of several, in listing order', async () => {
      expect(ids(await category('teststore', 'bloom', { brands: ['FoxFarm'] }))).toEqual(['big-bloom', 'tiger-bloom']);
      expect(ids(await category('teststore', 'soil', { brands: ['FoxFarm', 'Root Pouch'] }))).toEqual(['fabric-pot', 'ocean-forest']);
    });

    it('by price range, a group by the prices of its visible variants', async () => {
      expect(ids(await category('teststore', 'soil', { minPrice: 900, maxPrice: 1000 }))).toEqual(['fabric-pot', 'no-description']);
      expect(ids(await category('teststore', 'soil', { minPrice: 1400, maxPrice: 1500 }))).toEqual([]);
      expect(ids(await category('teststore', 'soil', { minPrice: 2000 }))).toEqual(['ocean-forest']);
    });

    it('in stock only, and sizes: one variant must be in the size, the range and in stock at once', async () => {
      expect(ids(await category('teststore', 'bloom', { inStock: true }))).toEqual(['alpha-bloom', 'big-bloom', 'old-bloom', 'zeta-bloom']);
      expect(ids(await category('teststore', 'soil', { sizes: ['5 gal'] }))).toEqual(['fabric-pot']);
      expect(ids(await category('teststore', 'soil', { sizes: ['5 gal'], inStock: true }))).toEqual([]);
      expect(ids(await category('teststore', 'soil', { sizes: ['1 gal'], inStock: true, maxPrice: 500 }))).toEqual(['fabric-pot']);
      expect(ids(await category('teststore', 'soil', { sizes: ['10 gal'] })), 'a hidden variant sells nothing').toEqual([]);
    });

    it('counts each value given the other filters', async () => {
      expect(await categoryFacets('teststore', 'soil')).toEqual({
        total: 3,
        brands: [
          { value: 'Acme', count: 1 },
          { value: 'FoxFarm', count: 1 },
          { value: 'Root Pouch', count: 1 },
        ],
        sizes: [
          { value: '1 gal', count: 1 },
          { value: '5 gal', count: 1 },
        ],
        priceBands: [2, 1, 0, 0, 0],
        inStock: 3,
        florist: 0,
      });
      expect(await categoryFacets('teststore', 'soil', { brands: ['FoxFarm'], sizes: ['5 gal'], inStock: true })).toEqual({
        total: 0,
        brands: [{ value: 'FoxFarm', count: 0 }],
        sizes: [{ value: '5 gal', count: 0 }],
        priceBands: [0, 0, 0, 0, 0],
        inStock: 0,
        florist: 0,
      });
    });

    it('leaves out items whose last units orders hold, as the listing shows them sold out', async () => {
      const store = await shop.newStore();
      await letOneClientHoldAll(shop.shop.db, store);
      expect((await categoryFacets(store, 'bloom')).inStock).toBe(4);
      const ordered = await shop.app.inject({
        method: 'POST',
        url: `/${store}/api/v1/order/submit`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { cart: cartOf({ 'big-bloom': 5 }, { shippingMethod: 'PICKUP' }) },
      });
      expect(ordered.statusCode, ordered.body).toBe(201);
      expect(ids(await category(store, 'bloom', { inStock: true }))).toEqual(['alpha-bloom', 'old-bloom', 'zeta-bloom']);
      expect((await categoryFacets(store, 'bloom')).inStock).toBe(3);
      expect(ids(await category(store, 'bloom')), 'still listed without the filter, among the sold out').toContain('big-bloom');
    });

    it('answers 404 for an unknown category', async () => {
      expect((await get<ErrorReply>('/teststore/api/v1/items/category/nope/facets?inStock=true', 404)).error.code).toBe('NOT_FOUND');
    });
  });

  describe('bad filters', () => {
    it.each([
      ['minPrice=12.50', 'minPrice'],
      ['maxPrice=-5', 'maxPrice'],
      ['minPrice=5000&maxPrice=100', 'minPrice'],
      ['inStock=yes', 'inStock'],
      ['florist=1', 'florist'],
      ['brand=', 'brand'],
      [`brand=${'x'.repeat(101)}`, 'brand'],
      [Array.from({ length: 21 }, (_, n) => `size=${n}L`).join('&'), 'size'],
    ])('?%s is a 400 naming %s on every listing call', async (text, field) => {
      for (const path of ['items/category/bloom', 'items/category/bloom/facets', 'items/search/bloom', 'items/search/bloom/facets', 'items/search/bloom/price/1899']) {
        const { error } = await get<ErrorReply>(`/teststore/api/v1/${path}?${text}`, 400);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.details?.map((detail) => detail.path).join(' ')).toContain(field);
      }
    });

    it('refuses a parameter it does not know', async () => {
      expect((await get<ErrorReply>('/teststore/api/v1/items/category/bloom?colour=red', 400)).error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('search', () => {
    it('filters the matches and keeps them best first', async () => {
      const all = await get<Item[]>('/teststore/api/v1/items/search/bloom');
      const foxFarm = await get<Item[]>(`/teststore/api/v1/items/search/bloom${query({ brands: ['FoxFarm'] })}`);
      expect(ids(foxFarm)).toEqual(ids(all).filter((id) => ['big-bloom', 'tiger-bloom'].includes(id)));
      expect(ids(await get<Item[]>(`/teststore/api/v1/items/search/bloom${query({ brands: ['FoxFarm'], inStock: true })}`))).toEqual(['big-bloom']);
      expect(ids(await get<Item[]>(`/teststore/api/v1/items/search/bloom/price/1899${query({ inStock: true })}`))).toEqual(['big-bloom']);
    });

    it('counts over the matches, and finds nothing for no words', async () => {
      const facets = await get<ListingFacets>(`/teststore/api/v1/items/search/bloom/facets${query({ inStock: true })}`);
      expect(facets.total).toBe((await get<Item[]>(`/teststore/api/v1/items/search/bloom${query({ inStock: true })}`)).length);
      expect(facets.brands.find(({ value }) => value === 'FoxFarm')).toEqual({ value: 'FoxFarm', count: 1 });
      expect(await get<ListingFacets>('/teststore/api/v1/items/search/.../facets')).toEqual({
        total: 0, brands: [], sizes: [], priceBands: [0, 0, 0, 0, 0], inStock: 0, florist: 0,
      });
    });
  });

  it('filters a word in more names than a search ranks among its best 2,000 matches, all of them names', async () => {
    const facets = await get<ListingFacets>('/broadstore/api/v1/items/search/lamp/facets');
    // Up to 2,000 entries ranked, less the hidden lamps among them; names fill them, so the
    // described items (the only ones over $250) are not among them.
    expect(facets.total).toBeGreaterThanOrEqual(1997);
    expect(facets.total).toBeLessThanOrEqual(2000);
    expect(facets.priceBands[4]).toBe(0);
    const brightly = await get<ListingFacets>(`/broadstore/api/v1/items/search/lamp/facets${query({ brands: ['Brightly'], inStock: true })}`);
    expect(brightly.brands.reduce((sum, { count }) => sum + count, 0)).toBe(facets.inStock);
    const found = await get<Item[]>(`/broadstore/api/v1/items/search/lamp${query({ brands: ['Brightly'], inStock: true })}`);
    expect(found.length).toBe(Math.min(100, brightly.total));
    for (const item of found) {
      expect(item.name).toMatch(/^Lamp \d+$/);
      expect(item.brand).toBe('Brightly');
      expect(item.stock).toBeGreaterThan(0);
    }
  });

  it("keeps a search's matches for its further filters only while the catalogue is unchanged", async () => {
    const store = await shop.newStore();
    const foxFarm = `/${store}/api/v1/items/search/big${query({ brands: ['FoxFarm'] })}`;
    expect(ids(await get<Item[]>(foxFarm))).toEqual(['big-bloom']);
    const item = await get<{ updatedAt: string }>(`/${store}/api/v1/items/big-bloom`);
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/${store}/api/v1/items/big-bloom/name`,
      headers: { authorization: `Bearer ${shop.staff}`, 'if-match': `"${item.updatedAt}"` },
      payload: { name: 'Grand Bloom' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, CATALOG_VERSION_TTL_MS + 50));
    expect(ids(await get<Item[]>(`/${store}/api/v1/items/search/big`))).not.toContain('big-bloom');
    expect(ids(await get<Item[]>(foxFarm)), 'no longer a match of the search').toEqual([]);
    expect((await get<ListingFacets>(`/${store}/api/v1/items/search/big/facets${query({ inStock: true })}`)).brands).toEqual([]);
  });

  describe('the demo shop, against the rule in core', () => {
    /** A category's listed items as core's rule sees them: a group sells its visible variants. */
    async function modelOf(store: string, categoryId: string): Promise<Array<{ id: string; filterable: FilterableItem }>> {
      const items = await category(store, categoryId);
      return Promise.all(
        items.map(async (item) => {
          const variants = item.group.enabled ? await get<Item[]>(`/${store}/api/v1/items/${item.id}/variants`) : [item];
          return {
            id: item.id,
            filterable: {
              brand: item.brand,
              florist: item.florist,
              offers: variants.map((sold) => ({ price: sold.price, inStock: sold.stock > 0, size: item.group.enabled ? sold.group.variantName : null })),
            },
          };
        }),
      );
    }

    it('lists and counts as core says for any filters in any category', async () => {
      const categories = await get<Category[]>('/backroom/api/v1/categories');
      const models = new Map<string, Awaited<ReturnType<typeof modelOf>>>();
      for (const { id } of categories) models.set(id, await modelOf('backroom', id));
      const listed = [...models.values()].flat();
      const brands = [...new Set(listed.map(({ filterable }) => filterable.brand).filter((brand) => brand !== ''))];
      const sizes = [...new Set(listed.flatMap(({ filterable }) => filterable.offers.flatMap(({ size }) => (size === null ? [] : [size]))))];
      expect(listed.some(({ filterable }) => filterable.florist), 'the demo shop has florist items').toBe(true);
      expect(sizes.length, JSON.stringify(sizes)).toBeGreaterThan(10);

      const filled = [...models].filter(([, model]) => model.length > 0).map(([id]) => id);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...filled),
          fc.record({
            brands: fc.subarray(brands, { maxLength: 3 }),
            sizes: fc.subarray(sizes, { maxLength: 3 }),
            minPrice: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
            maxPrice: fc.option(fc.integer({ min: 20_000, max: 200_000 }), { nil: null }),
            inStock: fc.boolean(),
            florist: fc.boolean(),
          }),
          async (categoryId, chosen) => {
            const model = models.get(categoryId)!;
            // Filters that name what this category has, so that the counts have something to count.
            const here = new Set(model.map(({ filterable }) => filterable.brand));
            const filters = { ...chosen, brands: chosen.brands.length > 0 ? [...here].slice(0, 1) : [] };
            const expected = model.filter(({ filterable }) => matchesListingFilters(filterable, filters)).map(({ id }) => id);
            expect(ids(await category('backroom', categoryId, filters))).toEqual(expected);
            expect(await categoryFacets('backroom', categoryId, filters)).toEqual(listingFacets(model.map(({ filterable }) => filterable), filters));
          },
        ),
        { numRuns: 40 },
      );
    });

    it('a search count is the number of results choosing that value gives', async () => {
      const search = (filters: Partial<ListingFilters>) => get<Item[]>(`/backroom/api/v1/items/search/nutrient${query(filters)}${Object.keys(filters).length ? '&' : '?'}limit=200`);
      const facets = await get<ListingFacets>('/backroom/api/v1/items/search/nutrient/facets');
      expect(facets.total).toBe((await search({})).length);
      expect(facets.brands.length).toBeGreaterThan(3);
      for (const { value, count } of facets.brands) expect((await search({ brands: [value] })).length, value).toBe(count);
      expect((await search({ inStock: true })).length).toBe(facets.inStock);
    });
  });

  it('documents the filters in the OpenAPI document', async () => {
    const document = await get<{ paths: Record<string, { get: { parameters: Array<{ name: string; in: string }> } }> }>('/api/docs/json');
    for (const path of ['/{store}/api/v1/items/category/{categoryId}', '/{store}/api/v1/items/category/{categoryId}/facets', '/{store}/api/v1/items/search/{text}']) {
      const names = document.paths[path]?.get.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      expect(names, path).toEqual(expect.arrayContaining(['brand', 'size', 'minPrice', 'maxPrice', 'inStock', 'florist']));
    }
  });
});
