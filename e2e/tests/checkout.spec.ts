import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const POSTAL_HINT = 'Enter valid postal code to see all available delivery options.';

interface ApiItem {
  id: string;
  name: string;
  price: number;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  discontinued: boolean;
  stock: number;
  categoryId: string | null;
}

/** The Next button, whatever it reads on this step. */
const nextButton = (page: Page, name: string | RegExp = 'Next') => page.getByRole('button', { name, exact: typeof name === 'string' });
/**
 * Checks a radio once the page is still: scrolling it into view may shrink or grow the sticky
 * header, which moves the page for its 150 ms transition, and a click meanwhile can land beside it.
 */
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

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

// Its server on the machine's own Node.js (docs/decisions/088).
test.describe('a shopper checks out', () => {
  const shop = useShop(undefined, { onMachineNode: true });
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  async function plainItems(): Promise<ApiItem[]> {
    const items = await api<ApiItem[]>('/items/category/base-nutrients');
    return items.filter((item) => !item.group.enabled && !item.special && !item.hidden && !item.discontinued && item.stock > 5);
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`pays by e-transfer, from an empty cart to the receipt, through every step's checks (${viewport})`, async () => {
      const [item] = await plainItems();
      assert.ok(item, 'base nutrients has a plain item in stock');
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();

      // An empty cart, then the item from its dialog, then the dialog's Checkout button.
      await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await dialog.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL('**/order/checkout');

      // Step 0: Review Order.
      await stepHeading(page, 'Review Order').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Back' }).isDisabled(), true);
      await settle(page);
      await saveScreenshot(page, 'checkout-review', viewport);
      await nextButton(page).click();

      // Step 1: Contact Information; every field is required.
      await stepHeading(page, 'Contact Information').waitFor();
      await nextButton(page).click();
      for (const message of ['First Name is required.', 'Last Name is required.', 'Email Address is required.', 'Phone Number is required.']) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'given-name', 'the first wrong field has the focus');
      await saveScreenshot(page, 'checkout-contact-errors', viewport);
      await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
      await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example');
      await page.getByRole('textbox', { name: 'Phone Number' }).fill('902 555 0100');
      await nextButton(page).click();
      await page.getByText('Email Address is not a valid e-mail address.').waitFor();
      await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.ca');
      await nextButton(page).click();

      // Step 2: Shipping Information; a method, then the delivery details.
      await stepHeading(page, 'Shipping Information').waitFor();
      await nextButton(page).click();
      await page.getByText('Choose a shipping method.').waitFor();
      const methods = page.getByRole('radiogroup', { name: 'Shipping method' });
      await choose(methods.getByRole('radio', { name: /Canada Post Regular Parcel/ }));
      assert.equal(await page.getByRole('textbox', { name: 'First name' }).inputValue(), 'Ada', 'names come from the contact');
      await nextButton(page).click();
      await page.getByText('Street is required for delivery.').waitFor();
      await page.getByText('City is required for delivery.').waitFor();
      assert.ok((await page.getByText(POSTAL_HINT).count()) >= 1);
      await saveScreenshot(page, 'checkout-shipping-errors', viewport);

      const postal = page.getByRole('textbox', { name: 'Postal Code' });
      await postal.pressSequentially('b0t 1k0');
      assert.equal(await postal.inputValue(), 'B0T 1K0');
      await methods.getByText(/^\$\d+\.\d\d · \d+-\d+ days$/).first().waitFor();
      // Local delivery reaches Liverpool: it fixes the province to Nova Scotia.
      await choose(methods.getByRole('radio', { name: /Local Delivery/ }));
      const province = page.getByRole('combobox', { name: 'Province' });
      assert.equal(await province.isDisabled(), true);
      assert.equal(await province.inputValue(), 'NS');
      await choose(methods.getByRole('radio', { name: /Canada Post Regular Parcel/ }));
      assert.equal(await province.isDisabled(), false);
      await page.getByRole('textbox', { name: 'Street' }).fill('12 Main St');
      const city = page.getByRole('combobox', { name: 'City' });
      await city.fill('Liverp');
      await page.getByRole('option', { name: 'Liverpool' }).click();
      await page.getByRole('textbox', { name: 'Delivery notes' }).fill('Leave it at the side door.');
      await page.getByRole('textbox', { name: 'Gift card message' }).fill('Happy growing!');

      // A bad code says so; a good one shows its saving.
      const code = page.getByRole('textbox', { name: 'Discount code' });
      // Enter in the field applies it too: a keypress cannot land elsewhere while the header resizes.
      await code.fill('NOSUCHCODE');
      await code.press('Enter');
      await page.getByText('Discount code NOSUCHCODE is not valid.').waitFor();
      await code.fill('welcome10');
      await settledClick(page.getByRole('button', { name: 'Apply' }));
      await page.getByText(/^Discount code WELCOME10 applied: you save \$\d+\.\d\d\.$/).waitFor();
      const summary = page.getByRole('table', { name: 'Shipping summary' });
      await summary.getByText('12 Main St').waitFor();
      await summary.getByText('Liverpool, Nova Scotia').waitFor();
      await settle(page);
      await saveScreenshot(page, 'checkout-shipping', viewport);
      await nextButton(page).click();

      // Step 3: Payment; EMT with its instructions.
      await stepHeading(page, 'Payment').waitFor();
      await nextButton(page).click();
      await page.getByText('Choose a payment option.').waitFor();
      const options = page.getByRole('radiogroup', { name: 'Payment Options' });
      assert.equal(await options.getByRole('radio', { name: /Sezzle/ }).isDisabled(), true);
      await page.getByText('Sezzle is not available at this time.').waitFor();
      await choose(options.getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
      await page.getByText('Auto-deposit is on, so you do not need a security question or passcode.').waitFor();
      const total = (await page.getByRole('table', { name: 'Summary', exact: true }).getByRole('row').last().textContent())?.replace('Total', '');
      await saveScreenshot(page, 'checkout-payment', viewport);
      await nextButton(page, 'Submit Order').click();

      // The receipt.
      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByRole('heading', { name: `Order/Invoice ${orderId} summary` }).waitFor();
      const state = page.getByText('Order state: OPEN');
      await state.waitFor();
      assert.match((await page.getByRole('alert').filter({ hasText: 'Order state' }).textContent()) ?? '', new RegExp(`e-transfer of \\${total}`));
      const items = page.getByRole('table', { name: 'Items' });
      await items.getByRole('columnheader', { name: viewport === 'phone' ? 'Qty' : 'Quantity' }).waitFor();
      await items.getByText(/^Shipping/).waitFor();
      const totals = page.getByRole('table', { name: 'Totals' });
      await totals.getByText(/^WELCOME10/).waitFor();
      assert.equal(await totals.getByRole('row').last().textContent(), `Total${total}`, 'the receipt has the total the checkout showed');
      await settle(page);
      await saveScreenshot(page, 'receipt', viewport);

      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as Record<string, unknown>;
      assert.deepEqual(cart.items, {});
      assert.equal(cart.lastOrderId, orderId);
      assert.equal(cart.checkoutStep, 0);
      assert.equal(cart.discountCode, '');
      await context.close();
    });

    test(`stops at the review step while a special-order item is in the cart (${viewport})`, async () => {
      const all = await api<ApiItem[]>('/items?limit=1000');
      const special = all.find((item) => item.special && !item.group.enabled && !item.hidden);
      assert.ok(special, 'the demo shop has a special-order item');
      const full = await api<ApiItem>(`/items/${special.id}`);
      const config = await api<{ general: { phone: string } }>('/config');
      const context = await returningShopper(shop.browser, viewport, storedCart({ items: { [special.id]: { item: full, count: 1 } } }));
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      const notice = page.getByRole('alert').filter({ hasText: 'This item is available by Special Order only' });
      await notice.waitFor();
      assert.match((await notice.textContent()) ?? '', new RegExp(config.general.phone.replace(/[()]/g, '\\$&')));
      await nextButton(page).click();
      await stepHeading(page, 'Review Order').waitFor();
      assert.equal(await notice.evaluate((element) => element === document.activeElement), true, 'the notice has the focus');
      await settle(page);
      await saveScreenshot(page, 'checkout-special-order', viewport);
      await context.close();
    });
  }

  test('says a receipt link for an order that does not exist leads nowhere', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/NOSUCHORDER`);
    await page.getByText('There is no order NOSUCHORDER. Please check the link, or call us.').waitFor();
    await context.close();
  });
});
