import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { STORE_API } from '../testing/staff-client.js';
import { multipartFile, testPicture } from '../testing/test-pictures.js';
import { testWebRoot } from '../testing/test-web-root.js';
import { DIALECTS } from '../testing/test-shop.js';
import { STOREFRONT_STORE } from '../web/storefront-document.js';

const INDEX_HTML = '<!doctype html><html lang="en-CA"><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const API = `/${STOREFRONT_STORE}/api/v1`;

/** The shop's refusal of a string it cannot take: 400 VALIDATION_FAILED naming the field, with the closed reason. */
function expectRefused(response: LightMyRequestResponse, path: string, reason: 'nul-character' | 'lone-surrogate' | 'not-utf-8') {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ error: { code: string; details: unknown[] } }>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toEqual([{ path, reason, message: expect.stringContaining(path) }]);
}

/**
 * Issue 29, items 4 and 5: every string that comes in is refused with a 400 naming the field when
 * it holds a NUL or a lone surrogate (PostgreSQL answered 500 for a NUL), before any query; and the
 * headers the shop writes from input encode what they carry.
 */
describe.each(DIALECTS)('strings that come in, on %s', (dialect) => {
  const webRoot = testWebRoot({ 'index.html': INDEX_HTML });
  const shop = shopUnderTest(dialect, { app: () => ({ webRoot: webRoot.path }), seed: [fixtureCatalogue(STOREFRONT_STORE), fixtureCatalogue()] });
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  const orderCount = async () => (await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const submit = (cart: unknown) =>
    shop.app.inject({ method: 'POST', url: `${API}/order/submit`, headers: { 'idempotency-key': randomUUID() }, payload: { cart } as object });

  describe('listings, facets and searches refuse a NUL in brand or size with 400, as the API and as pages', () => {
    for (const field of ['brand', 'size']) {
      for (const url of [`${API}/items/category/bloom`, `${API}/items/category/bloom/facets`, `${API}/items/search/bloom`, `${API}/items/search/bloom/facets`]) {
        it(`GET ${url}?${field}=%00 is 400 naming querystring/${field}`, async () => {
          expectRefused(await get(`${url}?${field}=%00`), `querystring/${field}`, 'nul-character');
        });
      }
      for (const page of ['/category/liquid/bloom', '/search/bloom']) {
        it(`the page ${page}?${field}=%00 is 400 naming querystring/${field}`, async () => {
          expectRefused(await get(`${page}?${field}=%00`), `querystring/${field}`, 'nul-character');
        });
      }
    }

    it('a browser opening such a page is shown a 400 page in its language with a way back to the shop, not JSON', async () => {
      const english = await get('/category/liquid/bloom?brand=%00', { accept: 'text/html,application/xhtml+xml' });
      expect(english.statusCode).toBe(400);
      expect(english.headers['content-type']).toMatch(/^text\/html/);
      expect(english.body).toContain('<h1>This address cannot be read</h1>');
      expect(english.body).toContain('<a href="/">Go to the shop</a>');
      const french = await get('/search/bloom?size=%E2%82', { accept: 'text/html', 'accept-language': 'fr-CA,fr;q=0.9' });
      expect(french.statusCode).toBe(400);
      expect(french.body).toContain('<html lang="fr">');
      expect(french.body).toContain('Aller à la boutique');
      // The API answers JSON whatever the client accepts.
      expectRefused(await get(`${API}/items/category/bloom?brand=%00`, { accept: 'text/html' }), 'querystring/brand', 'nul-character');
    });

    it('a well-formed brand with accents and an emoji still lists (200)', async () => {
      const response = await get(`${API}/items/category/bloom?brand=${encodeURIComponent('Crème 🌷')}`);
      expect(response.statusCode).toBe(200);
      expect((await get(`/category/liquid/bloom?brand=${encodeURIComponent('Crème 🌷')}`)).statusCode).toBe(200);
    });
  });

  describe('order submit refuses a NUL with 400 and stores no order', () => {
    for (const [field, path, cart] of [
      ['a name', 'body/cart/customerAddress/firstName', cartOf({ 'big-bloom': 1 }, { customerAddress: { ...cartOf({}).customerAddress, firstName: 'Ada\0' } })],
      ['the notes', 'body/cart/notes', cartOf({ 'big-bloom': 1 }, { notes: 'side door\0' })],
      ['the discount code', 'body/cart/discountCode', cartOf({ 'big-bloom': 1 }, { discountCode: 'SAVE\u000010' })],
    ] as const) {
      it(`with a NUL in ${field}: 400 naming ${path}, no order`, async () => {
        const before = await orderCount();
        expectRefused(await submit(cart), path, 'nul-character');
        expect(await orderCount()).toBe(before);
      });
    }

    it('with a lone surrogate ("\\ud800" in the JSON text) in the notes: 400 naming body/cart/notes, no order', async () => {
      const before = await orderCount();
      const payload = JSON.stringify({ cart: cartOf({ 'big-bloom': 1 }, { notes: 'LONE' }) }).replace('LONE', '\\ud800');
      const response = await shop.app.inject({
        method: 'POST',
        url: `${API}/order/submit`,
        headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response, 'body/cart/notes', 'lone-surrogate');
      expect(await orderCount()).toBe(before);
    });

    it('the same cart without the NUL is taken (201)', async () => {
      const response = await submit(cartOf({ 'big-bloom': 1 }));
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  it('the discount lookup with a NUL in the code is 400 naming params/code', async () => {
    expectRefused(await get(`${API}/order/discount/SAVE%0010`), 'params/code', 'nul-character');
  });

  it('the vendor lookup with a NUL in the vendor or its id is 400 naming the parameter', async () => {
    expectRefused(await get(`${API}/items/vendor/Hawthorne%00/HGC-123`), 'params/vendor', 'nul-character');
    expectRefused(await get(`${API}/items/vendor/Hawthorne/HGC%00123`), 'params/externalId', 'nul-character');
  });

  it('sign-in with a NUL in the e-mail is 400 naming body/email', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'ada\u0000@example.ca', password: 'x' } });
    expectRefused(response, 'body/email', 'nul-character');
  });

  it("a member's reorder with a NUL in the order id is 400 naming params/orderId", async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    expectRefused(await get(`${API}/members/orders/A%00B/reorder`, bearer(member.token)), 'params/orderId', 'nul-character');
  });

  it("staff's deposit paste with a NUL is 400 naming body/text, and nothing is imported", async () => {
    const paste = (text: string) =>
      shop.app.inject({ method: 'POST', url: `${API}/deposits/notices`, headers: bearer(shop.staff), payload: { text } });
    expectRefused(await paste('Interac e-Transfer\0 from ADA'), 'body/text', 'nul-character');
    const deposits = await get(`${API}/deposits`, bearer(shop.staff));
    expect(deposits.statusCode).toBe(200);
    expect(deposits.body).not.toContain('ADA');
  });

  it("staff's deposit upload with a NUL in a file's name or in a CSV's bytes is 400 naming the file, and nothing is imported", async () => {
    const csv = (sender: string) =>
      Buffer.from(['"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"', `Chequing,01234-5678901,11/20/2026,,"INTERAC E-TRF- 5521","${sender}",12.34,`].join('\r\n'));
    const upload = (name: string, bytes: Buffer) => {
      const boundary = `----strings${randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return shop.app.inject({ method: 'POST', url: `${API}/deposits/files`, headers: { ...bearer(shop.staff), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    };
    expectRefused(await upload('bank.csv', csv('ANNE\0MACDONALD')), 'files/0', 'nul-character');
    expectRefused(await upload('ba\0nk.csv', csv('ANNE MACDONALD')), 'files/0/filename', 'nul-character');
    const listed = async () => {
      const response = await get(`${API}/deposits`, bearer(shop.staff));
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    expect(await listed()).not.toContain('ANNE');
    expect((await upload('bank.csv', csv('ANNE MACDONALD'))).statusCode).toBe(200);
    expect(await listed()).toContain('ANNE MACDONALD');
  });

  it("staff's picture upload with a NUL in the file's name is 400 naming file/filename, and the item keeps its picture", async () => {
    const before = await shop.api.staffItem(shop.staff, 'tiger-bloom');
    const file = multipartFile('photo\0.png', 'image/png', await testPicture('png'));
    const response = await shop.app.inject({
      method: 'POST',
      url: `${STORE_API}/items/tiger-bloom/image`,
      headers: { ...file.headers, ...bearer(shop.staff), 'if-match': `"${before.updatedAt}"` },
      payload: file.payload,
    });
    expectRefused(response, 'file/filename', 'nul-character');
    expect(await shop.api.staffItem(shop.staff, 'tiger-bloom')).toEqual(before);
  });

  describe('lone surrogates and bytes that are not UTF-8 in a url are 400, never 500', () => {
    it('?brand=%ED%A0%80 (a lone surrogate written as UTF-8 bytes) is 400 naming querystring/brand', async () => {
      expectRefused(await get(`${API}/items/category/bloom?brand=%ED%A0%80`), 'querystring/brand', 'not-utf-8');
    });

    it('a path segment %ED%A0%80 is 400 naming the path, on the API and on a page', async () => {
      expectRefused(await get(`${API}/items/%ED%A0%80`), 'path', 'not-utf-8');
      expectRefused(await get('/item/%ED%A0%80'), 'path', 'not-utf-8');
    });

    it("a NUL in a page's path is 400 naming the path", async () => {
      expectRefused(await get('/item/big%00bloom'), 'path', 'nul-character');
    });
  });

  describe('headers written from input encode what they carry', () => {
    const answer = (body: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/gate-answer',
        headers: { host: 'shop.example.ca', origin: 'http://shop.example.ca', 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });

    it('the gate answer with return=%2F%E2%82%AC answers 303 with the Location percent-encoded (/%E2%82%AC)', async () => {
      const response = await answer('answer=age-ok&return=%2F%E2%82%AC');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/%E2%82%AC');
    });

    it('the gate answer keeps a path already encoded as it was, and sends every other site home (/)', async () => {
      expect((await answer(`answer=age-ok&return=${encodeURIComponent('/search/cr%C3%A8me?brand=A%26B')}`)).headers.location).toBe('/search/cr%C3%A8me?brand=A%26B');
      // As a form posts them: //evil, /\evil, a tab, /.// (// once normalised), a scheme, another site.
      for (const elsewhere of ['%2F%2Fevil.example', '%2F%5Cevil.example', '%2F%09%2Fevil.example', '%2F.%2F%2Fevil.example', 'javascript%3Aalert(1)', 'https%3A%2F%2Fevil.example%2F']) {
        const response = await answer(`answer=age-ok&return=${elsewhere}`);
        expect(response.statusCode, elsewhere).toBe(303);
        expect(response.headers.location, elsewhere).toBe('/');
      }
      // Slashes encoded in the path itself are a path of this site, and stay encoded.
      expect((await answer('answer=age-ok&return=%2F%252F%252Fevil.example')).headers.location).toBe('/%2F%2Fevil.example');
    });

    it('a page path with double slashes and a non-ASCII character redirects (301) to one percent-encoded path of this site', async () => {
      const response = await get('/search//cr\u00e8me');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/search/cr%C3%A8me');
      const escaping = await get('//evil.example//x');
      expect(escaping.statusCode).toBe(301);
      expect(escaping.headers.location).toBe('/evil.example/x');
    });

    it('a client-chosen X-Request-Id is echoed when it is a plain token, and replaced by a fresh id otherwise (never a 500)', async () => {
      expect((await get('/healthz', { 'x-request-id': 'trace-1.a:b' })).headers['x-request-id']).toBe('trace-1.a:b');
      for (const chosen of ['€', 'a\u0000b', 'x'.repeat(129)]) {
        const response = await get('/healthz', { 'x-request-id': chosen });
        expect(response.statusCode, chosen).toBe(200);
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it("the tax report's CSV for a store named with an accent, a euro sign and a quote gets an RFC 6266 Content-Disposition (filename* in UTF-8, an ASCII fallback)", async () => {
      const response = await get(`/api/v1/reports/tax.csv?period=2026&store=${encodeURIComponent('café€"x')}`, bearer(shop.viewer));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="tax-2026-caf__\\"x.csv"; filename*=UTF-8''tax-2026-caf%C3%A9%E2%82%AC%22x.csv`);
      const plain = await get('/api/v1/reports/tax.csv?period=2026', bearer(shop.viewer));
      expect(plain.headers['content-disposition']).toBe('attachment; filename="tax-2026.csv"');
    });
  });
});
