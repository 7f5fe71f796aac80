import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';

interface ApiOrder {
  id: string;
  state: string;
  total: number;
  refundedTotal?: number;
  refunds?: Array<{ number: number; total: number; payout: string; lines: Array<{ itemId: string; count: number }> }>;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('staff refund part of a card order in the back office, and the shopper sees it on the receipt', () => {
  const shop = useShop();
  const email = 'owner@example.ca';
  const password = 'a long staff password';
  const api = (path: string, init?: RequestInit) => fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, init);
  const post = (path: string, body: unknown) => api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let orderId = '';
  let kept: ShopItem;
  let returned: ShopItem;
  let refundTotal = 0;

  const stockOf = async (item: ShopItem) => ((await (await api(`/items/${item.id}`)).json()) as { stock: number }).stock;
  const order = async () => (await (await api(`/order/${orderId}`)).json()) as ApiOrder;

  async function openOrder(viewport: ViewportName): Promise<Page> {
    const context = await returningShopper(shop.browser, viewport);
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/orders`, email, password);
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    return page;
  }

  test('a shopper orders two items for pickup and pays by card (the shop takes cards through its sandbox)', async () => {
    [kept, returned] = (await plainBaseNutrients(shop.server.baseUrl, 10)) as [ShopItem, ShopItem];
    assert.ok(kept && returned, 'base nutrients has two plain items in stock');
    const submitted = await fetch(`${shop.server.baseUrl}/backroom/api/v1/order/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        cart: {
          items: { [kept.id]: { count: 1 }, [returned.id]: { count: 2 } },
          customerAddress: { firstName: 'Rowan', lastName: 'Fraser', email: 'rowan@example.ca', phone: '902-555-0142' },
          deliveryAddress: { firstName: 'Rowan', lastName: 'Fraser', street: '1 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
          shippingMethod: 'PICKUP',
          paymentMethod: 'card',
        },
      }),
    });
    assert.equal(submitted.status, 201, await submitted.clone().text());
    orderId = ((await submitted.json()) as { id: string }).id;
    const tokenized = await post('/payment/sandbox/tokenize', { number: '4242424242424242', expiry: '12/39', cvc: '123' });
    assert.equal(tokenized.status, 201, await tokenized.clone().text());
    const { token } = (await tokenized.json()) as { token: string };
    const paid = await post('/payment', { provider: 'sandbox', environment: 'PROD', token, orderId, idempotency_key: randomUUID() });
    assert.equal(paid.status, 200, await paid.clone().text());
    assert.equal(((await paid.json()) as { status: string }).status, 'APPROVED');
    assert.equal((await order()).state, 'PAID');
    await addStaffAccount(shop.server, email, 'staff', password);
  });

  test('staff give back one unit and put it back on sale; the refund is listed with its money on the way back to the card (1280 px)', async () => {
    const stockBefore = await stockOf(returned);
    const page = await openOrder('desktop');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    const { total } = await order();
    await refunds.getByText(`Captured ${money(total)} · Refunded $0.00 · Left to refund ${money(total)}`).waitFor();
    await refunds.getByRole('button', { name: 'Refund', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}` });
    await dialog.waitFor();
    await dialog.getByLabel(`Units of ${returned.name}`).fill('1');
    await dialog.getByLabel('Put refunded units back on sale').check();
    await dialog.getByLabel('Note').fill('One bottle arrived cracked');
    const preview = dialog.getByRole('table', { name: 'Refund preview' });
    const previewTotal = await preview.getByRole('row').filter({ hasText: 'Total to give back' }).getByRole('cell').last().innerText();
    const submit = dialog.getByRole('button', { name: /^Refund \$\d+\.\d\d$/ });
    assert.equal(await submit.textContent(), `Refund ${previewTotal}`, 'the button asks for the previewed total');
    await saveScreenshot(page, 'admin-refund-dialog', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-refund-dialog');
    await submit.click();
    await page.getByText(/^Refund made: \$\d+\.\d\d going back\.$/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const after = await order();
    assert.equal(after.refunds?.length, 1);
    refundTotal = after.refunds![0]!.total;
    assert.equal(money(refundTotal), previewTotal, 'the server refunded what the dialog previewed');
    assert.deepEqual(after.refunds![0]!.lines.map((line) => [line.itemId, line.count]), [[returned.id, 1]]);
    assert.equal(after.refundedTotal, refundTotal);
    assert.equal(after.state, 'PAID', 'refunds are shown beside the state (decision 022)');
    assert.equal(await stockOf(returned), stockBefore + 1, 'the unit is back on sale');

    const listed = refunds.getByRole('article', { name: 'Refund 1' });
    await listed.waitFor();
    await listed.getByText('Note: One bottle arrived cracked').waitFor();
    await listed.getByText('SUCCEEDED', { exact: true }).waitFor();
    await refunds.getByText(`Captured ${money(total)} · Refunded ${money(refundTotal)} · Left to refund ${money(total - refundTotal)}`).waitFor();
    await listed.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-order-refunded', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-order-refunded');
    await page.context().close();
  });

  test('shows the refund and the dialog whole on a phone (390 px)', async () => {
    const page = await openOrder('phone');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    const listed = refunds.getByRole('article', { name: 'Refund 1' });
    await listed.waitFor();
    await listed.scrollIntoViewIfNeeded();
    const box = await listed.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width + 0.5, `the refund fits in 390 px (${JSON.stringify(box)})`);
    await saveScreenshot(page, 'admin-order-refunded', 'phone');
    await refunds.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}` });
    await dialog.getByLabel(`Units of ${returned.name}`).waitFor();
    await saveScreenshot(page, 'admin-refund-dialog', 'phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await order()).refunds?.length, 1, 'opening and cancelling the dialog refunds nothing');
    await page.context().close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    test(`the shopper's receipt lists the refund and what was paid after it (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/${orderId}`);
      const section = page.getByTestId('receipt-refunds');
      await section.getByRole('heading', { level: 2, name: 'Refunds' }).waitFor();
      await section.getByRole('heading', { level: 3, name: /^Refund 1 — / }).waitFor();
      const items = section.getByRole('table', { name: 'Refund 1: items' });
      await items.getByRole('cell', { name: returned.name.split('>').at(-1)!.trim() }).waitFor();
      const totals = section.getByRole('table', { name: 'Refund 1: totals' });
      assert.match(await totals.getByRole('row').filter({ hasText: 'Refund total' }).innerText(), new RegExp(`\\${money(refundTotal)}`));
      assert.equal(await page.getByTestId('receipt-refund-1-payout').innerText(), 'Refunded to your card.');
      const { total } = await order();
      await section.getByText(`Refunded in all: ${money(refundTotal)}`).waitFor();
      await section.getByText(`You paid, after refunds: ${money(total - refundTotal)}`).waitFor();
      await section.scrollIntoViewIfNeeded();
      const box = await section.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS[viewport].width + 0.5, `the refunds fit the window (${JSON.stringify(box)})`);
      await saveScreenshot(page, 'receipt-refunded', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], `receipt-refunded ${viewport}`);
      await context.close();
    });
  }
});
