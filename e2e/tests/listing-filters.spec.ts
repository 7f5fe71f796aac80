import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const CATEGORY_PATH = '/category/liquid-nutrients/base-nutrients';
const CATEGORY_ID = 'base-nutrients';
/** The price bands the drawer offers (core's PRICE_BANDS), as their checkboxes read. */
const BAND_LABELS = ['Under $25', '$25 – $50', '$50 – $100', '$100 – $250', '$250 and up'];
const BANDS = [
  { min: null, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: 24999 },
  { min: 25000, max: null },
];

interface Facets {
  total: number;
  brands: Array<{ value: string; count: number }>;
  priceBands: number[];
}

/** The item ids the listing's cards link to, in order. */
async function cardIds(page: Page): Promise<string[]> {
  const links = await page.getByRole('region', { name: 'Items' }).locator('a[href^="/item/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(links.map((href) => href.replace('/item/', '')))];
}

/** Waits until the listing shows exactly these items (new filters' cards replace the last ones in place). */
async function waitForCards(page: Page, expected: readonly string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const shown = await cardIds(page);
    const busy = await page.locator('section[aria-busy="true"]').count();
    if (busy === 0 && JSON.stringify(shown) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) assert.deepEqual(shown, expected, 'the listing shows the filtered items');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test.describe('a shopper filters a category', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  const ids = async (query: string) => (await api<Array<{ id: string }>>(`/items/category/${CATEGORY_ID}${query}`)).map((item) => item.id);

  /** A brand of the category with several items, and a price band some of them are in. */
  async function brandAndBand(): Promise<{ brand: string; band: number; brandQuery: string; bothQuery: string }> {
    const facets = await api<Facets>(`/items/category/${CATEGORY_ID}/facets`);
    const brand = [...facets.brands].sort((a, b) => b.count - a.count)[0];
    assert.ok(brand && brand.count >= 2, 'base nutrients has a brand with several items');
    const brandQuery = `brand=${encodeURIComponent(brand.value).replace(/%20/g, '+')}`;
    const byBrand = await api<Facets>(`/items/category/${CATEGORY_ID}/facets?${brandQuery}`);
    const band = byBrand.priceBands.findIndex((count) => count > 0 && count < brand.count);
    const chosen = band === -1 ? byBrand.priceBands.findIndex((count) => count > 0) : band;
    const { min, max } = BANDS[chosen]!;
    const bothQuery = [brandQuery, ...(min === null ? [] : [`minPrice=${min}`]), ...(max === null ? [] : [`maxPrice=${max}`])].join('&');
    return { brand: brand.value, band: chosen, brandQuery, bothQuery };
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`by brand and price in the drawer; the address follows, Back undoes, a reload comes filtered from the server (${viewport})`, async () => {
      const { brand, band, brandQuery, bothQuery } = await brandAndBand();
      const everything = await ids('');
      const byBrand = await ids(`?${brandQuery}`);
      const byBoth = await ids(`?${bothQuery}`);
      assert.ok(byBoth.length > 0 && byBoth.length <= byBrand.length && byBrand.length < everything.length);

      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}${CATEGORY_PATH}`);
      await settle(page);
      await waitForCards(page, everything);
      await page.evaluate(() => window.scrollTo(0, 120));
      const scrolled = await page.evaluate(() => window.scrollY);

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('checkbox', { name: new RegExp(`^${brand}`) }).check();
      await page.waitForURL((url) => url.search === `?${brandQuery}`);
      await drawer.getByRole('checkbox', { name: new RegExp(`^${BAND_LABELS[band]!.replace('$', '\\$')}`) }).check();
      await page.waitForURL((url) => url.search === `?${bothQuery}`);
      await drawer.getByRole('button', { name: byBoth.length === 1 ? 'Show 1 item' : `Show ${byBoth.length} items` }).waitFor();
      if (viewport === 'phone') {
        const width = await drawer.evaluate((element) => element.getBoundingClientRect().width);
        assert.ok(width >= 330 && width <= 390, `the drawer takes most of a phone's screen (${width} px)`);
      }
      await saveScreenshot(page, 'listing-filters-drawer', viewport);
      await drawer.getByRole('button', { name: /^Show / }).click();
      await drawer.waitFor({ state: 'hidden' });
      await waitForCards(page, byBoth);
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page did not jump while the results changed');
      await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: `Remove filter: ${brand}` }).waitFor();
      await page.getByRole('status').filter({ hasText: byBoth.length === 1 ? '1 item' : `${byBoth.length} items` }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'listing-filtered', viewport);

      await page.goBack();
      await page.waitForURL((url) => url.search === `?${brandQuery}`);
      await waitForCards(page, byBrand);
      await page.goBack();
      await page.waitForURL((url) => url.search === '');
      await waitForCards(page, everything);
      await page.goForward();
      await page.goForward();
      await page.waitForURL((url) => url.search === `?${bothQuery}`);
      await waitForCards(page, byBoth);

      // The page's own HTML, as a search engine or a shopper without scripts gets it, is filtered.
      const html = await (await fetch(`${shop.server.baseUrl}${CATEGORY_PATH}?${bothQuery}`, { headers: { cookie: 'backroom_age_ok=1' } })).text();
      const rendered = [...new Set([...html.matchAll(/href="\/item\/([^"]+)"/g)].map((match) => match[1]))];
      assert.deepEqual(rendered, byBoth, 'the server renders the filtered items');
      assert.match(html, /<meta name="robots" content="noindex, follow" \/>/);
      await page.reload();
      await settle(page);
      await waitForCards(page, byBoth);
      await context.close();
    });
  }

  test('reads a mistyped link as a shopper would: the good filters apply, the address is cleaned', async () => {
    const { brand, brandQuery } = await brandAndBand();
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}${CATEGORY_PATH}?${brandQuery}&minPrice=cheap&inStock=yes&utm_source=flyer`);
    await settle(page);
    await page.waitForURL((url) => url.search === `?${brandQuery}`);
    await waitForCards(page, await ids(`?${brandQuery}`));
    await page.getByRole('button', { name: `Remove filter: ${brand}` }).click();
    await page.waitForURL((url) => url.search === '');
    await waitForCards(page, await ids(''));
    await context.close();
  });

  test('in French', async () => {
    const context = await shop.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CA' });
    await context.addInitScript(() => window.localStorage.setItem('cart', JSON.stringify({ customerAddress: { ageCheck: true } })));
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}${CATEGORY_PATH}?inStock=true`);
    await settle(page);
    await page.getByRole('button', { name: 'Retirer le filtre : En stock' }).waitFor();
    await page.getByRole('button', { name: 'Filtres (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await drawer.getByRole('checkbox', { name: /^En stock seulement/ }).waitFor();
    await drawer.getByText('Marque').waitFor();
    await saveScreenshot(page, 'listing-filters-drawer-french', 'phone');
    await context.close();
  });
});
