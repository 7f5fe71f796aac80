import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { placePickupOrder } from '../src/place-order.js';
import { settle, storedCart } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const LANGUAGES = ['en-CA', 'fr-CA'] as const;
type Language = (typeof LANGUAGES)[number];
const CATEGORY_PATH = '/category/liquid-nutrients/base-nutrients';
const EMAIL = 'sales@example.ca';
const PASSWORD = 'a long staff password';
/** Far enough ahead that the sales are on through the whole run; Halifax time as the fields take it. */
const SALE_ENDS = '2030-12-31T23:00';
const CATEGORY_PERCENT = 20;

/** What a price says to screen readers, in each language. */
const SALE_WORDS: Record<Language, RegExp> = {
  'en-CA': /^Regular price \$[\d,.]+, sale price \$[\d,.]+$/,
  'fr-CA': /^Prix régulier [\d\s,]+\s\$, prix soldé [\d\s,]+\s\$$/,
};
const CART_BUTTON: Record<Language, RegExp> = { 'en-CA': /^Cart, \d+ items?/, 'fr-CA': /^Panier, \d+ articles?/ };
const CART_REGION: Record<Language, string> = { 'en-CA': 'Shopping cart', 'fr-CA': "Panier d'achat" };
const SALE_BADGE: Record<Language, string> = { 'en-CA': 'Sale', 'fr-CA': 'Solde' };

/** A price as the language writes it: "$18.99", "18,99 $". */
const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'CAD' }).format(cents / 100).replace('CA', '').replace(/\s/g, '\u00a0');

/** The digits of a price, however the language spaces and signs it ("18.99" / "18,99"). */
const digits = (cents: number, language: Language) => (cents / 100).toFixed(2).replace('.', language === 'fr-CA' ? ',' : '.');

/** A returning shopper in `language`, past the age gate, the language kept as the EN/FR switch keeps it. */
async function shopperIn(baseUrl: string, browser: Browser, viewport: ViewportName, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: language });
  await context.addCookies([
    { name: 'backroom_age_ok', value: '1', url: baseUrl },
    { name: 'backroom_lang', value: language, url: baseUrl },
  ]);
  await context.addInitScript(
    ([cart, locale]) => {
      if (!window.localStorage.getItem('cart')) window.localStorage.setItem('cart', cart);
      window.localStorage.setItem('backroom.locale', locale);
    },
    [storedCart(), language] as const,
  );
  return context;
}

/** The struck regular price and the words of a price on sale inside `scope`. */
async function assertStruck(scope: Locator, regularCents: number, language: Language, what: string): Promise<void> {
  const struck = scope.locator('s').first();
  await struck.waitFor({ state: 'attached' });
  assert.ok((await struck.textContent())?.includes(digits(regularCents, language)), `${what}: the regular price ${regularCents} is struck through`);
  const words = (await scope.locator('span[style*="clip"]').first().textContent()) ?? '';
  assert.match(words, SALE_WORDS[language], `${what}: the sale in words`);
}

/** A screenshot of the whole page from its top (scrolled, the sticky header would cross it). */
async function screenshotFromTop(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await saveScreenshot(page, name, viewport);
}

