import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildApp } from './app.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { seedStore } from './seed/seed-store.js';
import { fixtureCatalogue } from './testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from './testing/test-shop.js';
import { shopUnderTest } from './testing/shop-under-test.js';

describe.each(DIALECTS)('operations on %s', (dialect) => {
  const shop = shopUnderTest(dialect);

  it('answers /healthz and /readyz', async () => {
    expect((await shop.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await shop.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, taking the caller’s when sent', async () => {
    const response = await shop.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect((await shop.app.inject({ url: '/healthz' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI document of every route at /api/docs', async () => {
    const document = (await shop.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/{store}/api/v1/items',
        '/{store}/api/v1/items/{itemId}',
        '/{store}/api/v1/items/search/{text}',
        '/{store}/api/v1/categories',
        '/{store}/api/v1/config',
        '/{store}/api/v1/images/{imageId}',
      ]),
    );
    expect((await shop.app.inject({ url: '/api/docs/' })).headers['content-type']).toContain('text/html');
  });
});

type ErrorReply = { error: { code: string; message: string } };

describe.each(DIALECTS)('bodies, paths and methods the API does not take, on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue('edges')] });

  const refusal = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return JSON.parse(response.body) as ErrorReply;
  };
  const orderCount = async () => Number((await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

  // A store route (SPEC's order/submit) and a base route (staff sign-in) read their JSON bodies the same way.
  const routes = [
    ['a store route', '/edges/api/v1/order/submit'],
    ['a base route', '/api/v1/auth/sign-in'],
  ] as const;
  const bodies: Array<[string, Record<string, string>, string, number, string, string]> = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"cart": {"items": ', 400, 'MALFORMED_JSON', 'The request body is not valid JSON.'],
    ['JSON poisoning a prototype', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}}', 400, 'MALFORMED_JSON', 'The request body is not valid JSON.'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'MALFORMED_JSON', 'The request body is empty although its Content-Type says JSON: send a JSON body.'],
    ['text/plain', { 'content-type': 'text/plain' }, '{"cart": {}}', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json), not as text/plain.'],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'cart=1', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json), not as application/x-www-form-urlencoded.'],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json), not as multipart/form-data; boundary=x.'],
    ['no content type', {}, '{"cart": {}}', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Say what the request body is: send it as JSON with Content-Type: application/json.'],
    [`a body over ${BODY_LIMIT} bytes`, { 'content-type': 'application/json' }, JSON.stringify({ cart: { notes: 'x'.repeat(BODY_LIMIT) } }), 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large: at most 1 MB here.'],
    ['a Content-Length longer than the body', { 'content-type': 'application/json', 'content-length': '5' }, '{"cart": {}}', 400, 'VALIDATION_FAILED', 'The request body is not as long as its Content-Length header says.'],
  ];

  for (const [where, url] of routes) {
    it.each(bodies)(`refuses %s on ${where} with a JSON error saying what to send, and changes nothing`, async (_what, headers, payload, status, code, message) => {
      const response = await shop.app.inject({ method: 'POST', url, headers: { 'idempotency-key': 'edge-key', ...headers }, payload });
      expect(response.statusCode).toBe(status);
      expect(refusal(response)).toEqual({ error: { code, message } });
      expect(await orderCount()).toBe(0);
    });
  }

  it('answers a path no route serves with a JSON 404, whatever the body or method', async () => {
    for (const [method, url, headers, payload] of [
      ['GET', '/edges/api/v1/nothing', {}, undefined],
      ['GET', '/api/v1/nothing', {}, undefined],
      ['POST', '/edges/api/v1/nothing', { 'content-type': 'application/json' }, '{"a'],
      ['POST', '/api/v1/nothing', { 'content-type': 'text/plain' }, 'x'],
      ['PUT', '/edges/api/v1/nothing', { 'content-type': 'application/json' }, JSON.stringify({ x: 'x'.repeat(BODY_LIMIT) })],
      ['OPTIONS', '/edges/api/v2/items', {}, undefined],
      ['DELETE', '/', {}, undefined],
    ] as const) {
      const response = await shop.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(refusal(response).error, `${method} ${url}`).toEqual({ code: 'NOT_FOUND', message: `No ${method} ${url} here.` });
    }
    // A store that does not exist is a 404 of its own.
    expect(refusal(await shop.app.inject({ url: '/nostore/api/v1/items' })).error.code).toBe('STORE_NOT_FOUND');
  });

  it('answers a method a path does not take with 405 and the methods it does take', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/edges/api/v1/categories', 'GET, HEAD, OPTIONS, PUT'],
      ['PATCH', '/edges/api/v1/shipping/estimate', 'OPTIONS, POST'],
      // order/{id} answers GET: the order id could be 'submit'.
      ['PATCH', '/edges/api/v1/order/submit', 'GET, HEAD, OPTIONS, POST'],
      ['POST', '/edges/api/v1/order/K7QX2M9P4TZA', 'GET, HEAD, OPTIONS'],
      ['PUT', '/api/v1/transactions/summary/years', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/healthz', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/healthz', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const response = await shop.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(refusal(response).error, `${method} ${url}`).toEqual({ code: 'METHOD_NOT_ALLOWED', message: `${method} is not answered at ${url}: use ${allow}.` });
    }
    // The body is not read: a wrong method is the answer, not a malformed body.
    const withBody = await shop.app.inject({ method: 'PUT', url: '/edges/api/v1/order/submit', headers: { 'content-type': 'application/json' }, payload: '{"a' });
    expect(withBody.statusCode).toBe(405);
    expect(await orderCount()).toBe(0);
  });

  it('answers OPTIONS with the methods a path takes, and no CORS permission for other sites', async () => {
    const response = await shop.app.inject({ method: 'OPTIONS', url: '/edges/api/v1/payment', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('OPTIONS, POST');
    expect(response.body).toBe('');
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers HEAD like GET, without the body', async () => {
    const get = await shop.app.inject({ url: '/edges/api/v1/categories' });
    const head = await shop.app.inject({ method: 'HEAD', url: '/edges/api/v1/categories' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    expect((await shop.app.inject({ method: 'HEAD', url: '/edges/api/v1/nothing' })).statusCode).toBe(404);
  });
});

describe('failures', () => {
  it('hides the details of a 500 and keeps serving', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-test-'));
    const shop = openDatabase({ dataDir });
    await migrateToLatest(shop);
    const app = await buildApp({ shop, webRoot: null });
    app.get('/boom', async () => {
      throw new Error('secret stack detail');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toContain('secret');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await shop.close();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});

/** A script big enough for compression to be worth it. */
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};`;
const BIG_SCRIPT_BROTLI = brotliCompressSync(BIG_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const BIG_SCRIPT_GZIP = gzipSync(BIG_SCRIPT, { level: 9 });

describe('the storefront', () => {
  let webRoot: string;
  let shop: TestShop;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets', 'home-1a2b3c.js'), 'export const home = 1;');
    await writeFile(path.join(webRoot, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT);
    await writeFile(path.join(webRoot, 'assets', 'big-4d5e6f.js.br'), BIG_SCRIPT_BROTLI);
    await writeFile(path.join(webRoot, 'assets', 'big-4d5e6f.js.gz'), BIG_SCRIPT_GZIP);
    shop = await createTestShop('sqlite', { webRoot });
  });
  afterAll(async () => {
    await shop?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers every non-API path with the app, so deep links survive a reload', async () => {
    for (const url of ['/', '/category/nutrients', '/item/big-bloom', '/order/cart?x=1']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends pages as brotli or gzip to a browser that takes them, and as plain HTML otherwise', async () => {
    const brotli = await shop.app.inject({ url: '/category/nutrients', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await shop.app.inject({ url: '/nowhere', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    const plain = await shop.app.inject({ url: '/category/nutrients', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('redirects double slashes in a storefront path to single ones', async () => {
    const response = await shop.app.inject({ url: '//category//nutrients?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/category/nutrients?x=1');
  });

  it('serves hashed assets for a year and the app shell revalidated', async () => {
    const asset = await shop.app.inject({ url: '/assets/home-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await shop.app.inject({ url: '/category/x' })).headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's own brotli or gzip copy of an asset to a browser that takes it, the plain file otherwise", async () => {
    const url = '/assets/big-4d5e6f.js';
    const brotli = await shop.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the build's copy, not a fresh compression of the file.
    expect(brotli.rawPayload.equals(BIG_SCRIPT_BROTLI)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await shop.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(BIG_SCRIPT_GZIP)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await shop.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers HEAD on a page as GET, and other methods on a page with a JSON 404, never the app', async () => {
    const head = await shop.app.inject({ method: 'HEAD', url: '/category/nutrients' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'] as const) {
      const response = await shop.app.inject({ method, url: '/category/nutrients', headers: { 'content-type': 'application/json' }, payload: '{"a' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code, method).toBe('NOT_FOUND');
    }
    // A method robots.txt does not take is a 405, as on the API.
    expect((await shop.app.inject({ method: 'POST', url: '/robots.txt' })).statusCode).toBe(405);
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    for (const url of ['/api/v1/nothing', '/backroom/api/v2/items']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the storefront document', () => {
  let webRoot: string;
  let shop: TestShop;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="x" /><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    shop = await createTestShop('sqlite', { webRoot });
    await seedStore(shop.shop, fixtureCatalogue('backroom'));
  });
  afterAll(async () => {
    await shop?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('embeds the configuration and categories so the first screen needs no API call', async () => {
    const html = (await shop.app.inject({ url: '/category' })).body;
    const embedded = /<script id="backroom-bootstrap" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const bootstrap = JSON.parse(embedded!) as { store: string; config: { general: { product_name: string } }; categories: unknown[] };
    expect(bootstrap.store).toBe('backroom');
    expect(bootstrap.config.general.product_name).toBe('Test Shop');
    expect(bootstrap.categories).toHaveLength(5);
    expect(html).toContain('<title>Test Shop - Grow Supply</title>');
  });

  it("gives an item page its title, description, Open Graph tags and schema.org Product", async () => {
    const html = (await shop.app.inject({ url: '/item/big-bloom', headers: { host: 'shop.example.ca' } })).body;
    expect(html).toContain('<title>Big Bloom - Test Shop</title>');
    expect(html).toContain('<meta name="description" content="Organic liquid plant food for the flowering stage." />');
    expect(html).toContain('<meta property="og:title" content="Big Bloom" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/shop\.example\.ca\/backroom\/api\/v1\/images\/img-/);
    const product = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Big Bloom',
      sku: 'FF-BB-1L',
      brand: { name: 'FoxFarm' },
      offers: { priceCurrency: 'CAD', price: '18.99', availability: 'https://schema.org/InStock' },
    });
  });

  it('sends a Content-Security-Policy allowing scripts and frames from our own origin only when no card provider is set up', async () => {
    const response = await shop.app.inject({ url: '/order/checkout' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(response.body).not.toMatch(/<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/);
  });

  it("serves the back office's deep links with the app (it signs staff in itself), and keeps search engines out", async () => {
    for (const url of ['/admin', '/admin/items/big-bloom', '/admin/orders']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    expect((await shop.app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /admin');
  });

  it('answers unknown routes and items with a 404 status and the app', async () => {
    for (const url of ['/no/such/page', '/item/nope', '/item/secret-bloom']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('lists public pages, categories and visible items in sitemap.xml, and points robots.txt at it', async () => {
    const sitemap = (await shop.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.ca' } })).body;
    expect(sitemap).toContain('<loc>http://shop.example.ca/item/big-bloom</loc>');
    expect(sitemap).toContain('<loc>http://shop.example.ca/category/liquid/bloom</loc>');
    expect(sitemap).toContain('<loc>http://shop.example.ca/privacy</loc>');
    expect(sitemap).not.toContain('secret-bloom');
    expect(sitemap).not.toContain('fabric-pot-1<');
    const robots = (await shop.app.inject({ url: '/robots.txt', headers: { host: 'shop.example.ca' } })).body;
    expect(robots).toContain('Sitemap: http://shop.example.ca/sitemap.xml');
  });
});
