import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { testWebRoot } from '../testing/test-web-root.js';
import { documentLocale } from './document-locale.js';
import { STOREFRONT_STORE } from './storefront-document.js';

const INDEX_HTML = '<!doctype html><html lang="en-CA"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

// A build's manifest as Vite writes it: the entry loads the frame's French messages on demand,
// the home screen its own; the cart's French is another screen's and not the home page's business.
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'], dynamicImports: ['src/app/shell.messages.fr.ts', 'src/features/home/home-page.tsx'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'src/app/shell.messages.fr.ts': { file: 'assets/shell.messages.fr-c3.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-d4.js', imports: ['_shared-b2.js'], dynamicImports: ['src/features/home/home.messages.fr.ts'] },
  'src/features/home/home.messages.fr.ts': { file: 'assets/home.messages.fr-e5.js' },
  'src/features/cart/cart-page.tsx': { file: 'assets/cart-page-f6.js', dynamicImports: ['src/features/cart/cart.messages.fr.ts'] },
  'src/features/cart/cart.messages.fr.ts': { file: 'assets/cart.messages.fr-g7.js' },
};

describe('documentLocale', () => {
  const localeOf = (headers: Record<string, string>) => documentLocale({ headers });

  it("takes the shopper's choice from the cookie, whatever the browser says", () => {
    expect(localeOf({ cookie: 'a=1; backroom_lang=fr-CA; b=2', 'accept-language': 'en-CA,en' })).toBe('fr-CA');
    expect(localeOf({ cookie: 'backroom_lang=en-CA', 'accept-language': 'fr-CA,fr' })).toBe('en-CA');
  });

  it('falls back to Accept-Language without a valid cookie, and to English without either', () => {
    expect(localeOf({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr-CA');
    expect(localeOf({ cookie: 'backroom_lang=klingon', 'accept-language': 'fr' })).toBe('fr-CA');
    expect(localeOf({ cookie: 'backroom_lang=', 'accept-language': 'de-DE' })).toBe('en-CA');
    expect(localeOf({})).toBe('en-CA');
  });
});

describe('the storefront document in the shopper language', () => {
  const webRoot = testWebRoot({ 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  const shop = shopUnderTest('sqlite', { app: () => ({ webRoot: webRoot.path }), seed: [fixtureCatalogue(STOREFRONT_STORE)] });


  const page = (headers: Record<string, string>) => shop.app.inject({ url: '/', headers: { host: 'shop.example.ca', ...headers } });
  const lang = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map((match) => match[1]);

  it('is French from the cookie, and preloads the French messages of the frame and the screen only', async () => {
    const response = await page({ cookie: 'backroom_lang=fr-CA', 'accept-language': 'en-CA' });
    expect(response.statusCode).toBe(200);
    expect(lang(response.body)).toBe('fr-CA');
    expect(preloads(response.body)).toEqual(['/assets/home-page-d4.js', '/assets/shell.messages.fr-c3.js', '/assets/home.messages.fr-e5.js']);
    expect(String(response.headers.vary)).toMatch(/cookie/);
    expect(String(response.headers.vary)).toMatch(/accept-language/);
  });

  it('is French from Accept-Language without a cookie', async () => {
    const response = await page({ 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(lang(response.body)).toBe('fr-CA');
    expect(preloads(response.body)).toContain('/assets/shell.messages.fr-c3.js');
  });

  it('is English, preloading no French, from the cookie or by default', async () => {
    for (const headers of [{ cookie: 'backroom_lang=en-CA', 'accept-language': 'fr-CA' }, {}] as Record<string, string>[]) {
      const html = (await page(headers)).body;
      expect(lang(html)).toBe('en-CA');
      expect(preloads(html)).toEqual(['/assets/home-page-d4.js']);
    }
  });
});
