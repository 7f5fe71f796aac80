import type { Item } from '@backroom/core/catalog';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';

const BROWSER = 'gzip, deflate, br, zstd';

describe.each(DIALECTS)('compressed catalogue answers on %s', (dialect) => {

  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue()] });

  const get = (url: string, acceptEncoding?: string) =>
    shop.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it("sends a browser brotli, the same answer as uncompressed, and says it varies by Accept-Encoding", async () => {
    const plain = await get('/teststore/api/v1/items/search/bloom');
    const compressed = await get('/teststore/api/v1/items/search/bloom', BROWSER);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(plain.json<Item[]>().length).toBeGreaterThan(1);
  });

  it('honours what the client refuses and prefers', async () => {
    const url = '/teststore/api/v1/items';
    const plain = (await get(url)).body;
    const gzip = await get(url, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get(url, 'br;q=0.5, gzip;q=0.9')).headers['content-encoding']).toBe('gzip');
    const identity = await get(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('compresses an answer once per catalogue version and keeps it beside the answer', async () => {
    const url = '/teststore/api/v1/items/search/fox';
    const first = await get(url, BROWSER);
    const version = Number(/-(\d+)"$/.exec(String(first.headers.etag))![1]);
    const kept = shop.app.catalogCache.get(`teststore search fox price= limit=100`, version);
    expect(kept?.encoded.br).toEqual(first.rawPayload);
    const again = await get(url, BROWSER);
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(shop.app.catalogCache.get(`teststore search fox price= limit=100`, version)?.encoded.br).toBe(kept?.encoded.br);
  });

  it('compresses every answer when nothing may be kept (CATALOG_CACHE_MB=0)', async () => {
    const uncached = await createTestShop(dialect, { catalogCacheBytes: 0 });
    try {
      await seedStore(uncached.shop, fixtureCatalogue());
      const plain = await uncached.app.inject({ url: '/teststore/api/v1/items' });
      const compressed = await uncached.app.inject({ url: '/teststore/api/v1/items', headers: { 'accept-encoding': BROWSER } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    } finally {
      await uncached.close();
    }
  });
});
