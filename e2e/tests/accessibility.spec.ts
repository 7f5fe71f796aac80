import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

async function assertAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  const violations = await seriousAccessibilityViolations(page);
  assert.deepEqual(violations, [], `${screen}: ${JSON.stringify(violations, null, 2)}`);
}

test.describe('the storefront is usable with a keyboard and a screen reader', () => {
  const shop = useShop();

  for (const viewport of VIEWPORT_NAMES) {
    test(`has no serious WCAG 2.1 AA violations on its screens (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      const base = shop.server.baseUrl;

      await page.goto(`${base}/`);
      await page.getByRole('heading').first().waitFor();
      await assertAccessible(page, 'home');

      await page.goto(`${base}/category/liquid-nutrients/base-nutrients`);
      await page.locator('a[href^="/item/"]').first().waitFor();
      await assertAccessible(page, 'category');

      await page.locator('a[href^="/item/"]').first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).waitFor();
      await assertAccessible(page, 'item dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /departments/i }).first().click();
      await page.getByText('All Departments').waitFor();
      await assertAccessible(page, 'departments drawer');
      await page.keyboard.press('Escape');

      await page.goto(`${base}/order/cart`);
      await page.getByRole('heading', { name: 'Cart' }).waitFor();
      await assertAccessible(page, 'cart');

      for (const path of ['/tos', '/contact', '/florist', '/shipping', '/about']) {
        const response = await page.goto(`${base}${path}`);
        assert.equal(response?.status(), 200, `${path} is a page of the shop`);
        await page.getByRole('heading').first().waitFor();
        await assertAccessible(page, path);
      }
      await context.close();
    });
  }

  test('moves focus into a drawer and back to its button, and closes the item dialog with Escape', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
    await page.locator('a[href^="/item/"]').first().waitFor();
    // Keys go to the page's handlers once its scripts are there (a click waits for that by itself).
    await settle(page);

    const menu = page.getByRole('button', { name: /departments/i }).first();
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByText('All Departments').waitFor();
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-root'))), true, 'focus is inside the drawer');
    await page.keyboard.press('Escape');
    await page.getByText('All Departments').waitFor({ state: 'hidden' });
    assert.equal(await menu.evaluate((element) => element === document.activeElement), true, 'focus is back on the menu button');

    const card = page.locator('a[href^="/item/"]').first();
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
    // The item dialog is a native <dialog> (implicit role); other dialogs are MUI's (role="dialog").
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]'))), true, 'focus is inside the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.match(new URL(page.url()).pathname, /^\/category\//);
    assert.equal(await card.evaluate((element) => element === document.activeElement), true, 'focus is back on the card');
    await context.close();
  });

  test('keeps the page behind the item dialog out of reach while it is open, and gives it back when it closes', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
    const cards = page.locator('a[href^="/item/"]');
    await cards.first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await cards.nth(5).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 0, 'the listing was scrolled');
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('a[href^="/item/"]');
      link?.focus();
      const hit = document.elementFromPoint(20, 400);
      return { focused: document.activeElement === link, hitDialog: hit?.tagName === 'DIALOG', overflow: getComputedStyle(document.documentElement).overflow };
    });
    assert.equal(behind.focused, false, 'a link behind the dialog cannot take the focus (the page is inert)');
    assert.equal(behind.hitDialog, true, 'a click beside the paper lands on the backdrop, not on the listing');
    assert.equal(behind.overflow, 'hidden', 'the page does not scroll under the dialog');
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the wheel over the backdrop does not scroll the page');

    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), true, 'Tab stays in the dialog');
    await context.close();
  });
});
