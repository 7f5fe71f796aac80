import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients } from '../src/demo-items.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const SCREENSHOTS = new URL('../screenshots/', import.meta.url);

/** A price as the listing shows it in English: $12.34, or a range of two. */
const PRICE = /\$\d+\.\d{2}/;

/** Whether every picture of the page that has come into view has loaded (no script runs to help it). */
async function picturesShown(page: Page): Promise<boolean> {
  const pictures = page.locator('img[src*="/api/v1/images/"]');
  const count = await pictures.count();
  assert.ok(count > 0, 'the page shows pictures');
  for (let index = 0; index < Math.min(count, 3); index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => (element as HTMLImageElement).complete, await picture.elementHandle());
    if (((await picture.evaluate((element) => (element as HTMLImageElement).naturalWidth)) ?? 0) === 0) return false;
  }
  return true;
}

test.describe('the shop without JavaScript', () => {
  const shop = useShop();

  for (const viewport of VIEWPORT_NAMES) {
    test(`shows the home, a category, a search and an item with names, prices, stock, pictures and links that work (${viewport})`, async () => {
      const baseUrl = shop.server.baseUrl;
      const [item] = await plainBaseNutrients(baseUrl, 5);
      assert.ok(item, 'base nutrients has a plain item');
      const context = await shop.browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-CA', javaScriptEnabled: false });
      // A visitor who answered the age question before (a page without scripts cannot ask it).
      await context.addCookies([{ name: 'backroom_age_ok', value: '1', url: baseUrl }]);
      const page = await context.newPage();

      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'The Back Room' }).waitFor();
      assert.equal(await page.getByText('Loading...').count(), 0);
      await page.screenshot({ path: new URL(`no-javascript-home-${viewport}.png`, SCREENSHOTS).pathname, fullPage: true });

      // Links are links: each goes to its page, which the server renders.
      await page.getByRole('link', { name: 'Shop The Back Room' }).click();
      await page.waitForURL(`${baseUrl}/category`);
      await page.getByRole('heading', { level: 1, name: 'All Departments' }).waitFor();
      await page.locator('main a[href="/category/nutrients"]').first().click();
      await page.waitForURL(`${baseUrl}/category/nutrients`);
      // A category's url is its group's and its own: /category/{group}/{id}.
      await page.locator('main a[href$="/liquid-nutrients"]').first().click();
      await page.waitForURL(/\/category\/nutrients\/liquid-nutrients$/);
      await page.getByRole('heading', { level: 1, name: 'Liquid Nutrients' }).waitFor();
      await page.locator('main a[href$="/base-nutrients"]').first().click();
      await page.waitForURL(/\/category\/liquid-nutrients\/base-nutrients$/);
      await page.getByRole('heading', { level: 1, name: 'Base Nutrients' }).waitFor();
      const cards = page.locator('main a[href^="/item/"]');
      assert.ok((await cards.count()) >= 5, 'the category lists its items');
      const card = page.locator(`main a[href="/item/${item.id}"]`);
      const cardText = (await card.textContent()) ?? '';
      assert.match(cardText, PRICE, 'a card shows its price');
      assert.match(cardText, /\d+ in stock|left in stock/, 'a card shows its stock');
      assert.ok(await picturesShown(page), 'the cards show their pictures');
      await page.screenshot({ path: new URL(`no-javascript-category-${viewport}.png`, SCREENSHOTS).pathname, fullPage: true });

      await card.click();
      await page.waitForURL(`${baseUrl}/item/${item.id}`);
      const dialog = page.locator('dialog');
      await dialog.getByText(PRICE).first().waitFor();
      assert.match((await dialog.textContent()) ?? '', /in stock/);
      const shownName = item.name.split('>').pop()?.trim() ?? item.name;
      await dialog.getByText(shownName, { exact: false }).first().waitFor();
      await page.screenshot({ path: new URL(`no-javascript-item-${viewport}.png`, SCREENSHOTS).pathname });
      // The item's trail goes back to its category.
      await dialog.locator('a[href$="/base-nutrients"]').first().click();
      await page.waitForURL(/\/category\/(liquid-nutrients\/)?base-nutrients$/);
      await page.getByRole('heading', { level: 1, name: 'Base Nutrients' }).waitFor();

      await page.goto(`${baseUrl}/search/nutrient`);
      await page.getByRole('heading', { level: 1, name: /nutrient/ }).waitFor();
      const results = page.locator('main a[href^="/item/"]');
      assert.ok((await results.count()) > 0, 'the search lists what it found');
      assert.match((await results.first().textContent()) ?? '', PRICE);
      await results.first().click();
      await page.waitForURL(/\/item\//);
      await page.locator('dialog').getByText(PRICE).first().waitFor();
      await context.close();
    });
  }

  test('lets a first visitor answer the age question without scripts, and keeps them on the page they opened', async () => {
    const baseUrl = shop.server.baseUrl;
    const context = await shop.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-CA', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/category/nutrients`);
      const gate = page.locator('dialog[aria-labelledby="age-gate-title"]');
      await gate.getByText('19 years of age or older').waitFor();
      await page.screenshot({ path: new URL('no-javascript-age-gate-phone.png', SCREENSHOTS).pathname });
      await gate.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(`${baseUrl}/category/nutrients`);
      await page.getByRole('heading', { level: 1, name: 'Nutrients' }).waitFor();
      assert.equal(await page.locator('dialog[aria-labelledby="age-gate-title"]').count(), 0, 'the gate is gone');
      const cookies = await context.cookies(baseUrl);
      assert.equal(cookies.find((cookie) => cookie.name === 'backroom_age_ok')?.value, '1', 'the answer is kept for the next visit');
      // The next page asks no more.
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'The Back Room' }).waitFor();
      assert.equal(await page.locator('dialog[aria-labelledby="age-gate-title"]').count(), 0);
    } finally {
      await context.close();
    }
  });
});
