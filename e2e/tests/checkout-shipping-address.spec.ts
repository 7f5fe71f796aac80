import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const NOT_CANADIAN = 'Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.';
const TO_BE_CALCULATED = 'To be calculated';

/** Checks a radio once the sticky header has settled (see checkout.spec.ts). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

/** Clicks once the page has stopped moving: the sticky header resizes for 150 ms after a scroll. */
async function settledClick(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForTimeout(300);
  await target.click();
}

/** A screenshot of the whole page from its top: scrolled, the sticky header would sit across the middle of it. */
async function saveWholePage(page: Page, screen: string, viewport: ViewportName): Promise<void> {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await saveScreenshot(page, screen, viewport);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const summary = (page: Page) => page.getByRole('table', { name: 'Summary', exact: true });

/** The checkout summary's rows as [label, value] pairs, e.g. ['Total', '$34.19']. */
async function summaryRows(page: Page): Promise<Array<[string, string]>> {
  return summary(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? '') as [string, string]));
}

/** '$1,234.56' or '-$5.00' in cents. */
function cents(amount: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d\d)$/.exec(amount.trim());
  assert.ok(match, `an amount: ${amount}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
}

const valueOf = (rows: Array<[string, string]>, label: RegExp) => rows.find(([name]) => label.test(name))?.[1];

test.describe('a shopper is never asked for an amount without its shipping', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  for (const viewport of VIEWPORT_NAMES) {
    test(`stops 123 456 at the Shipping step, then shows the receipt's total on every step once shipping is priced (${viewport})`, async () => {
      const [plain] = await plainBaseNutrients(shop.server.baseUrl);
      assert.ok(plain, 'base nutrients has a plain item in stock');
      const item = await api<ShopItem>(`/items/${plain.id}`);
      const cart = storedCart({
        items: { [item.id]: { item, count: 2 } },
        customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100', ageCheck: true },
        deliveryAddress: { firstName: 'Ada', lastName: 'Lovelace', street: '12 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: '' },
        checkoutStep: 0,
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);

      // Before a method is chosen the summary has no total to show.
      await stepHeading(page, 'Review Order').waitFor();
      assert.equal(valueOf(await summaryRows(page), /^Total$/), TO_BE_CALCULATED, 'no total on the review step without shipping');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 'Contact Information').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 'Shipping Information').waitFor();

      // A postal code of six characters that is not Canadian: told beside the field, and Next stays.
      const methods = page.getByRole('radiogroup', { name: 'Shipping method' });
      await choose(methods.getByRole('radio', { name: /Canada Post Regular Parcel/ }));
      const postal = page.getByRole('textbox', { name: 'Postal Code' });
      await postal.pressSequentially('123 456');
      await page.getByText(NOT_CANADIAN, { exact: true }).waitFor();
      assert.equal(await postal.getAttribute('aria-invalid'), 'true');
      await settledClick(page.getByRole('button', { name: 'Next', exact: true }));
      await page.waitForTimeout(300);
      assert.equal(await stepHeading(page, 'Shipping Information').count(), 1, 'still on the Shipping step');
      assert.equal(await page.getByText(NOT_CANADIAN, { exact: true }).isVisible(), true, 'the reason is on screen');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'shipping postal-code', 'the postal code has the focus');
      const refusedRows = await summaryRows(page);
      assert.equal(valueOf(refusedRows, /^Shipping/), TO_BE_CALCULATED);
      assert.equal(valueOf(refusedRows, /^Total$/), TO_BE_CALCULATED, 'no total without shipping');
      assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the refused Shipping step');
      await saveWholePage(page, 'checkout-shipping-postal-not-canadian', viewport);

      // A Liverpool postal code: Regular Parcel is priced for the address, and the total includes it.
      await postal.fill('');
      await postal.pressSequentially('b0t 1k0');
      await summary(page).getByRole('row').filter({ hasText: /^Shipping \(Canada Post Regular Parcel\)\$\d/ }).waitFor();
      await summary(page).getByRole('row').filter({ hasText: /^Total\$\d/ }).waitFor();
      const shippingRows = await summaryRows(page);
      const shipping = cents(valueOf(shippingRows, /^Shipping/)!);
      assert.ok(shipping > 0, 'Regular Parcel costs something to Liverpool for two items');
      const total = cents(valueOf(shippingRows, /^Total$/)!);
      const [subtotal, discount] = [cents(valueOf(shippingRows, /^Subtotal$/)!), cents(valueOf(shippingRows, /^Discount/)!)];
      const taxes = shippingRows.filter(([label]) => !/^(Subtotal|Discount|Shipping|Total)/.test(label)).map(([, value]) => cents(value));
      assert.ok(taxes.length > 0, 'a tax line');
      assert.equal(total, subtotal - Math.abs(discount) + shipping + taxes.reduce((sum, tax) => sum + tax, 0), 'the total adds up, shipping included');
      await saveWholePage(page, 'checkout-shipping-address-priced', viewport);

      await settledClick(page.getByRole('button', { name: 'Next', exact: true }));
      await stepHeading(page, 'Payment').waitFor();
      assert.deepEqual(await summaryRows(page), shippingRows, 'the Payment step shows the summary the Shipping step showed');
      const totalText = valueOf(shippingRows, /^Total$/)!;
      const options = page.getByRole('radiogroup', { name: 'Payment Options' });
      await choose(options.getByRole('radio', { name: 'Credit Card' }));
      await page.getByRole('button', { name: `Pay ${totalText}`, exact: true }).waitFor();
      await choose(options.getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
      const instructions = page.getByRole('alert').filter({ hasText: 'Paying by Email Money Transfer' });
      assert.match((await instructions.textContent()) ?? '', new RegExp(`e-Transfer of \\${totalText} to`), 'the e-transfer asks for the total with shipping');
      assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the Payment step with its total');
      await saveWholePage(page, 'checkout-payment-total-with-shipping', viewport);
      await settledClick(page.getByRole('button', { name: 'Submit Order', exact: true }));

      // The receipt asks for the very amounts the checkout showed.
      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const totals = page.getByRole('table', { name: 'Totals' });
      await totals.getByRole('row').last().waitFor();
      assert.equal(await totals.getByRole('row').last().textContent(), `Total${totalText}`, 'the receipt has the total the checkout showed');
      const shippingLine = page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: /^Shipping/ });
      assert.match((await shippingLine.textContent()) ?? '', new RegExp(`\\${valueOf(shippingRows, /^Shipping/)}$`), 'the receipt charges the shipping shown');
      assert.match((await page.getByRole('alert').filter({ hasText: 'Order state' }).textContent()) ?? '', new RegExp(`e-transfer of \\${totalText}`));
      await context.close();
    });
  }
});
