import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot } from '../src/browser.js';
import { raiseOrderLimits } from '../src/order-limits.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';
import { networkQuiet } from '../src/quiet-network.js';

interface ShopItem {
  id: string;
  stock: number;
  special: boolean;
  florist: boolean;
  group: { enabled: boolean; parentId: string | null };
}

/** More than the back office's page of 50. */
const ORDERS = 55;

test.describe('staff page through the order list', () => {
  const shop = useShop();

  test('shows 50 orders at a time, each once, newest first, with Older and Newer orders', async () => {
    const api = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
    const items = ((await (await fetch(api('/items'))).json()) as ShopItem[]).filter(
      // Flowers need a delivery date: the plain pickup order this test places is for other items.
      (item) => item.stock > 0 && !item.special && !item.florist && !item.group.enabled && !item.group.parentId,
    );
    // One shopper placing 55 unpaid orders would be stopped by the shop's limits: the owner raises them first.
    await addStaffAccount(shop.server, 'owner@example.ca', 'staff', 'a long owner password');
    await raiseOrderLimits(shop.server.baseUrl, 'owner@example.ca', 'a long owner password');
    const left = new Map(items.map((item) => [item.id, item.stock]));
    const placed: string[] = [];
    for (let count = 0; placed.length < ORDERS; count++) {
      const item = items[count % items.length]!;
      if ((left.get(item.id) ?? 0) === 0) continue;
      left.set(item.id, left.get(item.id)! - 1);
      const response = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Page', lastName: `Turner ${placed.length}`, email: 'pages@example.ca' });
      assert.equal(response.status, 201, await response.clone().text());
      placed.push(((await response.json()) as { id: string }).id);
    }

    await addStaffAccount(shop.server, 'counter@example.ca', 'viewer', 'a long viewer password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/orders`, 'counter@example.ca', 'a long viewer password');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();

    const pages = page.getByRole('navigation', { name: 'Order pages' });
    const shown = async (pageNumber: number) => {
      await pages.getByText(`Page ${pageNumber}`, { exact: true }).waitFor();
      await networkQuiet(page);
      // While the page asked for is on its way the table still shows the last one, marked busy.
      const table = page.getByRole('table', { name: 'Orders' }).and(page.locator(':not([aria-busy="true"])'));
      await table.waitFor();
      return table.getByRole('button', { name: /^Open order / }).allInnerTexts();
    };
    const first = await shown(1);
    assert.equal(first.length, 50);
    assert.equal(first[0], placed.at(-1), 'the newest order comes first');
    assert.equal(await pages.getByRole('button', { name: 'Newer orders' }).isDisabled(), true);

    const seen = [...first];
    let pageNumber = 1;
    while (await pages.getByRole('button', { name: 'Older orders' }).isEnabled()) {
      await pages.getByRole('button', { name: 'Older orders' }).click();
      pageNumber += 1;
      const ids = await shown(pageNumber);
      assert.ok(ids.length > 0 && ids.length <= 50, `page ${pageNumber} has ${ids.length} orders`);
      seen.push(...ids);
      assert.ok(pageNumber < 20);
    }
    assert.ok(pageNumber >= 2);
    assert.equal(new Set(seen).size, seen.length, 'no order shows on two pages');
    for (const id of placed) assert.ok(seen.includes(id), `${id} is on a page`);
    assert.deepEqual(
      seen.filter((id) => placed.includes(id)),
      [...placed].reverse(),
      'newest first across the pages',
    );
    await saveScreenshot(page, 'admin-orders-paging', 'desktop');

    // Back to the newest: the same first page.
    for (; pageNumber > 1; pageNumber--) await pages.getByRole('button', { name: 'Newer orders' }).click();
    assert.deepEqual(await shown(1), first);

    // A state filter starts again at page 1 and keeps to that state on every page.
    await pages.getByRole('button', { name: 'Older orders' }).click();
    await shown(2);
    await chooseState(page, 'OPEN');
    const open = await shown(1);
    assert.equal(open.length, 50);
    await context.close();
  });
});

async function chooseState(page: Page, state: string) {
  await chooseOption(page.getByRole('combobox', { name: 'State' }), state, { exact: true });
}
