import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const DECLINED = 'Payment was declined. Try again with the same or another payment method.';
const PAY = /^Pay \$\d+\.\d\d$/;

interface ApiOrder {
  id: string;
  state: string;
  total: number;
  paymentMethod: string;
}

/** Checks a radio once the sticky header has settled (see checkout.spec.ts). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

/** Collects every Content-Security-Policy violation and script error the page reports. */
function watchForViolations(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
}

test.describe('a shopper pays by card through the sandbox provider', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  const violations: string[] = [];

  async function plainItem(): Promise<ShopItem> {
    const [item] = await plainBaseNutrients(shop.server.baseUrl, 10);
    assert.ok(item, 'base nutrients has a plain item in stock');
    return item;
  }

  /** A returning shopper with two of an item, the contact filled in and pickup chosen, on the Payment step. */
  async function atPaymentStep(viewport: ViewportName, item: ShopItem): Promise<{ context: BrowserContext; page: Page }> {
    const full = await api<ShopItem>(`/items/${item.id}`);
    const cart = storedCart({
      items: { [item.id]: { item: full, count: 2 } },
      customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100', ageCheck: true },
      shippingMethod: 'PICKUP',
      checkoutStep: 3,
    });
    const context = await returningShopper(shop.browser, viewport, cart);
    const page = await context.newPage();
    watchForViolations(page, violations);
    await page.goto(`${shop.server.baseUrl}/order/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
    await choose(page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Credit Card' }));
    return { context, page };
  }

  /** Presses 'Pay $X.YY', types the card into the sandbox frame of the card dialog and returns the dialog. */
  async function openCardDialog(page: Page, number: string): Promise<Locator> {
    await page.getByRole('button', { name: PAY }).click();
    const dialog = page.getByRole('dialog', { name: /^Pay \$\d+\.\d\d by card$/ });
    await dialog.waitFor();
    const form = page.frameLocator('iframe[title="Card details"]');
    await form.getByLabel('Card number').fill(number);
    await form.getByLabel('Expiry (MM/YY)').fill('12/39');
    await form.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: PAY }).and(page.locator(':enabled')).waitFor();
    return dialog;
  }

  async function cartInPage(page: Page): Promise<Record<string, unknown>> {
    return JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as Record<string, unknown>;
  }

  /** Waits for the receipt of a paid order and returns its id. */
  async function paidReceipt(page: Page): Promise<string> {
    await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: `Order/Invoice ${orderId} summary` }).waitFor();
    await page.getByText('Order state: PAID').waitFor();
    assert.equal((await api<ApiOrder>(`/order/${orderId}`)).state, 'PAID');
    return orderId;
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`pays with a test card and lands on the receipt of a PAID order (${viewport})`, async () => {
      const item = await plainItem();
      const { context, page } = await atPaymentStep(viewport, item);

      const holder = page.getByRole('group', { name: 'Cardholder details' });
      assert.equal(await holder.getByRole('textbox', { name: 'First Name' }).inputValue(), 'Ada', 'names come from the contact');
      assert.equal(await holder.getByRole('textbox', { name: 'Last Name' }).inputValue(), 'Lovelace');
      const country = holder.getByRole('combobox', { name: 'Choose a country' });
      assert.equal(await country.inputValue(), 'Canada');
      assert.equal(Math.round((await country.locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]').boundingBox())?.width ?? 0), 300);
      await country.click();
      const options = page.getByRole('option');
      assert.deepEqual((await options.allTextContents()).slice(0, 6), [
        'Canada (CA) +1',
        'Australia (AU) +61',
        'Germany (DE) +49',
        'France (FR) +33',
        'Japan (JP) +81',
        'United States (US) +1',
      ]);
      // The flags are our own files, drawn before the list is looked at.
      await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('[role="option"] img')).slice(0, 6).every((img) => img.complete && img.naturalWidth > 0));
      await saveScreenshot(page, 'card-country-chooser', viewport);
      await page.keyboard.press('Escape');
      const postal = holder.getByRole('textbox', { name: 'Postal/Zip Code' });
      await postal.pressSequentially('b0t 1k0');
      assert.equal(await postal.inputValue(), 'B0T 1K0');
      const total = (await page.getByRole('table', { name: 'Summary', exact: true }).getByRole('row').last().textContent())?.replace('Total', '');
      assert.equal(await page.getByRole('button', { name: PAY }).textContent(), `Pay ${total}`);
      await settle(page);
      await saveScreenshot(page, 'card-payment-step', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the payment step with Credit Card chosen');

      const dialog = await openCardDialog(page, '4242 4242 4242 4242');
      await dialog.getByText(`${total} CAD`).waitFor();
      await saveScreenshot(page, 'card-dialog', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the card dialog');
      await dialog.getByRole('button', { name: PAY }).click();

      const orderId = await paidReceipt(page);
      const receipt = page.getByRole('alert').filter({ hasText: 'Order state: PAID' });
      assert.match((await receipt.textContent()) ?? '', new RegExp(`your payment of \\${total} has been received`));
      const cart = await cartInPage(page);
      assert.deepEqual(cart.items, {});
      assert.equal(cart.lastOrderId, orderId);
      assert.equal(cart.paymentKey, null);
      await settle(page);
      await saveScreenshot(page, 'card-receipt-paid', viewport);
      await context.close();
    });

    test(`says a declined card was declined, cancels that order and puts its stock back, then pays with a new order (${viewport})`, async () => {
      const item = await plainItem();
      const { context, page } = await atPaymentStep(viewport, item);
      await page.getByRole('group', { name: 'Cardholder details' }).getByRole('textbox', { name: 'Postal/Zip Code' }).fill('B0T 1K0');

      const dialog = await openCardDialog(page, '4000 0000 0000 0002');
      const declinedOrder = String((await cartInPage(page)).lastOrderId);
      assert.equal((await api<ShopItem>(`/items/${item.id}`)).stock, item.stock - 2, 'the order holds its stock while it is paid');
      await dialog.getByRole('button', { name: PAY }).click();
      await page.getByRole('alert').filter({ hasText: DECLINED }).waitFor();
      assert.equal(await dialog.count(), 0, 'the card dialog closes');
      assert.equal((await api<ApiOrder>(`/order/${declinedOrder}`)).state, 'CANCELLED');
      assert.equal((await api<ShopItem>(`/items/${item.id}`)).stock, item.stock, 'the stock is back on the shelf');
      const cart = await cartInPage(page);
      assert.deepEqual(Object.keys(cart.items as object), [item.id], 'the cart is kept for another try');
      assert.equal(cart.submissionKey, null);
      await settle(page);
      await saveScreenshot(page, 'card-declined', viewport);

      const again = await openCardDialog(page, '4242 4242 4242 4242');
      await again.getByRole('button', { name: PAY }).click();
      const paidOrder = await paidReceipt(page);
      assert.notEqual(paidOrder, declinedOrder, 'a new order is paid');
      assert.equal((await api<ApiOrder>(`/order/${declinedOrder}`)).state, 'CANCELLED');
      await context.close();
    });
  }

  test("cancels the order when the shopper closes the card dialog: 'Request cancelled by user.'", async () => {
    const item = await plainItem();
    const { context, page } = await atPaymentStep('phone', item);
    await page.getByRole('group', { name: 'Cardholder details' }).getByRole('textbox', { name: 'Postal/Zip Code' }).fill('B0T 1K0');
    const dialog = await openCardDialog(page, '4242 4242 4242 4242');
    const abandoned = String((await cartInPage(page)).lastOrderId);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').filter({ hasText: 'Request cancelled by user.' }).waitFor();
    await page.waitForFunction(async (url) => ((await (await fetch(url)).json()) as { state: string }).state === 'CANCELLED', `/backroom/api/v1/order/${abandoned}`);
    assert.equal((await api<ShopItem>(`/items/${item.id}`)).stock, item.stock);
    await settle(page);
    await saveScreenshot(page, 'card-cancelled', 'phone');
    await context.close();
  });

  test('met no Content-Security-Policy violation on the way', () => {
    assert.deepEqual(violations, []);
  });
});
