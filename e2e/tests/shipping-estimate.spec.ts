import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

interface Quote {
  code: string;
  name: string;
  minDays: number;
  maxDays: number;
  price: number;
  freeShippingThreshold: number | null;
}

// The default style's colours (apps/web/src/app/theme.ts): the shop's green and its rose.
const PRIMARY = 'rgb(46, 94, 58)';
const SECONDARY = 'rgb(181, 72, 93)';
const textColour = (element: Element) => getComputedStyle(element).color;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

test.describe('a shopper learns the best shipping to their postal code', () => {
  const shop = useShop();
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };

  for (const viewport of VIEWPORT_NAMES) {
    test(`sees the estimate and the free-shipping threshold once the postal code is complete (${viewport})`, async () => {
      const best = await api<Quote>('/shipping/estimate/best', { postal: 'B3H 4R2', value: 0 });
      assert.notEqual(best.freeShippingThreshold, null, 'the demo shop has a free-shipping threshold to Halifax');
      const threshold = best.freeShippingThreshold ?? 0;

      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
      const shippingButton = page.getByRole('button', { name: /^Shipping/ });
      await shippingButton.waitFor();
      assert.equal(await shippingButton.evaluate(textColour), SECONDARY, 'secondary until a postal code with a threshold is known');
      await shippingButton.click();
      const dialog = page.getByRole('dialog', { name: 'Set shipping destination' });
      await dialog.getByLabel('Postal Code').fill('b3h 4r2');
      await dialog.getByText('Best shipping to B3H 4R2:').waitFor();
      const status = (await dialog.getByRole('status').textContent()) ?? '';
      assert.ok(status.includes(best.name), status);
      assert.ok(status.includes(`${best.minDays + 1}-${best.maxDays + 3} days`), status);
      assert.ok(status.includes(`Free shipping on orders of ${dollars(threshold)} or more: add ${dollars(threshold)} more.`), status);
      await settle(page);
      await saveScreenshot(page, 'shipping-estimate', viewport);
      await dialog.getByRole('button', { name: 'Close' }).click();
      const primary = page.getByRole('button', { name: 'Shipping to B3H 4R2' });
      await primary.waitFor();
      assert.equal(await primary.evaluate(textColour), PRIMARY, 'primary once the postal code has a free-shipping threshold');
      await context.close();
    });
  }

  test('shows the estimate in the cart with what is left to spend, and a hint without a postal code', async () => {
    const items = await api<{ id: string; name: string; price: number; special: boolean; stock: number }[]>('/items/category/base-nutrients');
    const item = items.find((candidate) => !candidate.special && candidate.stock > 0 && candidate.price > 0);
    assert.ok(item, 'a plain item in stock');
    const best = await api<Quote>('/shipping/estimate/best', { postal: 'B0T1K0', cart: { items: { [item.id]: { count: 1 } } } });
    const threshold = best.freeShippingThreshold ?? 0;
    assert.ok(threshold > item.price, 'one item stays under the free-shipping threshold');

    const cart = (postal: string) => storedCart({ items: { [item.id]: { item, count: 1 } }, deliveryAddress: { postal } });
    const withoutPostal = await returningShopper(shop.browser, 'desktop', cart(''));
    const hintPage = await withoutPostal.newPage();
    await hintPage.goto(`${shop.server.baseUrl}/order/cart`);
    await hintPage.getByText('Enter valid postal code to see all available delivery options.').waitFor();
    await withoutPostal.close();

    const context = await returningShopper(shop.browser, 'desktop', cart('B0T 1K0'));
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/cart`);
    await page.getByText('Best shipping to B0T 1K0:').waitFor();
    await page.getByText(`Free shipping on orders of ${dollars(threshold)} or more: add ${dollars(threshold - item.price)} more.`).waitFor();
    await settle(page);
    await saveScreenshot(page, 'cart-shipping-estimate', 'desktop');
    await context.close();
  });
});
