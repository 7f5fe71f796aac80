import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { BrowserContext, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { raiseOrderLimits } from '../src/order-limits.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';

const NBSP = /[\u00a0\u202f]/g;
/** Text as compared here: French's no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(NBSP, ' ').replaceAll('\u2060', '').trim();
/** Cents from an amount as either language writes it ($12.50, 12,50 $, -$7.50, −7,50 $). */
const centsOf = (text: string) => Math.round(Number(/(\d[\d ]*[.,]\d\d)/.exec(text.replace(NBSP, ' '))![1]!.replace(/ /g, '').replace(',', '.')) * 100);

interface Words {
  locale: 'en-CA' | 'fr-CA';
  addOne: (name: string) => string;
  promotions: string;
  hints: string;
  summary: string;
  totals: string;
  cartButton: RegExp;
  drawer: string;
  next: string;
  /** The headings of the steps after the review. */
  steps: string[];
  submit: string;
  promotionRow: RegExp;
  buyHint: RegExp;
  spendHint: RegExp;
  buyLine: RegExp;
}

const ENGLISH: Words = {
  locale: 'en-CA',
  addOne: (name) => `Add one ${name}`,
  promotions: 'Promotions',
  hints: 'Promotions within reach',
  summary: 'Summary',
  totals: 'Totals',
  cartButton: /^Cart, 3 items/,
  drawer: 'Shopping cart',
  next: 'Next',
  steps: ['Contact Information', 'Shipping Information', 'Payment'],
  submit: 'Submit Order',
  promotionRow: /^Promotion: /,
  buyHint: /^Add 1 more Base Nutrients to get 1 half price$/,
  spendHint: /^Spend \$\d+\.\d\d more to get \$10 off$/,
  buyLine: /^Buy 2 Base Nutrients, get 1 half price: −\$\d+\.\d\d$/,
};

const FRENCH: Words = {
  locale: 'fr-CA',
  addOne: (name) => `Ajouter un ${name}`,
  promotions: 'Promotions',
  hints: 'Promotions à portée de main',
  summary: 'Sommaire',
  totals: 'Totaux',
  cartButton: /^Panier, 3 articles/,
  drawer: "Panier d'achat",
  next: 'Suivant',
  steps: ['Coordonnées', 'Informations de livraison', 'Paiement'],
  submit: 'Passer la commande',
  promotionRow: /^Promotion : /,
  buyHint: /^Ajoutez encore 1 Base Nutrients pour en obtenir 1 à moitié prix$/,
  spendHint: /^Dépensez encore \d+,\d\d \$ pour obtenir 10 \$ de rabais$/,
  buyLine: /^Achetez 2 Base Nutrients, obtenez-en 1 à moitié prix : −\d+,\d\d \$$/,
};

/** An item's name as shoppers read it: the last part of 'Brand>Line>Name'. */
const shownName = (name: string) => name.split('>').pop()!.trim();

test.describe('automatic promotions, from the back office to the receipt', () => {
  const shop = useShop();
  const email = 'promoter@example.ca';
  const password = 'a long promotions password';
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  let item: ShopItem;
  /** The spend threshold staff set, in whole dollars: three of the item reach it, two do not. */
  let threshold = 0;

  async function staffPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
    const context = await returningShopper(shop.browser, viewport);
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/promotions`, email, password);
    await page.getByRole('heading', { name: 'Promotions' }).first().waitFor();
    return { context, page };
  }

  test('has staff create a buy 2 get 1 half price on a category and a spend threshold, with the summary as they type', async () => {
    await addStaffAccount(shop.server, email, 'staff', password);
    // One shopper on this machine's one address places four orders here.
    await raiseOrderLimits(shop.server.baseUrl, email, password);
    const items = (await plainBaseNutrients(shop.server.baseUrl, 10)).filter((each) => each.price >= 1000 && each.price <= 5000);
    assert.ok(items[0], 'base nutrients has a plain item from $10 to $50');
    item = items[0];
    threshold = Math.floor((item.price * 3) / 100);
    const { context, page } = await staffPage('desktop');

    await page.getByRole('button', { name: 'New promotion' }).click();
    let form = page.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Name').fill('Nutrient week');
    await form.getByRole('combobox', { name: 'Buy', exact: true }).fill('Base Nut');
    await page.getByRole('option', { name: 'Base Nutrients' }).click();
    await form.getByRole('checkbox', { name: /^Combines with other promotions/ }).check();
    await form.getByLabel('Ends (Halifax time)').fill('2099-05-31T23:59');
    assert.equal(plain(await form.getByRole('status', { name: 'Summary' }).textContent()), 'Buy 2 Base Nutrients, get 1 half price, until May 31');
    await settle(page);
    await saveScreenshot(page, 'promotions-admin-new', 'desktop');
    await form.getByRole('button', { name: 'Save promotion' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New promotion' }).click();
    form = page.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Name').fill('Ten off');
    await form.getByLabel('Kind', { exact: true }).click();
    await page.getByRole('option', { name: 'Spend threshold' }).click();
    await form.getByLabel('Spend at least (dollars)').fill(String(threshold));
    await form.getByLabel('Reward', { exact: true }).click();
    await page.getByRole('option', { name: 'Dollars off' }).click();
    await form.getByLabel('Dollars', { exact: true }).fill('10');
    await form.getByLabel('Limit of uses').fill('100');
    await form.getByRole('checkbox', { name: /^Combines with other promotions/ }).check();
    assert.equal(plain(await form.getByRole('status', { name: 'Summary' }).textContent()), `$10 off orders of $${threshold} or more`);
    await form.getByRole('button', { name: 'Save promotion' }).click();
    await form.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Promotions' });
    await table.getByText('Ten off').waitFor();
    const rows = await table.getByRole('row').allTextContents();
    assert.ok(rows.some((row) => row.includes('Nutrient week') && row.includes('Buy 2 Base Nutrients, get 1 half price, until May 31') && row.includes('Active')));
    assert.ok(rows.some((row) => row.includes('Ten off') && row.includes(`$10 off orders of $${threshold} or more`) && row.includes('0 of 100')));
    await settle(page);
    await saveScreenshot(page, 'promotions-admin', 'desktop');
    await context.close();

    const phone = await staffPage('phone');
    await phone.page.getByRole('table', { name: 'Promotions' }).getByText('Ten off').waitFor();
    await settle(phone.page);
    assert.deepEqual(await sidewaysOverflow(phone.page), [], 'the list fits 390 px');
    await saveScreenshot(phone.page, 'promotions-admin', 'phone');
    await phone.page.getByRole('button', { name: 'Edit Nutrient week' }).click();
    await phone.page.getByRole('form', { name: 'Edit promotion Nutrient week' }).waitFor();
    await settle(phone.page);
    assert.deepEqual(await sidewaysOverflow(phone.page), [], 'the form fits 390 px');
    await saveScreenshot(phone.page, 'promotions-admin-edit', 'phone');
    await phone.context.close();

    const active = await api<{ promotions: { name: string }[] }>('/promotions/active');
    assert.deepEqual(active.promotions.map((promotion) => promotion.name).sort(), ['Nutrient week', 'Ten off']);
  });

  const runs: [ViewportName, Words][] = [
    ['desktop', ENGLISH],
    ['phone', ENGLISH],
    ['desktop', FRENCH],
    ['phone', FRENCH],
  ];
  for (const [viewport, words] of runs) {
    test(`shows a shopper the hint, then the promotion lines in the cart, at checkout and on the receipt, to the cent (${words.locale}, ${VIEWPORTS[viewport].width} px)`, async () => {
      const full = await api<ShopItem>(`/items/${item.id}`);
      const name = shownName(full.name);
      const cart = storedCart({
        items: { [item.id]: { item: full, count: 2 } },
        customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${viewport}-${words.locale}@example.ca`, phone: '902 555 0142', ageCheck: true, tosCheck: true, privacyCheck: true },
        shippingMethod: 'PICKUP',
        paymentMethod: 'emt',
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      if (words.locale === 'fr-CA') await context.addInitScript(() => window.localStorage.setItem('backroom.locale', 'fr-CA'));
      const page = await context.newPage();
      const tag = `${words.locale === 'fr-CA' ? '-fr' : ''}`;

      // Two in the cart: one more would qualify for both promotions.
      await page.goto(`${shop.server.baseUrl}/order/cart`);
      const hints = page.getByRole('list', { name: words.hints });
      await hints.waitFor();
      const hintTexts = (await hints.getByRole('listitem').allTextContents()).map(plain);
      assert.ok(hintTexts.some((text) => words.buyHint.test(text)), `a buy hint among ${hintTexts.join(' | ')}`);
      assert.ok(hintTexts.some((text) => words.spendHint.test(text)), `a spend hint among ${hintTexts.join(' | ')}`);
      assert.equal(await page.getByRole('list', { name: words.promotions, exact: true }).count(), 0);
      await settle(page);
      await saveScreenshot(page, `promotions-cart-hint${tag}`, viewport);

      // The third: both promotions apply.
      await page.getByRole('button', { name: words.addOne(name) }).click();
      const lines = page.getByRole('list', { name: words.promotions, exact: true });
      await lines.waitFor();
      const lineTexts = (await lines.getByRole('listitem').allTextContents()).map(plain);
      assert.equal(lineTexts.length, 2, lineTexts.join(' | '));
      assert.ok(words.buyLine.test(lineTexts.find((text) => text.includes('Base Nutrients'))!), lineTexts.join(' | '));
      const halfOff = centsOf(lineTexts.find((text) => text.includes('Base Nutrients'))!);
      assert.ok(Math.abs(halfOff - item.price / 2) <= 0.5, `half of ${item.price} is ${halfOff}`);
      await settle(page);
      assert.deepEqual(await sidewaysOverflow(page), []);
      await saveScreenshot(page, `promotions-cart${tag}`, viewport);

      // The drawer (from any page but the cart's) says the same.
      await page.goto(`${shop.server.baseUrl}/`);
      await page.getByRole('button', { name: words.cartButton }).click();
      const drawer = page.getByRole('region', { name: words.drawer });
      const drawerLines = drawer.getByRole('list', { name: words.promotions, exact: true });
      await drawerLines.waitFor();
      assert.deepEqual((await drawerLines.getByRole('listitem').allTextContents()).map(plain), lineTexts);
      await settle(page);
      await saveScreenshot(page, `promotions-cart-drawer${tag}`, viewport);

      // Checkout: the same lines in the summary, at the review and on the last step.
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      const summary = page.getByRole('table', { name: words.summary, exact: true });
      await summary.getByText(words.promotionRow).first().waitFor();
      const summaryRows = (await summary.getByRole('row').allTextContents()).map(plain);
      assert.equal(summaryRows.filter((row) => words.promotionRow.test(row)).length, 2, summaryRows.join(' | '));
      await page.getByRole('list', { name: words.promotions, exact: true }).waitFor();
      await settle(page);
      await saveScreenshot(page, `promotions-checkout-review${tag}`, viewport);
      for (const heading of words.steps) {
        await page.getByRole('button', { name: words.next, exact: true }).click();
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      }
      const submit = page.getByRole('button', { name: words.submit, exact: true });
      await submit.waitFor();
      const shownTotal = centsOf(plain(await summary.getByRole('row').last().textContent()));
      const rows = (await summary.getByRole('row').allTextContents()).map(plain);
      const subtotal = centsOf(rows[0]!);
      assert.equal(subtotal, item.price * 3);
      const promotionTotal = rows.filter((row) => words.promotionRow.test(row)).reduce((sum, row) => sum + centsOf(row), 0);
      assert.equal(promotionTotal, halfOff + 1000);
      await settle(page);
      await saveScreenshot(page, `promotions-checkout-payment${tag}`, viewport);
      await submit.click();

      // The receipt: the same lines, and the total the server charged, to the cent.
      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/).catch(async (error: unknown) => {
        throw new Error(`no receipt: ${await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lastError?: string }).lastError ?? '')}`, { cause: error });
      });
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const totals = page.getByRole('table', { name: words.totals });
      await totals.getByText(words.promotionRow).first().waitFor();
      const receiptRows = (await totals.getByRole('row').allTextContents()).map(plain);
      assert.equal(receiptRows.filter((row) => words.promotionRow.test(row)).length, 2, receiptRows.join(' | '));
      const order = await api<{ total: number; subtotal: number; promotionAmount?: number; promotions?: { amount: number }[] }>(`/order/${orderId}`);
      assert.equal(order.total, shownTotal, 'the server charged the total the checkout showed');
      assert.equal(centsOf(receiptRows.at(-1)!), order.total, 'the receipt shows the server’s total');
      assert.equal(order.promotionAmount, promotionTotal);
      assert.deepEqual(order.promotions?.map((promotion) => promotion.amount).sort((a, b) => a - b), [halfOff, 1000].sort((a, b) => a - b));
      await settle(page);
      assert.deepEqual(await sidewaysOverflow(page), []);
      await saveScreenshot(page, `promotions-receipt${tag}`, viewport);
      await context.close();
    });
  }

  test('counts each order as one use of the spend threshold', async () => {
    const { context, page } = await staffPage('desktop');
    const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: 'Ten off' });
    await row.getByText('4 of 100').waitFor();
    await context.close();
  });
});
