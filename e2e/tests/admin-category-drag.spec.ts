import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot } from '../src/browser.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount } from '../src/staff-account.js';
import { networkQuiet } from '../src/quiet-network.js';

interface ShopCategory {
  id: string;
  name: string;
  parentId: string;
  position: number;
}

test.describe('staff drag categories about the back office tree', () => {
  const shop = useShop();
  const api = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
  const categories = async () => (await (await fetch(api('/categories'))).json()) as ShopCategory[];
  const childrenOf = async (parentId: string) =>
    (await categories())
      .filter((category) => category.parentId === parentId)
      .sort((a, b) => a.position - b.position)
      .map((category) => category.id);
  /** Polls the shop's category call until `check` holds: the screen saves after the drop, not before. */
  const serverHas = async (what: string, check: () => Promise<boolean>) => {
    for (let tries = 0; !(await check()); tries++) {
      assert.ok(tries < 50, what);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const row = (page: Page, id: string) => page.locator(`tr[data-category-id="${id}"]`);
  const signIn = async (page: Page, email: string, password: string) => {
    await page.goto(`${shop.server.baseUrl}/admin/categories`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
  };

  test('moves a category between its siblings, into another category and before a category elsewhere; refuses a drop inside itself', async () => {
    await addStaffAccount(shop.server, 'shelves@example.ca', 'staff', 'a long staff password');
    await addStaffAccount(shop.server, 'looker@example.ca', 'viewer', 'a long viewer password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signIn(page, 'shelves@example.ca', 'a long staff password');

    assert.deepEqual(await childrenOf('liquid-nutrients'), ['base-nutrients', 'bloom-boosters', 'cal-mag']);
    const topBefore = await childrenOf('1');
    const treeNames = new Map((await categories()).map((category) => [category.id, category.name]));

    // Onto the top edge of Base Nutrients: Cal-Mag goes first among the same siblings (one move).
    await row(page, 'cal-mag').dragTo(row(page, 'base-nutrients'), { targetPosition: { x: 60, y: 2 } });
    await serverHas('cal-mag did not move first', async () => (await childrenOf('liquid-nutrients'))[0] === 'cal-mag');
    assert.deepEqual(await childrenOf('liquid-nutrients'), ['cal-mag', 'base-nutrients', 'bloom-boosters']);
    // The screen shows the server's order: Cal-Mag's row is now right under Liquid Nutrients.
    await page.locator('tr[data-category-id="liquid-nutrients"] + tr[data-category-id="cal-mag"]').waitFor();
    await page.getByRole('button', { name: 'Move Cal-Mag & Micronutrients up' }).and(page.locator('[disabled]')).waitFor();

    // Onto the middle of Dry & Organic Nutrients: Bloom Boosters goes inside it, last (one re-parent).
    await row(page, 'bloom-boosters').dragTo(row(page, 'dry-nutrients'));
    await serverHas('bloom-boosters did not move into dry-nutrients', async () => (await categories()).find((c) => c.id === 'bloom-boosters')?.parentId === 'dry-nutrients');
    const dryChildren = await childrenOf('dry-nutrients');
    assert.equal(dryChildren.at(-1), 'bloom-boosters', 'a category dropped on a row goes last inside it');
    assert.deepEqual(await childrenOf('liquid-nutrients'), ['cal-mag', 'base-nutrients']);
    await page.locator(`tr[data-category-id="${dryChildren.at(-2)!}"] + tr[data-category-id="bloom-boosters"]`).waitFor();

    // Onto the top edge of a category under another parent: re-parent, then move before it.
    const firstDry = dryChildren[0]!;
    const dryNames = dryChildren.map((id) => treeNames.get(id));
    // Mid-drag, the line above the row shows the gap and the screen says where it goes.
    await row(page, 'base-nutrients').hover();
    await page.mouse.down();
    await row(page, firstDry).hover({ position: { x: 200, y: 12 } });
    await row(page, firstDry).hover({ position: { x: 60, y: 2 } });
    await page.getByRole('status').getByText(`Drop to put Base Nutrients before ${dryNames[0]!}.`).waitFor();
    await saveScreenshot(page, 'admin-categories-drag', 'desktop');
    await page.mouse.up();
    await serverHas('base-nutrients did not move first into dry-nutrients', async () => (await childrenOf('dry-nutrients'))[0] === 'base-nutrients');
    assert.deepEqual(await childrenOf('dry-nutrients'), ['base-nutrients', ...dryChildren]);
    await page.locator(`tr[data-category-id="dry-nutrients"] + tr[data-category-id="base-nutrients"]`).waitFor();

    // Inside itself or its own children: no mark, no call, nothing changes.
    const treeBefore = await categories();
    await row(page, 'nutrients').hover();
    await page.mouse.down();
    await row(page, 'liquid-nutrients').hover({ position: { x: 200, y: 8 } });
    await row(page, 'liquid-nutrients').hover();
    await page.getByRole('status').getByText('Moving Nutrients & Additives: drop it on a line between categories or on a category.').waitFor();
    await page.mouse.up();
    await row(page, 'nutrients').dragTo(row(page, 'nutrients'));
    await networkQuiet(page);
    assert.deepEqual(await categories(), treeBefore, 'a drop inside itself changes nothing');
    assert.deepEqual(await childrenOf('1'), topBefore);
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-categories after drags');

    // The storefront shows Bloom Boosters under its new parent: in its breadcrumb and on the parent's page.
    const shopper = await context.newPage();
    await shopper.goto(`${shop.server.baseUrl}/category/dry-nutrients/bloom-boosters`);
    const crumbs = shopper.getByRole('navigation', { name: 'breadcrumb' });
    await crumbs.getByRole('link', { name: 'Dry & Organic Nutrients' }).waitFor();
    assert.deepEqual(
      (await crumbs.getByRole('listitem').allInnerTexts()).map((text) => text.trim()),
      ['Categories', 'Nutrients & Additives', 'Dry & Organic Nutrients', 'Bloom Boosters'],
    );
    await shopper.goto(`${shop.server.baseUrl}/category/liquid-nutrients`);
    await shopper.getByRole('heading', { name: 'Liquid Nutrients', level: 1 }).waitFor();
    await shopper.getByRole('link', { name: /Cal-Mag/ }).first().waitFor();
    assert.equal(await shopper.getByRole('link', { name: /Bloom Boosters/ }).count(), 0, 'Bloom Boosters left Liquid Nutrients');
    await shopper.close();

    // While dragging, a last line takes a category to the end of the top level.
    await row(page, 'cal-mag').hover();
    await page.mouse.down();
    await row(page, 'nutrients').hover();
    const end = page.getByRole('cell', { name: 'Drop here to put it last at the top level' });
    await end.hover();
    await end.hover({ position: { x: 100, y: 10 } });
    await page.getByRole('status').getByText('Drop to put Cal-Mag & Micronutrients last at the top level.').waitFor();
    await page.mouse.up();
    await serverHas('cal-mag did not move to the end of the top level', async () => (await childrenOf('1')).at(-1) === 'cal-mag');
    assert.deepEqual(await childrenOf('1'), [...topBefore, 'cal-mag']);
    await page.getByRole('button', { name: 'Move Cal-Mag & Micronutrients down' }).and(page.locator('[disabled]')).waitFor();

    // A viewer sees the tree but cannot pick a row up.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'looker@example.ca', 'a long viewer password');
    await row(page, 'cal-mag').waitFor();
    assert.equal(await page.locator('tr[draggable="true"]').count(), 0);
    await context.close();
  });
});
