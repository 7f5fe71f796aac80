import type { Browser, BrowserContext, Page } from '@playwright/test';
import { VIEWPORTS, type ViewportName } from './browser.js';
import { networkQuiet } from './quiet-network.js';

/** A cart as a returning shopper has it in local storage: past the age gate, maybe with items. */
export function storedCart(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ customerAddress: { ageCheck: true }, ...extra });
}

/** A browser context whose shopper has passed the age gate before (cart in local storage). */
export async function returningShopper(browser: Browser, viewport: ViewportName, cart = storedCart()): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-CA' });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('cart')) window.localStorage.setItem('cart', value);
  }, cart);
  return context;
}

/**
 * Waits until the page has no request in flight, its scripts have taken over the server's markup
 * (they are asked for once the first view has loaded; keys pressed before then reach no handler,
 * docs/decisions/028) and what moves on screen (a dialog fading in) has come to rest.
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.locator('#root:not([data-server-rendered])').waitFor({ state: 'attached' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A returning shopper's members page at `viewport`, in French when `locale` is fr-CA (the
 * language kept in local storage, as the EN/FR switch keeps it).
 */
export async function membersPageOf(browser: Browser, baseUrl: string, viewport: ViewportName, locale: 'en-CA' | 'fr-CA'): Promise<Page> {
  const context = await returningShopper(browser, viewport);
  if (locale === 'fr-CA') await context.addInitScript(() => window.localStorage.setItem('backroom.locale', 'fr-CA'));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/members`);
  await settle(page);
  return page;
}

/**
 * A browser context of a shopper past the age gate who reads the shop in `language`: the cookies
 * that tell the server so (its first view comes in that language), at `viewport`.
 */
export async function shopperContextIn(browser: Browser, baseUrl: string, language: 'en-CA' | 'fr-CA', viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: language });
  await context.addCookies([
    { name: 'backroom_age_ok', value: '1', url: baseUrl },
    { name: 'backroom_lang', value: language, url: baseUrl },
  ]);
  return context;
}
