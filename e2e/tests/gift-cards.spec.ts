import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { settle, shopperContextIn } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';

type Language = 'en-CA' | 'fr-CA';

/** The words the journey reads and presses, in each language. */
const WORDS = {
  'en-CA': {
    otherAmount: 'Other amount ($)',
    recipientName: 'Recipient’s name',
    recipientEmail: 'Recipient’s e-mail',
    message: 'Message (optional)',
    add: 'Add gift card to cart',
    added: /Added a gift card of \$60\.00 to the cart/,
    review: 'Review Order',
    contact: 'Contact Information',
    payment: 'Payment',
    next: 'Next',
    options: 'Payment Options',
    card: 'Credit Card',
    emt: 'Email Money Transfer (EMT)',
    submit: 'Submit Order',
    pay: /^Pay \$\d+\.\d\d$/,
    payDialog: /^Pay \$\d+\.\d\d by card$/,
    code: 'Gift card code',
    cardDetails: 'Card details',
    applyButton: 'Use card',
    applied: /Gift card •••• \w{4}: \$\d+\.\d\d applied, \$\d+\.\d\d left on the card\./,
    bought: /\$60\.00 for Marie Dupont/,
    used: /Gift card •••• \w{4}/,
    due: 'Left to pay',
    balanceTitle: 'Gift card balance',
    check: 'Check balance',
    holds: /holds \$(\d+\.\d\d)/,
    unknown: 'We do not know this gift card code. Check it and try again.',
    byEmail: 'Gift cards go by e-mail: there is nothing to ship.',
  },
  'fr-CA': {
    otherAmount: 'Autre montant ($)',
    recipientName: 'Nom du destinataire',
    recipientEmail: 'Courriel du destinataire',
    message: 'Message (facultatif)',
    add: 'Ajouter la carte-cadeau au panier',
    added: /Carte-cadeau de 60,00\s\$ ajoutée au panier/,
    review: 'Vérifier la commande',
    contact: 'Coordonnées',
    payment: 'Paiement',
    next: 'Suivant',
    options: 'Modes de paiement',
    card: 'Carte de crédit',
    emt: 'Virement Interac',
    submit: 'Passer la commande',
    pay: /^Payer \d+,\d\d\s\$$/,
    payDialog: /^Payer \d+,\d\d\s\$ par carte$/,
    code: 'Code de carte-cadeau',
    cardDetails: 'Données de la carte',
    applyButton: 'Utiliser la carte',
    applied: /Carte-cadeau •••• \w{4}\s?: \d+,\d\d\s\$ appliqué, il reste \d+,\d\d\s\$ sur la carte\./,
    bought: /60,00\s\$ pour Marie Dupont/,
    used: /Carte-cadeau •••• \w{4}/,
    due: 'Reste à payer',
    balanceTitle: 'Solde de carte-cadeau',
    check: 'Vérifier le solde',
    holds: /contient (\d+,\d\d)\s\$/,
    unknown: 'Nous ne connaissons pas ce code de carte-cadeau. Vérifiez-le et réessayez.',
    byEmail: "Les cartes-cadeaux sont envoyées par courriel\u00a0: il n'y a rien à expédier.",
  },
} as const;

const JOURNEYS: ReadonlyArray<[ViewportName, Language]> = [
  ['desktop', 'en-CA'],
  ['phone', 'en-CA'],
  ['desktop', 'fr-CA'],
  ['phone', 'fr-CA'],
];

