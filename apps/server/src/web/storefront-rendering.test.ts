import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { bumpCatalogVersion } from '../stores/store.repository.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { type BuiltServerEntry, buildStorefrontServerEntry } from '../testing/storefront-server-entry.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { STOREFRONT_STORE } from './storefront-document.js';

// The shape of the storefront's index.html (apps/web/index.html) that the server fills in.
const INDEX_HTML = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="x" />
    <title>Shop</title>
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
  return html.slice(start, html.lastIndexOf('</body>'));
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
  let webRoot: string;
  let shop: TestShop;
  const page = (url: string, cookie?: string) => shop.app.inject({ url, headers: { host: 'shop.example.ca', ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    shop = await createTestShop(dialect, { webRoot, serverEntry: serverEntry.file });
    await seedStore(shop.shop, fixtureCatalogue(STOREFRONT_STORE));
  });
  afterAll(async () => {
    await shop?.close();
    await rm(webRoot, { recursive: true, force: true });
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

  it('answers 404 with the not-found page for a path the storefront does not have, or an item it does not sell', async () => {
    const unknown = await page('/no-such-page', ADULT);
    expect(unknown.statusCode).toBe(404);
    expect(shownText(rootMarkup(unknown.body))).toContain('Page not found');
    expect((await page('/item/no-such-item', ADULT)).statusCode).toBe(404);
  });

  it('draws the cart and checkout from the shopper\'s own browser: the server renders their frame', async () => {
    const cart = rootMarkup((await page('/order/cart', ADULT)).body);
    expect(cart).toContain('<header');
    expect(cart).toContain('<footer');
    expect(cart).toMatch(/role="status" aria-label="Loading/);
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
});

describe('the storefront of a closed shop rendered on the server', () => {
  let webRoot: string;
  let shop: TestShop;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    shop = await createTestShop('sqlite', { webRoot, serverEntry: serverEntry.file });
    const catalogue = fixtureCatalogue(STOREFRONT_STORE);
    await seedStore(shop.shop, { ...catalogue, config: { ...fixtureConfig, general: { ...fixtureConfig.general, site_disabled: true } } });
  });
  afterAll(async () => {
    await shop?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('puts the closed-shop notice over the page until the visitor has read it in this session', async () => {
    const notice = rootMarkup((await shop.app.inject({ url: '/', headers: { cookie: ADULT } })).body);
    expect(notice).toMatch(/<dialog[^>]*aria-labelledby="site-disabled-title"/);
    expect(shownText(notice)).toContain('Ordering is paused');
    const read = rootMarkup((await shop.app.inject({ url: '/', headers: { cookie: `${ADULT}; backroom_site_notice=1` } })).body);
    expect(read).not.toContain('<dialog');
  });
});
