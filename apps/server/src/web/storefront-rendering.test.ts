import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../stores/store.repository.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { type BuiltServerEntry, buildStorefrontServerEntry } from '../testing/storefront-server-entry.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { testWebRoot } from '../testing/test-web-root.js';
import { DIALECTS } from '../testing/test-shop.js';
import { STOREFRONT_STORE } from './storefront-document.js';

// The shape of the storefront's index.html (apps/web/index.html) that the server fills in.
const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="x" />
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-test.js">
  </head>
  <body>
    <div id="root"><p>Loading...</p></div>
  </body>
</html>`;

const ADULT = 'backroom_age_ok=1';
const FRENCH = 'backroom_lang=fr-CA';
/** Gives the store's catalogue time to be read again (each process trusts a version for 250 ms). */
const VERSION_REREAD_MS = 400;

/** The storefront's markup as the server rendered it, without the page around it. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root" data-server-rendered="">');
  expect(start, 'the page has the server-rendered root').toBeGreaterThan(0);
  // The data the browser hydrates from follows the markup.
  const data = html.indexOf('<script id="backroom-', start);
  return html.slice(start, data === -1 ? html.lastIndexOf('</body>') : data);
}

/** Text as a shopper reads it: tags out, entities of the characters the tests use decoded. */
function shownText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    // Whitespace as the page lays it out; a no-break space (French money) stays what it is.
    .replace(/[ \t\r\n]+/g, ' ');
}

let serverEntry: BuiltServerEntry;
beforeAll(async () => {
  serverEntry = await buildStorefrontServerEntry();
});
afterAll(async () => {
  await serverEntry?.remove();
});

describe.each(DIALECTS)('the storefront rendered on the server (%s)', (dialect) => {
  const webRoot = testWebRoot({ 'index.html': INDEX_HTML });
  const shop = shopUnderTest(dialect, { app: () => ({ webRoot: webRoot.path, serverEntry: serverEntry.file }), seed: [fixtureCatalogue(STOREFRONT_STORE)] });
  const page = (url: string, cookie?: string) => shop.app.inject({ url, headers: { host: 'shop.example.ca', ...(cookie ? { cookie } : {}) } });


  it("renders a category under the filters of its address, read leniently and kept by their canonical form", async () => {
    const itemLinks = (html: string) => [...new Set([...rootMarkup(html).matchAll(/href="\/item\/([^"]+)"/g)].map((match) => match[1]))];
    const filtered = await page('/category/liquid/bloom?inStock=true&brand=FoxFarm&minPrice=oops', ADULT);
    expect(filtered.statusCode).toBe(200);
    expect(itemLinks(filtered.body)).toEqual(['big-bloom']);
    expect(shownText(rootMarkup(filtered.body))).toContain('FoxFarm');
    expect(filtered.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(filtered.body).toContain('<link rel="canonical" href="http://shop.example.ca/category/liquid/bloom" />');
    // The same filters written otherwise are the same page.
    const again = await page('/category/liquid/bloom?brand=FoxFarm&inStock=true', ADULT);
    expect(again.body).toBe(filtered.body);
    const unfiltered = await page('/category/liquid/bloom', ADULT);
    expect(itemLinks(unfiltered.body)).toEqual(expect.arrayContaining(['big-bloom', 'tiger-bloom', 'alpha-bloom']));
    expect(unfiltered.body).not.toContain('noindex');
  });

  it("puts a category's items in the page: names, prices, stock and links to each item", async () => {
    const response = await page('/category/liquid/bloom', ADULT);
    expect(response.statusCode).toBe(200);
    const markup = rootMarkup(response.body);
    const text = shownText(markup);
    expect(text).toContain('Bloom Boosters');
    for (const [id, name] of [
      ['big-bloom', 'Big Bloom'],
      ['tiger-bloom', 'Tiger Bloom'],
      ['alpha-bloom', 'Alpha Bloom Booster'],
      ['old-bloom', 'Old Bloom'],
    ] as const) {
      expect(text, name).toContain(name);
      expect(markup, id).toContain(`href="/item/${id}"`);
    }
    expect(text).toContain('$18.99');
    expect(text).toContain('$10.00');
    expect(text).toContain('5 in stock');
    expect(text).toContain('Out of stock');
    // The trail links back up the tree, and nothing hidden shows.
    expect(markup).toContain('href="/category/nutrients"');
    expect(text).not.toContain('Secret Bloom');
    expect(text).not.toContain('Loading...');
    // The critical CSS of that markup comes with it, and the browser gets the same data to hydrate from.
    expect(response.body).toMatch(/<style data-emotion="css [^"]+">/);
    expect(response.body).toContain('<script id="backroom-route" type="application/json">');
    // After the markup, so that it does not hold up the first paint; the first view's own check stays in the head.
    const headEnd = response.body.indexOf('</head>');
    const rootAt = response.body.indexOf('<div id="root"');
    for (const data of ['<script id="backroom-route"', '<script id="backroom-bootstrap"']) expect(response.body.indexOf(data)).toBeGreaterThan(rootAt);
    expect(response.body.indexOf('<script id="backroom-first-view"')).toBeLessThan(headEnd);
    expect(response.body.indexOf('<style data-emotion')).toBeLessThan(headEnd);
    expect(response.body).toContain('<script id="backroom-first-view" type="application/json">{"locale":"en-CA","ageConfirmed":true,"siteNoticeAcknowledged":false}</script>');
  });

  it("puts an item's name, price and description in its page, under the item's schema.org data", async () => {
    const response = await page('/item/big-bloom', ADULT);
    expect(response.statusCode).toBe(200);
    const markup = rootMarkup(response.body);
    const text = shownText(markup);
    expect(markup).toMatch(/<dialog[^>]*aria-labelledby/);
    expect(text).toContain('FoxFarm Big Bloom');
    expect(text).toContain('$18.99');
    expect(text).toContain('Organic liquid plant food for the flowering stage.');
    expect(markup).toContain('href="/category/bloom"');
    const product = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}') as { name?: string; offers?: { price?: string } };
    expect(product).toMatchObject({ name: 'Big Bloom', offers: { price: '18.99' } });
  });

  it('puts the departments behind an item opened from a link in its page, as hydration shows them, in English and French', async () => {
    for (const [cookie, heading, treeHeading] of [
      [ADULT, 'All Departments', 'Browse every category'],
      [`${ADULT}; ${FRENCH}`, 'Tous les rayons', 'Parcourir toutes les catégories'],
    ] as const) {
      const response = await page('/item/big-bloom', cookie);
      expect(response.statusCode).toBe(200);
      const markup = rootMarkup(response.body);
      const text = shownText(markup);
      // The item's dialog, and behind it the departments (each with its link), not an empty backdrop.
      expect(text).toContain('FoxFarm Big Bloom');
      expect(text).toContain(heading);
      for (const department of ['Nutrients', 'Soil', 'Nothing Yet']) expect(text).toContain(department);
      expect(markup).toContain('href="/category/nutrients"');
      expect(markup).toContain('href="/category/soil"');
      expect(text).toContain(treeHeading);
      expect(markup.indexOf(heading)).toBeLessThan(markup.indexOf('<dialog'));
    }
  });

  it('renders the first view in French when the cookie says so, money and words alike', async () => {
    const response = await page('/category/liquid/bloom', `${ADULT}; ${FRENCH}`);
    expect(response.body).toContain('<html lang="fr-CA">');
    const text = shownText(rootMarkup(response.body));
    expect(text).toContain('Catégories');
    expect(text).toContain('18,99\u00a0$');
    expect(text).toContain('5 en stock');
    expect(text).not.toContain('Categories');
    expect(text).not.toContain('$18.99');
  });

  it('renders French for a browser that asks for it first, when no choice is kept', async () => {
    const response = await shop.app.inject({ url: '/', headers: { cookie: ADULT, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(response.body).toContain('<html lang="fr-CA">');
    const text = shownText(rootMarkup(response.body));
    expect(text).toContain('Politique de confidentialité');
    expect(text).not.toContain('Privacy Policy');
  });

  it("puts the age gate over a first visit's page, with the page behind it, and not over a visitor who answered", async () => {
    const first = rootMarkup((await page('/category/liquid/bloom')).body);
    expect(first).toMatch(/<dialog[^>]*aria-labelledby="age-gate-title"/);
    expect(shownText(first)).toContain('Welcome to Test Shop');
    expect(shownText(first)).toContain('Big Bloom');
    const returning = rootMarkup((await page('/category/liquid/bloom', ADULT)).body);
    expect(returning).not.toContain('<dialog');
    expect(shownText(returning)).toContain('Big Bloom');
    // The information pages stay open before the answer.
    expect(rootMarkup((await page('/tos')).body)).not.toContain('<dialog');
  });

  it('takes the age answer from the gate\'s form on a page without scripts, keeps it in the cookie and sends the visitor back', async () => {
    const answer = (body: string, headers: Record<string, string> = {}) =>
      shop.app.inject({
        method: 'POST',
        url: '/gate-answer',
        headers: { host: 'shop.example.ca', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });
    const ok = await answer('return=%2Fcategory%2Fliquid%2Fbloom&answer=age-ok', { origin: 'http://shop.example.ca' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/category/liquid/bloom');
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^backroom_age_ok=1; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    const after = rootMarkup((await page('/category/liquid/bloom', cookie.split(';')[0])).body);
    expect(after).not.toContain('<dialog');
    expect(shownText(after)).toContain('Big Bloom');

    // Only back to a page of this shop.
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '']) {
      const sent = await answer(`answer=age-ok&return=${encodeURIComponent(elsewhere)}`);
      expect(sent.headers.location, elsewhere).toBe('/');
    }
    const notice = await answer('answer=notice-read&return=%2F');
    expect(String(notice.headers['set-cookie'])).toMatch(/^backroom_site_notice=1; Path=\/; SameSite=Lax$/);
    const leave = await answer('answer=leave&return=%2F');
    expect(leave.statusCode).toBe(303);
    expect(leave.headers.location).toBe('https://www.google.ca/');
    expect(leave.headers['set-cookie']).toBeUndefined();

    // A bad answer, another site's form: a clear error, and no cookie.
    const bad = await answer('answer=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'answer' }] } });
    expect(bad.headers['set-cookie']).toBeUndefined();
    const forged = await answer('answer=age-ok&return=%2F', { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    // The form's encoding is read here only: the API still takes JSON alone.
    const apiForm = await shop.app.inject({
      method: 'POST',
      url: `/${STOREFRONT_STORE}/api/v1/order/submit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=age-ok',
    });
    expect(apiForm.statusCode).toBe(415);
  });

  it('answers 404 with the not-found page for a path the storefront does not have, or an item it does not sell', async () => {
    const unknown = await page('/no-such-page', ADULT);
    expect(unknown.statusCode).toBe(404);
    expect(shownText(rootMarkup(unknown.body))).toContain('Page not found');
    const missingItem = await page('/item/no-such-item', ADULT);
    expect(missingItem.statusCode).toBe(404);
    const missingText = shownText(rootMarkup(missingItem.body));
    expect(missingText).toContain('This item is not in the shop.');
    expect(missingText).not.toContain('Loading');
  });

  it('draws the cart and checkout from the shopper\'s own browser: the server renders their frame', async () => {
    const cart = rootMarkup((await page('/order/cart', ADULT)).body);
    expect(cart).toContain('<header');
    expect(cart).toContain('<footer');
    expect(cart).toMatch(/role="status" aria-label="Loading/);
  });

  it('asks for its scripts only once the first view has loaded: none in the markup, all listed for the check', async () => {
    const body = (await page('/category/liquid/bloom', ADULT)).body;
    expect(body).not.toMatch(/<script [^>]*\bsrc="/);
    expect(body).not.toContain('rel="modulepreload"');
    const listed = /<script id="backroom-scripts" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual({ entry: '/assets/index-test.js', preload: expect.arrayContaining(['/assets/shared-test.js']) });
  });

  it('allows the one inline script of the page by its hash, and no other', async () => {
    const response = await page('/', ADULT);
    const inline = [...response.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' ${hash}`);
  });

  it('keeps a rendered page while the catalogue is unchanged, and renders it again after a change', async () => {
    const before = (await page('/item/big-bloom', ADULT)).body;
    expect((await page('/item/big-bloom', ADULT)).body).toBe(before);
    await shop.shop.db.updateTable('items').set({ price: 2499 }).where('store_id', '=', STOREFRONT_STORE).where('id', '=', 'big-bloom').execute();
    await bumpCatalogVersion(shop.shop.db, STOREFRONT_STORE);
    await new Promise((resolve) => setTimeout(resolve, VERSION_REREAD_MS));
    const after = shownText(rootMarkup((await page('/item/big-bloom', ADULT)).body));
    expect(after).toContain('$24.99');
    expect(after).not.toContain('$18.99');
  });

  it('sends a kept page compressed as the browser asks, the same page each time, and the new page after a change', async () => {
    const compressed = (encoding: string) =>
      shop.app.inject({ url: '/item/tiger-bloom', headers: { host: 'shop.example.ca', cookie: ADULT, 'accept-encoding': encoding } });
    const plain = (await page('/item/tiger-bloom', ADULT)).body;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await compressed(encoding);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(decode(first.rawPayload).toString('utf8')).toBe(plain);
      expect((await compressed(encoding)).rawPayload.equals(first.rawPayload)).toBe(true);
    }
    await shop.shop.db.updateTable('items').set({ price: 3199 }).where('store_id', '=', STOREFRONT_STORE).where('id', '=', 'tiger-bloom').execute();
    await bumpCatalogVersion(shop.shop.db, STOREFRONT_STORE);
    await new Promise((resolve) => setTimeout(resolve, VERSION_REREAD_MS));
    const changed = brotliDecompressSync((await compressed('br')).rawPayload).toString('utf8');
    expect(shownText(rootMarkup(changed))).toContain('$31.99');
  });
});

describe('the storefront of a closed shop rendered on the server', () => {
  const webRoot = testWebRoot({ 'index.html': INDEX_HTML });
  const shop = shopUnderTest('sqlite', {
    app: () => ({ webRoot: webRoot.path, serverEntry: serverEntry.file }),
    seed: [{ ...fixtureCatalogue(STOREFRONT_STORE), config: { ...fixtureConfig, general: { ...fixtureConfig.general, site_disabled: true } } }],
  });


  it('puts the closed-shop notice over the page until the visitor has read it in this session', async () => {
    const notice = rootMarkup((await shop.app.inject({ url: '/', headers: { cookie: ADULT } })).body);
    expect(notice).toMatch(/<dialog[^>]*aria-labelledby="site-disabled-title"/);
    expect(shownText(notice)).toContain('Ordering is paused');
    const read = rootMarkup((await shop.app.inject({ url: '/', headers: { cookie: `${ADULT}; backroom_site_notice=1` } })).body);
    expect(read).not.toContain('<dialog');
  });
});