const CONTACT = (first: string, email: string) => ({ firstName: first, lastName: 'Tester', email, phone: '902 555 0142', ageCheck: true, tosCheck: false, privacyCheck: false, dob: '' });
const CARDHOLDER = { firstName: 'Ada', lastName: 'Tester', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', country: 'CA' };

/** A shopper in a language (the cookie the server reads, the key the storefront keeps), with a cart of their own. */
async function shopperIn(browser: Browser, baseUrl: string, viewport: ViewportName, language: Language, cart: Record<string, unknown>): Promise<BrowserContext> {
  const context = await shopperContextIn(browser, baseUrl, language, viewport);
  await context.addInitScript(
    ([value, locale]) => {
      if (!window.localStorage.getItem('cart')) window.localStorage.setItem('cart', value);
      window.localStorage.setItem('backroom.locale', locale);
    },
    [JSON.stringify(cart), language] as const,
  );
  return context;
}

/** Checks a radio once the sticky header has settled (see checkout.spec.ts). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

async function receiptId(page: Page): Promise<string> {
  await page.waitForURL(/\/order\/(?!checkout)[^/]+$/).catch(async (error: unknown) => {
    // Say what the page says instead (a refused submission shows why).
    const said = await page.getByRole('alert').allInnerTexts();
    throw new Error(`no receipt: ${said.join(' | ')}`, { cause: error });
  });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('a shopper buys a gift card for someone, who pays an order with it; staff see its history and the liability', () => {
  const outbox = useMailOutbox();
  // The sweeper's beat sends the cards due: every second, so the e-mail comes while the journey waits.
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl(), HOLD_SWEEP_SECONDS: '1' }));
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, init)).json()) as T;
  const staff = { email: 'cards@example.ca', password: 'a long gift card password' };
  let giftItem: ShopItem;
  let goods: ShopItem;
  const codes: string[] = [];

  test('lets staff sell an item as a gift card of $10 to $500', async () => {
    await addStaffAccount(shop.server, staff.email, 'staff', staff.password);
    const items = await plainBaseNutrients(shop.server.baseUrl, 10);
    assert.ok(items.length >= 2, 'base nutrients has two plain items');
    giftItem = items[0]!;
    // The goods Marie buys: $90 or more in a few pieces, with stock for the four journeys' orders (each held).
    const stocked = items.slice(1).filter((item) => item.stock > 4 * Math.ceil(9000 / item.price));
    assert.ok(stocked.length > 0, 'an item with stock for four orders');
    goods = stocked.sort((a, b) => b.price - a.price)[0]!;
    const headers = { ...(await staffAuthorization(shop.server, staff.email, staff.password)), 'content-type': 'application/json' };
    const flagged = await fetch(`${shop.server.baseUrl}/backroom/api/v1/gift-cards/items/${giftItem.id}`, { method: 'PUT', headers, body: JSON.stringify({ minAmount: 1000, maxAmount: 50_000 }) });
    assert.equal(flagged.status, 200, await flagged.text());
    const offered = await api<Array<{ itemId: string }>>('/gift-card-items');
    assert.ok(offered.some((card) => card.itemId === giftItem.id));
  });

  for (const [viewport, language] of JOURNEYS) {
    const w = WORDS[language];
    const tag = `${language}-${viewport}`;
    test(`buys a $60 card for Marie, who pays part of an order with it and the rest by e-transfer, then checks the balance (${language}, ${VIEWPORTS[viewport].width} px)`, async () => {
      const recipient = `marie.${tag}@example.ca`.toLowerCase();
      // The buyer: the amount, the recipient, a message; then a card order of gift cards alone.
      const buyer = await shopperIn(shop.browser, shop.server.baseUrl, viewport, language, { customerAddress: CONTACT('Ada', `ada.${tag}@example.ca`), cardholderAddress: CARDHOLDER });
      const page = await buyer.newPage();
      await page.goto(`${shop.server.baseUrl}/item/${giftItem.id}`);
      const form = page.getByTestId('gift-card-form');
      await form.waitFor();
      await settle(page);
      await form.getByLabel(w.otherAmount).fill('60');
      await form.getByLabel(w.recipientName).fill('Marie Dupont');
      await form.getByLabel(w.recipientEmail).fill(recipient);
      await form.getByLabel(w.message).fill('Bonne fête, Marie!');
      await saveScreenshot(page, `gift-card-item-${language}`, viewport);
      await form.getByRole('button', { name: w.add }).click();
      await page.getByText(w.added).first().waitFor();

      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: w.review, exact: true }).waitFor();
      await page.getByTestId('gift-card-line').waitFor();
      await page.getByText(w.byEmail).waitFor();
      await settle(page);
      await saveScreenshot(page, `gift-card-checkout-review-${language}`, viewport);
      await page.getByRole('button', { name: w.next, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: w.contact, exact: true }).waitFor();
      await page.getByRole('button', { name: w.next, exact: true }).click();
      // Gift cards alone: no Shipping step.
      await page.getByRole('heading', { level: 2, name: w.payment, exact: true }).waitFor();
      await choose(page.getByRole('radiogroup', { name: w.options }).getByRole('radio', { name: w.card }));
      await page.getByRole('button', { name: w.pay }).click();
      const dialog = page.getByRole('dialog', { name: w.payDialog });
      await dialog.waitFor();
      // The sandbox's own form is in English; its frame is named in the page's language.
      const frame = page.frameLocator(`iframe[title="${w.cardDetails}"]`);
      await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
      await frame.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: w.pay }).and(page.locator(':enabled')).click();
      const boughtOn = await receiptId(page);
      const bought = page.getByTestId('receipt-gift-cards');
      await bought.waitFor();
      assert.match(await bought.innerText(), w.bought);
      await settle(page);
      await saveScreenshot(page, `gift-card-receipt-bought-${language}`, viewport);
      await buyer.close();

      // Marie's e-mail holds the code.
      const mail = await outbox.waitFor(recipient, language === 'en-CA' ? 'a gift card for you' : 'carte-cadeau');
      const text = mailPart(mail, 'text/plain');
      const code = /([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})/.exec(text)?.[1];
      assert.ok(code, `the e-mail holds the code:\n${text}`);
      codes.push(code);

      // Marie orders goods for more than the card holds: the card pays $60, the rest goes by e-transfer.
      const full = await api<ShopItem>(`/items/${goods.id}`);
      const count = Math.max(1, Math.ceil(9000 / full.price));
      const marie = await shopperIn(shop.browser, shop.server.baseUrl, viewport, language, {
        items: { [full.id]: { item: full, count } },
        customerAddress: CONTACT('Marie', recipient),
        shippingMethod: 'PICKUP',
        checkoutStep: 3,
      });
      const other = await marie.newPage();
      await other.goto(`${shop.server.baseUrl}/order/checkout`);
      await other.getByRole('heading', { level: 2, name: w.payment, exact: true }).waitFor();
      await settle(other);
      const apply = other.getByRole('button', { name: w.applyButton });
      await other.getByLabel(w.code).fill('NOPE-NOPE-NOPE-NOPE');
      await apply.click();
      await other.getByText(w.unknown).waitFor();
      await other.getByLabel(w.code).fill(code.toLowerCase().replaceAll('-', ' '));
      await apply.click();
      await other.getByText(w.applied).waitFor();
      const summary = other.getByRole('table', { name: language === 'en-CA' ? 'Summary' : 'Sommaire', exact: true });
      await summary.getByText(w.due).waitFor();
      await choose(other.getByRole('radiogroup', { name: w.options }).getByRole('radio', { name: w.emt }));
      await settle(other);
      await saveScreenshot(other, `gift-card-checkout-applied-${language}`, viewport);
      await other.getByRole('button', { name: w.submit, exact: true }).click();
      const paidWith = await receiptId(other);
      const order = await api<{ giftCardsApplied: Array<{ last4: string; amount: number }>; amountDue: number; total: number }>(`/order/${paidWith}`);
      assert.deepEqual(order.giftCardsApplied, [{ last4: code.slice(-4), amount: 6000 }]);
      assert.equal(order.amountDue, order.total - 6000);
      const totals = other.getByRole('table', { name: language === 'en-CA' ? 'Totals' : 'Totaux' });
      await totals.getByText(w.used).waitFor();
      await totals.getByText(w.due).waitFor();
      await settle(other);
      await saveScreenshot(other, `gift-card-receipt-used-${language}`, viewport);

      // The balance page: nothing left on the card.
      await other.goto(`${shop.server.baseUrl}/gift-cards/balance`);
      await other.getByRole('heading', { level: 1, name: w.balanceTitle }).waitFor();
      await settle(other);
      await other.getByLabel(w.code).fill(code);
      await other.getByRole('button', { name: w.check }).click();
      const balance = other.getByTestId('gift-card-balance');
      await balance.waitFor();
      assert.equal(w.holds.exec(await balance.innerText())?.[1]?.replace(',', '.'), '0.00');
      await saveScreenshot(other, `gift-card-balance-${language}`, viewport);
      assert.ok(boughtOn !== paidWith);
      await marie.close();
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    test(`shows staff the outstanding liability and a card's history, and voids a card with a note (${VIEWPORTS[viewport].width} px)`, async () => {
      assert.ok(codes.length > 0, 'cards were bought');
      const context = await shop.browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'en-CA' });
      const page = await context.newPage();
      await signInToBackOffice(page, `${shop.server.baseUrl}/admin/gift-cards`, staff.email, staff.password);
      await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
      await page.getByTestId('gift-card-liability').getByText(/On \d+ active cards?/).waitFor();

      // Issued by hand: its code is shown once.
      const issue = page.getByRole('form', { name: 'Issue a gift card' });
      await issue.getByLabel('Amount ($)').fill('25');
      await issue.getByLabel("Recipient's name").fill(`Store credit ${viewport}`);
      await issue.getByLabel('Note (why)').fill('Return of a broken pot');
      await issue.getByRole('button', { name: 'Issue card' }).click();
      await page.getByTestId('issued-gift-card').getByText(/[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/).waitFor();

      const table = page.getByRole('table', { name: 'Gift cards' });
      const used = codes[0]!.slice(-4);
      const row = table.getByRole('row').filter({ hasText: `•••• ${used}` });
      await row.waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-gift-cards', viewport);
      await row.getByRole('button', { name: `History of •••• ${used}` }).click();
      const dialog = page.getByRole('dialog', { name: `Gift card •••• ${used}` });
      const history = dialog.getByRole('table', { name: 'Gift card history' });
      await history.getByText('Issued').first().waitFor();
      await history.getByText('Redeemed').first().waitFor();
      await history.getByRole('link').first().waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-gift-card-history', viewport);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The store credit is voided, with why.
      const credit = table.getByRole('row').filter({ hasText: `Store credit ${viewport}` });
      await credit.getByRole('button', { name: /^History of/ }).click();
      const creditDialog = page.getByRole('dialog');
      await creditDialog.getByRole('button', { name: 'Void', exact: true }).click();
      await creditDialog.getByLabel('Note (why)').fill('Issued by mistake');
      await creditDialog.getByRole('button', { name: 'Void card' }).click();
      await creditDialog.getByRole('table', { name: 'Gift card history' }).getByText('Voided').waitFor();
      await creditDialog.getByText('Issued by mistake').waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-gift-card-voided', viewport);
      await creditDialog.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${shop.server.baseUrl}/admin/dashboard`);
      await page.getByTestId('gift-card-liability').getByText(/On \d+ active cards?/).waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-dashboard-gift-cards', viewport);
      await context.close();
    });
  }
});
