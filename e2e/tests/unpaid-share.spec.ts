import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { saveScreenshot, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount, staffAuthorization } from '../src/staff-account.js';

/** The checkout's words in each language the journey runs in (the storefront's catalogues). */
const WORDS = {
  en: {
    next: 'Next',
    back: 'Back',
    submit: 'Submit Order',
    review: 'Review Order',
    payment: 'Payment',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    methods: 'Shipping method',
    options: 'Payment Options',
    emt: 'Email Money Transfer (EMT)',
    removeOne: (name: string) => `Remove one ${name}`,
    // The server's own message, shown as it is on an English page.
    refusal: (name: string, left: number) => new RegExp(`you can order at most ${left} more of '${escaped(name)}'`),
  },
  fr: {
    next: 'Suivant',
    back: 'Retour',
    submit: 'Passer la commande',
    review: 'Vérifier la commande',
    payment: 'Paiement',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    methods: 'Mode de livraison',
    options: 'Modes de paiement',
    emt: 'Virement Interac',
    removeOne: (name: string) => `Retirer un ${name}`,
    refusal: (name: string, left: number) => new RegExp(`Pour «\u00a0${escaped(name)}\u00a0», vous pouvez encore en commander au plus ${left} `),
  },
} as const;
type Language = keyof typeof WORDS;
type Words = (typeof WORDS)[Language];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Stock the journey sets: with the default rule (half, never fewer than 3) one client may hold 6 unpaid.
const STOCK = 12;
const FIRST = 4;
const TRIED = 5;
const LEFT = 6 - FIRST;

/** Checks a radio or clicks a button once the sticky header has stopped resizing (it moves the page for 150 ms). */
async function settled(target: Locator, act: 'check' | 'click'): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForTimeout(300);
  await (act === 'check' ? target.check() : target.click());
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** From the Review step to the Payment step's Submit: contact, pickup at the shop, e-transfer. */
async function checkOutByETransfer(page: Page, words: Words, email: string): Promise<void> {
  await stepHeading(page, words.review).waitFor();
  await settle(page);
  await settled(button(page, words.next), 'click');
  await page.getByRole('textbox', { name: words.firstName, exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: words.lastName, exact: true }).fill('Lovelace');
  await page.getByRole('textbox', { name: words.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: words.phone, exact: true }).fill('902 555 0100');
  await settled(button(page, words.next), 'click');
  await settled(page.getByRole('radiogroup', { name: words.methods }).locator('input[value="PICKUP"]'), 'check');
  await settled(button(page, words.next), 'click');
  await stepHeading(page, words.payment).waitFor();
  await settled(page.getByRole('radiogroup', { name: words.options }).getByRole('radio', { name: words.emt }), 'check');
  await settled(button(page, words.submit), 'click');
}

/** Puts `count` of the item in the shopper's cart, at the Review step, and opens the checkout. */
async function cartOf(page: Page, baseUrl: string, item: ShopItem, count: number): Promise<void> {
  await page.evaluate(
    ({ item, count }) => {
      const cart = JSON.parse(window.localStorage.getItem('cart') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('cart', JSON.stringify({ ...cart, items: { [item.id]: { item, count } }, checkoutStep: 0, lastError: null }));
    },
    { item, count },
  );
  await page.goto(`${baseUrl}/order/checkout`);
}

const receiptUrl = /\/order\/(?!checkout)[^/]+$/;

test.describe('one shopper cannot hold more than half of an item unpaid by e-transfer', () => {
  const shop = useShop();
  const storeApi = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;

  /** Staff set the item's shelf to `STOCK` units, as the back office's inventory does. */
  async function stockOf(itemId: string, authorization: { authorization: string }): Promise<ShopItem> {
    const read = (await (await fetch(storeApi(`/items/${itemId}?showHidden=true`), { headers: authorization })).json()) as { updatedAt: string; inventory: Record<string, { count: number }> };
    const [first, ...others] = Object.keys(read.inventory);
    const saved = await fetch(storeApi(`/items/${itemId}/inventory`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': `"${read.updatedAt}"`, ...authorization },
      body: JSON.stringify({ inventory: Object.fromEntries([[first ?? 'store', { count: STOCK }], ...others.map((location) => [location, { count: 0 }])]) }),
    });
    assert.equal(saved.status, 200, await saved.clone().text());
    const item = (await (await fetch(storeApi(`/items/${itemId}`))).json()) as ShopItem;
    assert.equal(item.stock, STOCK);
    return item;
  }

  const journeys: Array<{ viewport: ViewportName; language: Language; pick: number }> = [
    { viewport: 'desktop', language: 'en', pick: 0 },
    { viewport: 'phone', language: 'fr', pick: 1 },
  ];
  for (const { viewport, language, pick } of journeys) {
    test(`pays for ${FIRST} of ${STOCK} by e-transfer, is told ${TRIED} more is too many and at most ${LEFT} more may be ordered, then orders ${LEFT} (${viewport}, ${language})`, async () => {
      await addStaffAccount(shop.server, `stock-${language}@example.ca`, 'staff', 'a long stockroom password');
      const authorization = await staffAuthorization(shop.server, `stock-${language}@example.ca`, 'a long stockroom password');
      const picked = (await plainBaseNutrients(shop.server.baseUrl))[pick];
      assert.ok(picked, 'base nutrients has two plain items');
      const item = await stockOf(picked.id, authorization);
      const words = WORDS[language];
      const email = `hoarder-${language}@example.ca`;

      const context: BrowserContext = await returningShopper(shop.browser, viewport, storedCart({ items: { [item.id]: { item, count: FIRST } } }));
      if (language === 'fr') await context.addInitScript(() => window.localStorage.setItem('backroom.locale', 'fr-CA'));
      const page = await context.newPage();

      // The first order: part of the item, waiting for its e-transfer.
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await checkOutByETransfer(page, words, email);
      await page.waitForURL(receiptUrl);
      const firstOrder = page.url();

      // The second would hold more than half of what is not yet paid for: refused, on the Payment step.
      await cartOf(page, shop.server.baseUrl, item, TRIED);
      await checkOutByETransfer(page, words, email);
      const refusal = page.getByText(words.refusal(item.name, LEFT));
      await refusal.waitFor();
      assert.equal(page.url(), `${shop.server.baseUrl}/order/checkout`, 'no receipt: the order was not placed');
      await stepHeading(page, words.payment).waitFor();
      await settle(page);
      assert.deepEqual(await sidewaysOverflow(page), [], 'nothing spills sideways');
      // The whole page from its top: scrolled, the sticky header would cross the picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await saveScreenshot(page, `checkout-unpaid-share-${language}`, viewport);

      // Back to the cart's lines, down to what may still be ordered: the order goes through.
      for (let step = 3; step > 0; step -= 1) await settled(button(page, words.back), 'click');
      await stepHeading(page, words.review).waitFor();
      for (let count = TRIED; count > LEFT; count -= 1) await settled(page.getByRole('button', { name: words.removeOne(item.name) }), 'click');
      await checkOutByETransfer(page, words, email);
      await page.waitForURL(receiptUrl);
      assert.notEqual(page.url(), firstOrder, 'a second order');
      const after = (await (await fetch(storeApi(`/items/${item.id}`))).json()) as ShopItem;
      assert.equal(after.stock, STOCK - FIRST - LEFT, 'half of the item is still on sale to others');
      await context.close();
    });
  }
});
