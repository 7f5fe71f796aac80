import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients } from '../src/demo-items.js';
import { placePickupOrder } from '../src/place-order.js';
import { shopperContextIn, storedCart } from '../src/shopper.js';
import { networkQuiet } from '../src/quiet-network.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const LANGUAGES = ['en-CA', 'fr-CA'] as const;
const STATIC_PAGES = ['/privacy', '/tos', '/payment', '/ordering', '/shipping', '/returns', '/refunds', '/contact', '/florist', '/about'];
/** What React says when the browser's first render differs from the server's markup (in production, by error number). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * A returning shopper whose browser holds what only it can (a cart with an item, so the badge and
 * totals fill in after hydration), in one language, with the cookies that tell the server so.
 */
async function shopperIn(browser: Browser, baseUrl: string, language: (typeof LANGUAGES)[number], viewport: ViewportName, cart: string): Promise<BrowserContext> {
  const context = await shopperContextIn(browser, baseUrl, language, viewport);
  await context.addInitScript(
    ([value, locale]) => {
      window.localStorage.setItem('cart', value);
      window.localStorage.setItem('backroom.locale', locale);
      // The header as the server sent it, marked before any script of the page runs: hydration keeps
      // this very element, a page rendered again in the browser would not.
      document.addEventListener('readystatechange', () => {
        const header = document.querySelector('#root header');
        if (document.readyState === 'interactive' && header) Object.assign(header, { fromServer: true });
      });
    },
    [cart, language] as const,
  );
  return context;
}

/** Every console error or warning about hydration, and every error the page did not catch. */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_TROUBLE.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
}

/** Waits until React owns the page's frame, then for what follows hydration (lazy parts, the shopper's own state). */
async function hydrated(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.waitForFunction(() =>
    ['#root header', '#root footer', '#root main'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    }),
  );
  await networkQuiet(page);
  await page.waitForTimeout(300);
}

test.describe('every storefront page hydrates the markup the server sent, unchanged', () => {
  // Each test reads the shop and places at most an order of its own: they may run in any worker, side by side.
  test.describe.configure({ mode: 'parallel' });
  const shop = useShop();

  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORT_NAMES) {
      test(`hydrates each route in ${language} on a ${viewport} without a single hydration complaint`, async () => {
        const baseUrl = shop.server.baseUrl;
        const [item] = await plainBaseNutrients(baseUrl, 10);
        assert.ok(item, 'base nutrients has a plain item');
        const placed = await placePickupOrder(baseUrl, item.id, { firstName: 'Hydra', lastName: 'Tion', email: 'hydra@example.ca' });
        assert.equal(placed.status, 201, await placed.clone().text());
        const { id: orderId } = (await placed.json()) as { id: string };
        const cart = storedCart({ items: { [item.id]: { item, count: 2 } }, deliveryAddress: { postal: 'B0T 1K0' } });
        const routes = [
          '/',
          '/category',
          '/category/liquid-nutrients',
          '/category/liquid-nutrients/base-nutrients',
          '/search/nutrient',
          `/item/${item.id}`,
          ...STATIC_PAGES,
          '/gift-cards/balance',
          '/members',
          '/order/cart',
          '/order/checkout',
          `/order/${orderId}`,
          '/no-such-page',
        ];
        const context = await shopperIn(shop.browser, baseUrl, language, viewport, cart);
        const page = await context.newPage();
        const complaints = hydrationComplaints(page);
        for (const route of routes) {
          const response = await page.goto(`${baseUrl}${route}`);
          assert.equal(response?.status(), route === '/no-such-page' ? 404 : 200, `${route} answers as a storefront page`);
          assert.match((await response?.text()) ?? '', /<div id="root" data-server-rendered="">/, `${route} comes rendered from the server`);
          await hydrated(page);
          assert.equal(await page.evaluate(() => (document.querySelector('#root header') as { fromServer?: boolean } | null)?.fromServer), true, `${route} (${language}, ${viewport}) kept the server's markup`);
          assert.equal(await page.locator('html').getAttribute('lang'), language);
          assert.deepEqual(complaints, [], `${route} (${language}, ${viewport}) hydrates without complaint`);
        }
        // What only the shopper's browser knows filled in after hydration: the cart's two pieces.
        await page.goto(`${baseUrl}/category/liquid-nutrients/base-nutrients`);
        await hydrated(page);
        await page.getByRole('button', { name: language === 'en-CA' ? /^Cart, 2 items/ : /^Panier, 2 articles/ }).waitFor();
        await saveScreenshot(page, `hydrated-listing-${language}`, viewport);
        await context.close();
      });
    }
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`fills in the shopper's own parts after hydration without moving anything (${viewport})`, async () => {
      const baseUrl = shop.server.baseUrl;
      const [item] = await plainBaseNutrients(baseUrl, 10);
      assert.ok(item, 'base nutrients has a plain item');
      const cart = storedCart({ items: { [item.id]: { item, count: 3 } }, deliveryAddress: { postal: 'B0T 1K0' } });
      const context = await shopperIn(shop.browser, baseUrl, 'en-CA', viewport, cart);
      // Every layout shift from the first paint on, but the header's (its web fonts arrive after its text).
      await context.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (!element?.closest('header')) shifts.push(`${entry.value.toFixed(4)} ${element?.tagName ?? '?'} ${(element?.textContent ?? '').slice(0, 40)}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      for (const [route, filledIn] of [
        ['/category/liquid-nutrients/base-nutrients', 'Shipping to B0T 1K0'],
        ['/order/cart', 'Checkout'],
        ['/members', 'Members sign in'],
      ] as const) {
        await page.goto(`${baseUrl}${route}`);
        await hydrated(page);
        await page.getByText(filledIn).first().waitFor();
        await page.getByRole('button', { name: /^Cart, 3 items/ }).waitFor();
        await page.waitForTimeout(300);
        assert.deepEqual(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), [], `${route} moves nothing as it fills in`);
      }
      await context.close();
    });
  }
});
