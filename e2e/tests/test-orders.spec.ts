import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';

interface ShopItem {
  id: string;
  stock: number;
  special: boolean;
  florist: boolean;
  group: { enabled: boolean; parentId: string | null };
}

/** Fails unless the element is shown whole inside the window's width (nothing cut off at the side). */
async function assertWithinWidth(element: Locator, viewport: ViewportName, what: string) {
  const box = await element.boundingBox();
  assert.ok(box, `${what} is shown`);
  assert.ok(box.x >= 0 && box.x + box.width <= VIEWPORTS[viewport].width + 0.5, `${what} fits in ${VIEWPORTS[viewport].width} px (x ${box.x}, width ${box.width})`);
}

test.describe('a TEST order is unmistakable', () => {
  const shop = useShop();
  const email = 'counter@example.ca';
  const password = 'a long staff password';
  let testOrder = '';
  let realOrder = '';

  async function openOrdersScreen(viewport: ViewportName): Promise<Page> {
    const context = await returningShopper(shop.browser, viewport);
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/orders`, email, password);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    return page;
  }

  test('places a TEST order (delivery name TEST) and a real one', async () => {
    const items = ((await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/items`)).json()) as ShopItem[]).filter(
      (item) => item.stock > 1 && !item.special && !item.florist && !item.group.enabled && !item.group.parentId,
    );
    const place = async (firstName: string) => {
      const response = await placePickupOrder(shop.server.baseUrl, items[0]!.id, { firstName, lastName: 'Tester', email: 'tester@example.ca' });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { id: string }).id;
    };
    testOrder = await place('TEST');
    realOrder = await place('Rowan');
    await addStaffAccount(shop.server, email, 'staff', password);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    test(`marks its row and opens it under a banner, with no way to ship it (${VIEWPORTS[viewport].width} px)`, async () => {
      const page = await openOrdersScreen(viewport);
      const orders = page.getByRole('table', { name: 'Orders' });
      const testRow = orders.getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${testOrder}` }) });
      const mark = testRow.getByText('TEST', { exact: true });
      await mark.waitFor();
      await assertWithinWidth(mark, viewport, 'the TEST mark of its row');
      const realRow = orders.getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${realOrder}` }) });
      assert.equal(await realRow.getByText('TEST', { exact: true }).count(), 0, 'a real order has no TEST mark');

      await page.getByRole('button', { name: `Open order ${testOrder}` }).click();
      const details = page.getByRole('region', { name: `Order ${testOrder}` });
      const banner = details.getByRole('alert').filter({ hasText: 'TEST order: not a sale, do not ship' });
      await banner.waitFor();
      await banner.scrollIntoViewIfNeeded();
      await assertWithinWidth(banner, viewport, 'the banner');
      // Readable: the banner's text is not cut, and its title is large enough to notice.
      const fontSize = await banner.getByText('TEST order: not a sale, do not ship').evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
      assert.ok(fontSize >= 15, `the banner's title is ${fontSize} px`);
      assert.deepEqual(await details.getByRole('button').allTextContents(), ['Mark paid', 'Cancel and restock'], 'an OPEN TEST order can be paid or cancelled');
      await saveScreenshot(page, 'admin-test-order', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], `admin-test-order ${viewport}`);
      await page.context().close();
    });
  }

  test('is paid in the back office, then offers only Cancel; its sale is counted only when TEST orders are asked for', async () => {
    const page = await openOrdersScreen('desktop');
    await page.getByRole('button', { name: `Open order ${testOrder}` }).click();
    const details = page.getByRole('region', { name: `Order ${testOrder}` });
    await details.getByRole('button', { name: 'Mark paid' }).click();
    await details.getByRole('heading', { name: `Order ${testOrder} — PAID` }).waitFor();
    // Paid, it may be refunded (a sandbox refund) or cancelled; never shipped.
    await details.getByRole('button', { name: 'Refund', exact: true }).waitFor();
    assert.deepEqual(await details.getByRole('button').allTextContents(), ['Cancel and restock', 'Refund']);

    // The month's real sales (the demo shop's sample orders, decision 047) are listed; the TEST sale is not.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' });
    const real = (await (
      await fetch(`${shop.server.baseUrl}/api/v1/transactions/${today.slice(0, 8)}01/${today}?environment=PROD`, { headers: await staffAuthorization(shop.server, email, password) })
    ).json()) as Array<{ orderId: string }>;
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const transactions = page.getByRole('table', { name: 'Transactions' });
    if (real.length === 0) await page.getByText('No transactions in these dates.').waitFor();
    for (const { orderId } of real) await transactions.getByRole('cell', { name: orderId }).first().waitFor();
    assert.equal(await transactions.getByRole('row').count(), 1 + real.length, 'a head and the real sales');
    assert.equal(await transactions.getByRole('cell', { name: testOrder }).count(), 0, 'a TEST sale is no sale');
    await chooseOption(page.getByRole('combobox', { name: 'Orders counted' }), 'Real and TEST orders');
    const testSale = transactions.getByRole('row').filter({ has: page.getByRole('cell', { name: testOrder }) });
    await testSale.getByText('TEST', { exact: true }).waitFor();
    await page.getByText('These figures include TEST orders: they are not all sales.').waitFor();
    await saveScreenshot(page, 'admin-transactions-with-test-orders', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-transactions-with-test-orders');
    await page.context().close();
  });

  test('tells the shopper on the receipt that it is a test (390 px)', async () => {
    const context = await returningShopper(shop.browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/${testOrder}`);
    const banner = page.getByTestId('receipt-test-order');
    await banner.waitFor();
    assert.match(await banner.innerText(), /This order was placed as a test: nothing will be shipped and no real money is taken/);
    await assertWithinWidth(banner, 'phone', 'the receipt banner');
    await saveScreenshot(page, 'receipt-test-order', 'phone');
    await page.goto(`${shop.server.baseUrl}/order/${realOrder}`);
    await page.getByText('Order state: OPEN').waitFor();
    assert.equal(await page.getByTestId('receipt-test-order').count(), 0);
    await context.close();
  });
});
