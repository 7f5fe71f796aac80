import type { Category, Item } from '@backroom/core/catalog';
import type { ClientConfig } from '@backroom/core/client-config';
import { describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../stores/store.repository.js';
import { CATALOG_VERSION_TTL_MS } from '../stores/catalog-versions.js';
import { fixtureCatalogue, otherStoreCatalogue } from '../testing/fixture-catalogue.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';

describe.each(DIALECTS)('catalogue API on %s', (dialect) => {

  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue(), otherStoreCatalogue()] });

  async function get<T>(url: string, status = 200): Promise<T> {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json<T>();
  }
  const ids = (items: Item[]) => items.map((item) => item.id);

  describe('items of a category', () => {
    it('lists in-stock items first, then by displayed name, without hidden items', async () => {
      const items = await get<Item[]>('/teststore/api/v1/items/category/bloom');
      expect(ids(items)).toEqual(['alpha-bloom', 'big-bloom', 'old-bloom', 'zeta-bloom', 'tiger-bloom']);
    });

    it('counts an item without inventory data as 100 in stock', async () => {
      const [alpha] = await get<Item[]>('/teststore/api/v1/items/category/bloom');
      expect(alpha).toMatchObject({ id: 'alpha-bloom', stock: 100, inventory: {} });
    });

    it('lists a group once, through its head, with the range and stock of its visible variants', async () => {
      const items = await get<Item[]>('/teststore/api/v1/items/category/soil');
      expect(ids(items)).toEqual(['fabric-pot', 'ocean-forest', 'no-description']);
      expect(items[0]!.group).toEqual({
        enabled: true,
        parentId: null,
        variantName: null,
        variantSummary: { stock: 10, priceLow: 499, priceHigh: 999 },
      });
    });

    it('answers an empty list for an empty category and 404 for an unknown one', async () => {
      expect(await get<Item[]>('/teststore/api/v1/items/category/empty')).toEqual([]);
      const body = await get<{ error: { code: string } }>('/teststore/api/v1/items/category/nope', 404);
      expect(body.error.code).toBe('NOT_FOUND');
    });
  });

  describe('one item', () => {
    it('returns every shopper-facing field and never the cost or staff notes', async () => {
      const item = await get<Item & { cost?: number; notes?: string }>('/teststore/api/v1/items/big-bloom');
      expect(item).toMatchObject({
        id: 'big-bloom',
        name: 'FoxFarm>Liquid>Big Bloom',
        brand: 'FoxFarm',
        sku: 'FF-BB-1L',
        codes: { upc: '071746001234', sku: 'FF-BB-1L' },
        vendor: 'Hawthorne',
        externalId: 'HGC-123',
        categoryId: 'bloom',
        price: 1899,
        inventory: { store: { count: 3 }, warehouse: { count: 2 } },
        stock: 5,
        hidden: false,
        discontinued: false,
        special: false,
      });
      expect(item.imageId).toMatch(/^img-/);
      expect(item.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(item).not.toHaveProperty('cost');
      expect(item).not.toHaveProperty('notes');
    });

    it('falls back to the sku when an item has no upc', async () => {
      const item = await get<Item>('/teststore/api/v1/items/tiger-bloom');
      expect(item.codes).toEqual({ upc: 'TIGER-BLOOM', sku: 'TIGER-BLOOM' });
    });

    it('hides hidden items, variants of hidden groups and items of other stores', async () => {
      await get('/teststore/api/v1/items/secret-bloom', 404);
      await get('/teststore/api/v1/items/hidden-group-a', 404);
      await get('/teststore/api/v1/items/other-bloom', 404);
      await get('/otherstore/api/v1/items/other-bloom', 200);
    });

    it('finds an item by its vendor and external id', async () => {
      expect((await get<Item>('/teststore/api/v1/items/vendor/Hawthorne/HGC-123')).id).toBe('big-bloom');
      await get('/teststore/api/v1/items/vendor/Hawthorne/NOPE', 404);
    });
  });

  describe('variants', () => {
    it("lists a group's visible variants, cheapest first", async () => {
      const variants = await get<Item[]>('/teststore/api/v1/items/fabric-pot/variants');
      expect(variants.map((v) => [v.id, v.group.variantName, v.price, v.stock])).toEqual([
        ['fabric-pot-1', '1 gal', 499, 10],
        ['fabric-pot-5', '5 gal', 999, 0],
      ]);
      expect(variants[0]!.group.parentId).toBe('fabric-pot');
    });

    it('answers an empty list for an item that is not grouped and 404 for a hidden group', async () => {
      expect(await get<Item[]>('/teststore/api/v1/items/big-bloom/variants')).toEqual([]);
      await get('/teststore/api/v1/items/hidden-group/variants', 404);
    });
  });

  describe('all items', () => {
    it('lists every visible item in listing order, a page at a time', async () => {
      const all = await get<Item[]>('/teststore/api/v1/items');
      expect(ids(all)).not.toContain('secret-bloom');
      expect(ids(all)).not.toContain('hidden-group-a');
      expect(ids(all)).toContain('fabric-pot-1');
      const soldOut = all.findIndex((item) => item.stock <= 0);
      expect(all.slice(soldOut).every((item) => item.stock <= 0)).toBe(true);
      const page = await get<Item[]>('/teststore/api/v1/items?limit=3&offset=2');
      expect(ids(page)).toEqual(ids(all).slice(2, 5));
    });

    it('filters orphans: no category, or one that does not exist', async () => {
      const orphans = await get<Item[]>('/teststore/api/v1/items?filter=orphans');
      expect(ids(orphans).sort()).toEqual(['lost-thing', 'orphan-thing']);
    });

    it('filters incomplete items: no picture, description, brand or price', async () => {
      const incomplete = ids(await get<Item[]>('/teststore/api/v1/items?filter=incomplete'));
      expect(incomplete).toContain('no-description');
      expect(incomplete).not.toContain('big-bloom');
    });

    it('refuses an unknown filter with the field named', async () => {
      const body = await get<{ error: { code: string; details: Array<{ path: string }> } }>(
        '/teststore/api/v1/items?filter=everything',
        400,
      );
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.details[0]!.path).toBe('querystring/filter');
    });
  });

  describe('several items at once', () => {
    it('returns the visible ones in the order asked, leaving out unknown and hidden ids', async () => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/teststore/api/v1/items/batch',
        payload: { ids: ['ocean-forest', 'secret-bloom', 'nope', 'big-bloom', 'hidden-group-a'] },
      });
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual(['ocean-forest', 'big-bloom']);
    });
  });

  describe('search', () => {
    const search = (text: string) => get<Item[]>(`/teststore/api/v1/items/search/${encodeURIComponent(text)}`);

    it('matches word beginnings: fox finds FoxFarm', async () => {
      expect(ids(await search('fox')).sort()).toEqual(['big-bloom', 'ocean-forest', 'tiger-bloom']);
    });

    it('requires every word', async () => {
      expect(ids(await search('fox bloom')).sort()).toEqual(['big-bloom', 'tiger-bloom']);
    });

    it('ranks a match in the name above one in the description', async () => {
      expect(ids(await search('nutrient'))).toEqual(['nutrient-kit', 'flora-micro']);
    });

    it('searches sku and upc', async () => {
      expect(ids(await search('FF-BB-1L'))).toEqual(['big-bloom']);
      expect(ids(await search('071746001234'))).toEqual(['big-bloom']);
    });

    it("treats the search box's dots as separators", async () => {
      expect(ids(await search('ocean.forest'))).toEqual(['ocean-forest']);
      expect(ids(await search('Ocean, Forest!'))).toEqual(['ocean-forest']);
    });

    it('finds a group through the names of its variants, and never lists variants or hidden items', async () => {
      expect(ids(await search('gal'))).toEqual(['fabric-pot']);
      expect(await search('secret')).toEqual([]);
      expect(await search('hidden group')).toEqual([]);
    });

    it('tolerates a typo', async () => {
      expect(ids(await search('nutrent'))).toContain('nutrient-kit');
      expect(ids(await search('oceen'))).toEqual(['ocean-forest']);
    });

    it('keeps to its own store', async () => {
      expect(ids(await search('formula'))).toEqual([]);
      expect(ids(await get<Item[]>('/otherstore/api/v1/items/search/formula'))).toEqual(['other-bloom']);
    });

    it('answers an empty list for text with no words', async () => {
      expect(await search('...')).toEqual([]);
      expect(await search('   ')).toEqual([]);
    });

    it('survives hostile text', async () => {
      for (const text of [
        `"'; drop table items; --`,
        'NEAR(fox bloom)',
        'fox* OR 1=1',
        '{name}: fox',
        '\\x00',
        '🌹 roses',
        "bloom' & !fox:* | (",
        'a'.repeat(200),
      ]) {
        const response = await shop.app.inject({ method: 'GET', url: `/teststore/api/v1/items/search/${encodeURIComponent(text)}` });
        expect(response.statusCode, text).toBe(200);
        expect(Array.isArray(response.json())).toBe(true);
      }
      // A NUL is no text the shop takes (docs/decisions/054): 400 naming the field, on both databases.
      const nul = await shop.app.inject({ method: 'GET', url: `/teststore/api/v1/items/search/${encodeURIComponent('fox\u0000')}` });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'params/text', reason: 'nul-character' }] } });
      expect((await get<Item[]>('/teststore/api/v1/items/category/bloom')).length).toBe(5);
    });

    it('refuses search text over 200 characters', async () => {
      await get(`/teststore/api/v1/items/search/${'a'.repeat(201)}`, 400);
    });

    it('searches among items at one price, a group matching anywhere in its range', async () => {
      expect(ids(await get<Item[]>('/teststore/api/v1/items/search/bloom/price/1899'))).toEqual(['big-bloom']);
      expect(ids(await get<Item[]>('/teststore/api/v1/items/search/pot/price/999'))).toEqual(['fabric-pot']);
      expect(await get<Item[]>('/teststore/api/v1/items/search/bloom/price/1')).toEqual([]);
      await get('/teststore/api/v1/items/search/bloom/price/12.50', 400);
    });
  });

  describe('categories', () => {
    it('returns the flat list with urls, short names and top-level parent 1', async () => {
      const categories = await get<Category[]>('/teststore/api/v1/categories');
      expect(categories).toHaveLength(5);
      expect(categories.find((c) => c.id === 'nutrients')).toMatchObject({ parentId: '1', url: '/category/nutrients', shortName: 'Nutrients' });
      expect(categories.find((c) => c.id === 'bloom')).toMatchObject({ parentId: 'liquid', url: '/category/liquid/bloom' });
      expect(categories.find((c) => c.id === 'nutrients')!.imageId).toMatch(/^img-/);
    });
  });

  describe('configuration', () => {
    it('returns the client configuration by default and by name', async () => {
      const config = await get<ClientConfig>('/teststore/api/v1/config');
      expect(config.general.product_name).toBe('Test Shop');
      expect(config.general.root_category).toBe('1');
      expect((await get<ClientConfig>('/teststore/api/v1/config/default')).general.age_check).toBe(true);
      await get('/teststore/api/v1/config/staging', 404);
      await get('/teststore/api/v1/config/..%2F..%2Fetc', 404);
    });
  });

  describe('images', () => {
    it('serves an image and its 180-pixel card rendition with a long cache and an ETag', async () => {
      const { imageId } = await get<Item>('/teststore/api/v1/items/big-bloom');
      const full = await shop.app.inject({ method: 'GET', url: `/teststore/api/v1/images/${imageId}` });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['cache-control']).toContain('max-age=31536000');
      expect(full.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const card = await shop.app.inject({ method: 'GET', url: `/teststore/api/v1/images/${imageId}?size=card` });
      const sharp = (await import('sharp')).default;
      expect((await sharp(card.rawPayload).metadata()).height).toBe(180);
      const again = await shop.app.inject({
        method: 'GET',
        url: `/teststore/api/v1/images/${imageId}`,
        headers: { 'if-none-match': String(full.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for an unknown image and 400 for a malformed id', async () => {
      await get('/teststore/api/v1/images/img-000000', 404);
      await get('/teststore/api/v1/images/..%2Fsecret', 400);
    });
  });

  describe('cached answers', () => {
    it('revalidates with an ETag and answers 304 while the catalogue is unchanged', async () => {
      const first = await shop.app.inject({ url: '/teststore/api/v1/items/category/bloom' });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await shop.app.inject({ url: '/teststore/api/v1/items/category/bloom', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('sends gzip to browsers that take it', async () => {
      const response = await shop.app.inject({ url: '/teststore/api/v1/items', headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThan(10);
    });

    it('shows a change to the catalogue within a quarter second', async () => {
      const url = '/teststore/api/v1/items/ocean-forest';
      const before = await shop.app.inject({ url });
      expect(before.json().price).toBe(2999);
      await shop.shop.db.transaction().execute(async (tx) => {
        await tx.updateTable('items').set({ price: 3199 }).where('store_id', '=', 'teststore').where('id', '=', 'ocean-forest').execute();
        await bumpCatalogVersion(tx, 'teststore');
      });
      // Another process made the change: this one sees it once its quarter second of trust is over.
      await new Promise((resolve) => setTimeout(resolve, CATALOG_VERSION_TTL_MS + 10));
      const after = await shop.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(after.json().price).toBe(3199);
      expect((await get<Item[]>('/teststore/api/v1/items/category/soil')).find((item) => item.id === 'ocean-forest')!.price).toBe(3199);
    });
  });

  describe('stores and bad requests', () => {
    it('answers 404 STORE_NOT_FOUND for an unknown store, before looking at anything else but text it cannot take', async () => {
      for (const url of ['/nostore/api/v1/items', '/nostore/api/v1/items/x%25', '/API/api/v1/config']) {
        const body = await get<{ error: { code: string } }>(url, 404);
        expect(body.error.code).toBe('STORE_NOT_FOUND');
      }
      // A NUL is refused before the store is looked up (docs/decisions/054).
      const nul = await get<{ error: { code: string; details: unknown[] } }>('/nostore/api/v1/items/%00', 400);
      expect(nul.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params/itemId', reason: 'nul-character' }] });
    });

    it('refuses malformed urls and over-long path segments in the same JSON shape', async () => {
      for (const [url, status] of [
        ['/teststore/api/v1/items/%E0%A4%A', 400],
        ['/teststore/api/v1/items/search/%', 400],
        [`/teststore/api/v1/items/${'a'.repeat(300)}`, 414],
      ] as const) {
        const body = await get<{ error: { code: string } }>(url, status);
        expect(body.error.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers JSON 404 for an unknown API path', async () => {
      const body = await get<{ error: { code: string } }>('/teststore/api/v1/nothing-here', 404);
      expect(body.error.code).toBe('NOT_FOUND');
    });

    it('refuses malformed JSON, wrong types, unknown fields, huge bodies and other media types', async () => {
      const post = (payload: string, contentType = 'application/json') =>
        shop.app.inject({
          method: 'POST',
          url: '/teststore/api/v1/items/batch',
          headers: { 'content-type': contentType },
          payload,
        });
      const malformed = await post('{"ids": [');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('MALFORMED_JSON');
      const wrongType = await post('{"ids": "big-bloom"}');
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/ids' }] });
      expect((await post('{"ids": ["big-bloom"], "price": 1}')).statusCode).toBe(400);
      expect((await post(JSON.stringify({ ids: Array.from({ length: 201 }, (_, i) => `item-${i}`) }))).statusCode).toBe(400);
      const huge = await post(JSON.stringify({ ids: ['x'.repeat(2 * 1024 * 1024)] }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
      const text = await post('ids=big-bloom', 'text/plain');
      expect(text.statusCode).toBe(415);
      expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });
});