test.describe('sale prices on a schedule', () => {
  const shop = useShop();
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, init)).json()) as T;
  /** The item put on sale from its editor: the dearest plain base nutrient, so its sale price is below every other's. */
  let onSale: ShopItem;
  /** Its sale price, in cents. */
  let salePrice: number;
  /** Another base nutrient, 20 % off with its category. */
  let byCategory: ShopItem;

  test('staff put a category on sale from the Sales screen and an item from its editor, both in Halifax time', async () => {
    const plain = (await plainBaseNutrients(shop.server.baseUrl, 10)).sort((a, b) => b.price - a.price);
    assert.ok(plain.length >= 2, 'base nutrients has two plain items');
    onSale = plain[0]!;
    byCategory = plain[1]!;
    const cheapest = Math.min(...plain.map((item) => item.price));
    // Below every other base nutrient, and below what the category's 20 % gives it (the lowest price wins).
    salePrice = Math.max(1, Math.min(cheapest - 100, Math.floor((onSale.price * (100 - CATEGORY_PERCENT)) / 100) - 1));
    await addStaffAccount(shop.server, EMAIL, 'staff', PASSWORD);

    const context = await shop.browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-CA' });
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/sales`, EMAIL, PASSWORD);
    await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();
    await page.getByText('Nothing is on sale now.').waitFor();

    // The Sales screen: 20 % off Base Nutrients until the end of 2030.
    const form = page.getByRole('form', { name: 'New sale' });
    await chooseOption(form.getByRole('combobox', { name: 'Category', exact: true }), 'Base Nutrients', { exact: true });
    await form.getByLabel('Percent off').fill(String(CATEGORY_PERCENT));
    await form.getByLabel('Ends (Halifax time)').fill(SALE_ENDS);
    await form.getByLabel('Name (optional)').fill('Spring feeding');
    await form.getByRole('button', { name: 'Save sale' }).click();
    const now = page.getByRole('table', { name: 'On sale now' });
    const categoryRow = now.getByRole('row').filter({ hasText: 'Category: Base Nutrients' });
    await categoryRow.waitFor();
    assert.match((await categoryRow.textContent()) ?? '', /20% off.*Tue, Dec 31, 2030, 23:00.*Spring feeding/);

    // The item's editor: a sale price of its own, until the same end.
    await page.goto(`${shop.server.baseUrl}/admin/items/${encodeURIComponent(onSale.id)}`);
    const section = page.getByRole('region', { name: 'Sale price' });
    await section.getByText(/On sale now: .+ instead of .+ \(Halifax time\)/).waitFor();
    const itemForm = section.getByRole('form', { name: 'New sale price' });
    await itemForm.getByLabel('Sale price ($)').fill((salePrice / 100).toFixed(2));
    await itemForm.getByLabel('Ends (Halifax time)').fill(SALE_ENDS);
    await itemForm.getByRole('button', { name: 'Put on sale' }).click();
    await section.getByText(`On sale now: ${money(salePrice, 'en-CA')} instead of ${money(onSale.price, 'en-CA')}`, { exact: false }).waitFor();
    await section.getByRole('list', { name: 'Sales on this item' }).getByText(`${money(salePrice, 'en-CA')}, on now`).waitFor();
    await saveScreenshot(page, 'admin-item-sale', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-item-sale');

    // Both are on now on the Sales screen, at a desk and on a phone.
    await page.getByRole('tab', { name: 'Sales' }).click();
    await now.getByRole('row').filter({ hasText: onSale.name }).waitFor();
    await saveScreenshot(page, 'admin-sales', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-sales');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await now.getByRole('row').filter({ hasText: onSale.name }).waitFor();
    await saveScreenshot(page, 'admin-sales', 'phone');
    assert.deepEqual(await sidewaysOverflow(page), [], 'admin-sales on a phone');
    await page.goto(`${shop.server.baseUrl}/admin/items/${encodeURIComponent(onSale.id)}`);
    await page.getByRole('region', { name: 'Sale price' }).getByRole('list', { name: 'Sales on this item' }).waitFor();
    await saveScreenshot(page, 'admin-item-sale', 'phone');
    assert.deepEqual(await sidewaysOverflow(page), [], 'admin-item-sale on a phone');
    await context.close();

    // The shop's answers: the price in effect, the regular price beside it.
    const answered = await api<ShopItem & { regularPrice: number | null }>(`/items/${encodeURIComponent(onSale.id)}`);
    assert.equal(answered.price, salePrice);
    assert.equal(answered.regularPrice, onSale.price);
    const other = await api<ShopItem & { regularPrice: number | null }>(`/items/${encodeURIComponent(byCategory.id)}`);
    assert.equal(other.regularPrice, byCategory.price);
    assert.equal(other.price, Math.floor((byCategory.price * (100 - CATEGORY_PERCENT) + 50) / 100));
  });

  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORT_NAMES) {
      test(`a shopper sees the regular price struck through on cards, the dialog, the cart, checkout and the receipt (${language}, ${viewport})`, async () => {
        const name = `sale-${language === 'en-CA' ? 'en' : 'fr'}`;
        const context = await shopperIn(shop.server.baseUrl, shop.browser, viewport, language);
        const page = await context.newPage();
        const complaints: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) complaints.push(message.text());
        });

        // The item's page straight from the server: the struck price is in its first view, before any script runs.
        const itemPage = await fetch(`${shop.server.baseUrl}/item/${encodeURIComponent(onSale.id)}`, {
          headers: { cookie: `backroom_age_ok=1; backroom_lang=${language}`, 'accept-language': language },
        });
        const html = await itemPage.text();
        assert.ok(html.includes(`<s>${money(onSale.price, language)}</s>`), `the server renders the struck price in the first view (${money(onSale.price, language)})`);

        // The listing.
        await page.goto(`${shop.server.baseUrl}${CATEGORY_PATH}`);
        await settle(page);
        const card = page.getByTestId('item-card').filter({ has: page.getByRole('heading', { name: onSale.name.split('>').pop()!.trim(), exact: true }) });
        await assertStruck(card, onSale.price, language, 'the card');
        await card.getByText(SALE_BADGE[language], { exact: true }).waitFor();
        const categoryCard = page.getByTestId('item-card').filter({ has: page.getByRole('heading', { name: byCategory.name.split('>').pop()!.trim(), exact: true }) });
        await assertStruck(categoryCard, byCategory.price, language, 'a card 20 % off with its category');
        await card.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `${name}-cards`, viewport, { onScreen: true });

        // The dialog.
        await card.getByRole('link').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('.item-price').waitFor();
        await assertStruck(dialog.locator('.item-price'), onSale.price, language, 'the dialog');
        await settle(page);
        await saveScreenshot(page, `${name}-dialog`, viewport);
        await dialog.locator('.item-actions button').first().waitFor();
        await dialog.getByRole('button', { name: language === 'en-CA' ? 'Add to Cart' : 'Ajouter au panier', exact: true }).click();
        await page.getByRole('alert').first().waitFor();

        // The cart drawer, then the cart page.
        await page.goBack();
        await page.getByRole('button', { name: CART_BUTTON[language] }).click();
        const drawer = page.getByRole('region', { name: CART_REGION[language] });
        await drawer.waitFor();
        await assertStruck(drawer.getByRole('listitem').first(), onSale.price, language, 'the cart drawer');
        await page.waitForTimeout(400);
        await saveScreenshot(page, `${name}-cart-drawer`, viewport);
        await page.goto(`${shop.server.baseUrl}/order/cart`);
        await settle(page);
        await assertStruck(page.locator('main li').first(), onSale.price, language, 'the cart page');
        await screenshotFromTop(page, `${name}-cart`, viewport);

        // Checkout's summary.
        await page.goto(`${shop.server.baseUrl}/order/checkout`);
        await settle(page);
        const summary = page.getByRole('complementary');
        await assertStruck(summary.getByRole('table').first(), onSale.price, language, 'the checkout summary');
        await screenshotFromTop(page, `${name}-checkout`, viewport);

        // The receipt of an order of it: the server charged the sale price and kept the regular one.
        const placed = await placePickupOrder(shop.server.baseUrl, onSale.id, { firstName: 'Sally', lastName: 'Sale', email: 'sally@example.ca' });
        assert.equal(placed.status, 201, await placed.clone().text());
        const { id } = (await placed.json()) as { id: string };
        const order = await api<{ id: string; subtotal: number; items: { item: { id: string | null; price: number; regularPrice: number } }[] }>(`/order/${id}`);
        assert.equal(order.subtotal, salePrice, 'the order is charged the sale price');
        const goods = order.items.filter((line) => line.item.id !== null);
        assert.deepEqual(goods.map((line) => [line.item.price, line.item.regularPrice]), [[salePrice, onSale.price]], 'the order keeps both prices');
        await page.goto(`${shop.server.baseUrl}/order/${order.id}`);
        await settle(page);
        const receiptLine = page.getByRole('table', { name: language === 'en-CA' ? 'Items' : 'Articles' }).getByRole('row').nth(1);
        await assertStruck(receiptLine, onSale.price, language, 'the receipt');
        await screenshotFromTop(page, `${name}-receipt`, viewport);

        assert.deepEqual(complaints, [], 'no hydration trouble');
        assert.deepEqual(await sidewaysOverflow(page), [], 'the receipt fits');
        await context.close();
      });
    }
  }

  test('sorts and filters by the price in effect: a variant on sale comes first, a cheap filter finds the item on sale', async () => {
    // The price filter: under the sale price plus a cent, the item on sale is there, its regular price would not be.
    const filtered = await api<ShopItem[]>(`/items/category/base-nutrients?maxPrice=${salePrice}`);
    assert.ok(filtered.some((item) => item.id === onSale.id), 'the item on sale is under its sale price');

    // A group's variants, cheapest first: the dearest one put on sale below the cheapest comes first.
    const heads = (await api<ShopItem[]>('/items?limit=1000')).filter((item) => item.group.enabled && !item.hidden && !item.special);
    let head: ShopItem | undefined;
    let variants: ShopItem[] = [];
    for (const candidate of heads) {
      variants = await api<ShopItem[]>(`/items/${encodeURIComponent(candidate.id)}/variants`);
      if (variants.length >= 2 && variants[0]!.price > 1 && variants.at(-1)!.price > variants[0]!.price) {
        head = candidate;
        break;
      }
    }
    assert.ok(head, 'the demo shop has a group with variants at different prices');
    const dearest = variants.at(-1)!;
    const headers = { 'content-type': 'application/json', ...(await staffAuthorization(shop.server, EMAIL, PASSWORD)) };
    const created = await fetch(`${shop.server.baseUrl}/backroom/api/v1/sales`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ scope: 'item', itemId: dearest.id, salePrice: variants[0]!.price - 1, endsAt: SALE_ENDS }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const sale = (await created.json()) as { id: string };
    try {
      const sorted = await api<ShopItem[]>(`/items/${encodeURIComponent(head.id)}/variants`);
      assert.equal(sorted[0]?.id, dearest.id, 'the variant on sale is the cheapest now');

      const context = await shopperIn(shop.server.baseUrl, shop.browser, 'desktop', 'en-CA');
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/item/${encodeURIComponent(head.id)}`);
      await settle(page);
      const options = page.getByRole('dialog').getByRole('combobox').locator('option');
      await options.nth(1).waitFor({ state: 'attached' });
      assert.match((await options.nth(1).textContent()) ?? '', /\(was \$[\d,.]+\)/, 'the first variant offered is the one on sale');
      await context.close();
    } finally {
      await fetch(`${shop.server.baseUrl}/backroom/api/v1/sales/${sale.id}/end`, { method: 'POST', headers, body: '{}' });
    }
  });
});
