import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

interface ApiOrder {
  id: string;
  state: string;
  total: number;
}

/** The reference a transfer's message carries: BR- and the first six characters of the order id. */
const referenceOf = (orderId: string) => `BR-${orderId.replaceAll('-', '').slice(0, 6)}`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An Interac deposit notice as the bank's e-mail words it, as staff copy it out of their mail. */
const notice = (sender: string, cents: number, message: string, reference: string) =>
  [
    `INTERAC e-Transfer: ${sender} sent you money.`,
    '',
    `${sender} sent you ${dollars(cents)} (CAD) and the money has been automatically deposited into your bank account.`,
    '',
    `Message: ${message}`,
    '',
    `Reference Number: ${reference}`,
  ].join('\n');

/** Checks a radio once the page is still (the sticky header resizes for 150 ms after a scroll). */
async function choose(radio: Locator): Promise<void> {
  await radio.scrollIntoViewIfNeeded();
  await radio.page().waitForTimeout(300);
  await radio.check();
}

/** Whether the page scrolls sideways: wider than the window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('e-transfers matched without typing', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  const placed: Record<string, string> = {};
  let item: ShopItem;
  /** Who sent the deposits already waiting for a person in the demo shop (its sample month, decision 047). */
  let waitingBefore: string[] = [];

  for (const viewport of VIEWPORT_NAMES) {
    test(`a shopper paying by e-transfer is asked for the reference at the payment step and shown it on the receipt (${viewport})`, async () => {
      [item] = (await plainBaseNutrients(shop.server.baseUrl, 10)) as [ShopItem];
      assert.ok(item, 'base nutrients has a plain item in stock');
      const full = await api<ShopItem>(`/items/${item.id}`);
      const cart = storedCart({
        items: { [item.id]: { item: full, count: 1 } },
        customerAddress: { firstName: 'Kim', lastName: 'Lee', email: `kim.${viewport}@example.ca`, phone: '902 555 0100', ageCheck: true },
        shippingMethod: 'PICKUP',
        checkoutStep: 3,
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
      await choose(page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
      const instructions = page.getByRole('alert').filter({ hasText: 'Paying by Email Money Transfer' });
      await instructions.getByText('Write your payment reference in the transfer’s message: it starts with BR-').waitFor();
      await settle(page);
      await saveScreenshot(page, 'checkout-payment-reference', viewport);
      await page.getByRole('button', { name: 'Submit Order', exact: true }).click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const reference = page.getByRole('region', { name: 'Your payment reference' });
      await reference.waitFor();
      assert.equal(await reference.getByTestId('payment-reference').textContent(), referenceOf(orderId));
      await reference.getByText('Write it in the e-Transfer’s message').waitFor();

      // The same receipt straight from the server, as a link in the e-mail opens it, shows it too.
      await page.goto(`${shop.server.baseUrl}/order/${orderId}`);
      await settle(page);
      assert.equal(await page.getByTestId('payment-reference').textContent(), referenceOf(orderId));
      assert.equal(await scrollsSideways(page), false);
      await saveScreenshot(page, 'receipt-payment-reference', viewport);
      placed[viewport] = orderId;
      await context.close();
    });
  }

  test('staff paste the bank notice on the match screen and the order it names becomes paid (1280 px)', async ({ staffMember }) => {
    const open = (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/deposits`, { headers: staffMember.headers })).json()) as { deposits: Array<{ sender: string }> };
    waitingBefore = open.deposits.map((deposit) => deposit.sender);
    const orderId = placed.desktop!;
    const { total } = await api<ApiOrder>(`/order/${orderId}`);
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await staffMember.signIn(page, '/admin/deposits');
    await page.getByRole('heading', { name: 'E-transfers', level: 1 }).waitFor();
    const awaiting = page.getByRole('region', { name: 'Orders awaiting an e-transfer' });
    await awaiting.getByText(referenceOf(orderId)).waitFor();

    await page.getByRole('textbox', { name: 'Paste deposit notices' }).fill(notice('KIM LEE', total, `Pickup order ${referenceOf(orderId)} thanks`, 'CAe2e0001'));
    await page.getByRole('button', { name: 'Read and match' }).click();
    const result = page.getByRole('region', { name: 'Last import' });
    await result.getByText('Matched: order paid: 1').waitFor();
    await result.getByText(`Paid order ${orderId}`).waitFor();
    assert.equal((await api<ApiOrder>(`/order/${orderId}`)).state, 'PAID');
    await awaiting.getByText(referenceOf(orderId)).waitFor({ state: 'detached' });

    // The bank's file of the day lists the same transfer: it is set aside, naming the notice, and offered for no order.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax' }).format(new Date());
    await page.getByLabel('Deposit files').setInputFiles({
      name: 'chequing.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Date,Description,Amount\n${today},INTERAC E-TRF- 5521 KIM LEE,${(total / 100).toFixed(2)}\n`),
    });
    await result.getByText('Same transfer, set aside: 1').waitFor();
    await result.getByText(new RegExp(`^Same transfer as the Interac notice of .+, which paid order ${orderId}\\. Set aside so it is not counted twice\\.$`)).waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-deposits-same-transfer', 'desktop');
    assert.equal((await api<ApiOrder>(`/order/${orderId}`)).state, 'PAID');

    // A transfer with the right amount and no reference waits for a person; so does one nobody ordered.
    const other = placed.phone!;
    const otherTotal = (await api<ApiOrder>(`/order/${other}`)).total;
    const third = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Anne', lastName: 'MacDonald', email: 'anne@example.ca' });
    assert.equal(third.status, 201, await third.clone().text());
    await page.reload();
    await page.getByRole('textbox', { name: 'Paste deposit notices' }).fill(
      [notice('KIM LEE', otherTotal, 'for my nutrients', 'CAe2e0002'), notice('UNCLE BOB', 1234, 'happy birthday!', 'CAe2e0003')].join('\n-----------------------------\n'),
    );
    await page.getByRole('button', { name: 'Read and match' }).click();
    await result.getByText('To confirm: 1').waitFor();
    await result.getByText('Unmatched: 1').waitFor();
    const toConfirm = page.getByRole('region', { name: 'To confirm' });
    await toConfirm.getByRole('article').nth(1).waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-deposits', 'desktop');
    await context.close();
  });

  test('on a phone the match screen is one column without sideways scrolling, and a near match is confirmed with its order (390 px)', async ({ staffMember }) => {
    const other = placed.phone!;
    const context = await returningShopper(shop.browser, 'phone');
    const page = await context.newPage();
    await staffMember.signIn(page, '/admin/deposits');
    const deposit = page.getByRole('article', { name: /^Deposit of \$\d+\.\d\d from KIM LEE$/ });
    await deposit.getByText('Right amount, but no reference in the message').waitFor();
    await settle(page);
    assert.equal(await scrollsSideways(page), false, 'the match screen fits a phone');
    const cards = await page.getByRole('region', { name: 'To confirm' }).getByRole('article').all();
    const [first, second] = await Promise.all(cards.slice(0, 2).map((card) => card.boundingBox()));
    assert.ok(first && second && second.y > first.y && Math.abs(second.x - first.x) < 2, 'the deposits stack in one column');
    await saveScreenshot(page, 'admin-deposits', 'phone');

    const picker = deposit.getByRole('combobox', { name: /^Order it pays/ });
    assert.match((await picker.textContent()) ?? '', new RegExp(referenceOf(other)));
    await deposit.getByRole('button', { name: 'Confirm: mark paid' }).click();
    await deposit.waitFor({ state: 'detached' });
    assert.equal((await api<ApiOrder>(`/order/${other}`)).state, 'PAID');
    await page.getByRole('article', { name: 'Deposit of $12.34 from UNCLE BOB' }).getByRole('button', { name: 'Dismiss' }).click();
    if (waitingBefore.length === 0) await page.getByText('No deposit is waiting for you.').waitFor();
    else {
      // Only the deposits that waited before this suite's are left.
      await page.getByRole('article', { name: 'Deposit of $12.34 from UNCLE BOB' }).waitFor({ state: 'detached' });
      const left = await page.getByRole('region', { name: 'To confirm' }).getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      assert.deepEqual(left.map((label) => label.replace(/^Deposit of \S+ from /, '')), waitingBefore);
    }
    await context.close();
  });
});
