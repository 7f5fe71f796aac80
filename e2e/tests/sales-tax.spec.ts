import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** The rows of a summary table as 'label amount' texts. */
async function rowTexts(page: Page, table: string): Promise<string[]> {
  return page.getByRole('table', { name: table, exact: true }).getByRole('row').allTextContents();
}

test.describe('sales tax follows the delivery province', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  for (const viewport of VIEWPORT_NAMES) {
    test(`charges GST and PST to British Columbia, where the demo shop is registered for PST, and the receipt keeps both lines (${viewport})`, async () => {
      const [plain] = await plainBaseNutrients(shop.server.baseUrl);
      assert.ok(plain, 'base nutrients has a plain item in stock');
      const item = await api<ShopItem>(`/items/${plain.id}`);
      const cart = storedCart({
        items: { [item.id]: { item, count: 2 } },
        customerAddress: { firstName: 'Bea', lastName: 'Columbia', email: 'bea@example.ca', phone: '604 555 0100', ageCheck: true },
        deliveryAddress: { firstName: 'Bea', lastName: 'Columbia', street: '800 Robson St', additional: '', city: 'Vancouver', province: 'BC', postal: 'V6Z 2E7' },
        shippingMethod: 'CP.RP',
        checkoutStep: 2,
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: 'Shipping Information', exact: true }).waitFor();

      const summary = page.getByRole('table', { name: 'Summary', exact: true });
      await summary.getByText('GST 5%').waitFor();
      await summary.getByText('PST 7%').waitFor();
      const summaryRows = await rowTexts(page, 'Summary');
      assert.equal(summaryRows.some((row) => row.startsWith('Tax 15%') || row.startsWith('HST')), false, 'no flat or harmonized line for BC');
      await settle(page);
      await saveScreenshot(page, 'checkout-shipping-bc-tax', viewport);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
      const options = page.getByRole('radiogroup', { name: 'Payment Options' });
      const emt = options.getByRole('radio', { name: 'Email Money Transfer (EMT)' });
      await emt.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await emt.check();
      const checkoutTotals = await rowTexts(page, 'Summary');
      await page.getByRole('button', { name: 'Submit Order', exact: true }).click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const totals = page.getByRole('table', { name: 'Totals' });
      await totals.getByText('GST 5%').waitFor();
      await totals.getByText('PST 7%').waitFor();
      const receiptRows = await totals.getByRole('row').allTextContents();
      assert.equal(receiptRows.some((row) => row.startsWith('Tax 15%')), false, 'the receipt has no flat tax line');
      const taxRow = (rows: string[], label: string) => rows.find((row) => row.startsWith(label));
      for (const label of ['GST 5%', 'PST 7%']) {
        assert.equal(taxRow(receiptRows, label), taxRow(checkoutTotals, label), `the receipt charges the ${label} the checkout showed`);
      }
      assert.equal(receiptRows.at(-1), checkoutTotals.at(-1), 'the same total');
      await settle(page);
      await saveScreenshot(page, 'receipt-gst-pst', viewport);
      await context.close();
    });
  }
});
