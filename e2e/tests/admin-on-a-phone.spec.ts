import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper, settle } from '../src/shopper.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { addStaffAccount } from '../src/staff-account.js';

/** A page of the back office: its path under /admin, and the section of the menu that opens it, if any. */
interface AdminPage {
  path: string;
  section?: string;
}

/** Whether a path under /admin is a page of a screen's path as the app names it (`items/:itemId`). */
function isPageOf(screen: string, path: string): boolean {
  const parts = screen.split('/');
  const asked = path.split('/');
  return parts.length === asked.length && parts.every((part, index) => (part.startsWith(':') ? asked[index] !== '' : part === asked[index]));
}

/** A screenshot's name for a screen's path: `items/:itemId` is admin-items-item-id. */
const screenshotName = (screen: string) => `admin-${screen.replaceAll(/[:/]+/g, '-').replaceAll(/([a-z])([A-Z])/g, '$1-$2').toLowerCase() || 'home'}`;

const MENU = 'Back office sections';

test.describe("the back office in the owner's pocket (390 px)", () => {
  const shop = useShop();
  const email = 'owner@example.ca';
  const password = 'a long owner password';
  const api = (path: string, init?: RequestInit) => fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, init);
  let orderId = '';
  let florist = { orderId: '', date: '' };

  async function onThePhone(): Promise<Page> {
    const context = await returningShopper(shop.browser, 'phone');
    return context.newPage();
  }

  async function signIn(page: Page): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('main[data-admin-screen]').waitFor();
  }

  /** Opens a section through the menu button, as a thumb would. */
  async function openSection(page: Page, section: string): Promise<void> {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: MENU }).getByRole('link', { name: section, exact: true }).click();
    await page.getByRole('navigation', { name: MENU }).waitFor({ state: 'hidden' });
  }

  /** Fails with what sticks out, screen by screen. */
  async function assertFits(page: Page, what: string): Promise<void> {
    assert.deepEqual(await sidewaysOverflow(page), [], `${what} fits ${VIEWPORTS.phone.width} px`);
  }

  /** The screens checked so far, by their path in the app's list (`items/:itemId`), or a page's own path when it names none. */
  const checked: string[] = [];

  /**
   * Checks each page (a section opened through the menu, else by its address) and then every
   * back-office page they link to, once per screen: after one item's editor, the other 546 item
   * links are the same screen. Returns what sticks out, and serious accessibility faults, page by page.
   */
  async function checkPages(page: Page, queue: AdminPage[]): Promise<string[]> {
    const problems: string[] = [];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (checked.some((screen) => isPageOf(screen, next.path))) continue;
      assert.ok(checked.length < 40, `the back office has fewer than 40 screens (checked ${checked.join(', ')})`);
      if (next.section) await openSection(page, next.section);
      else await page.goto(`${shop.server.baseUrl}/admin/${next.path}`);
      await settle(page);
      const screen = (await page.evaluate(() => document.querySelector('main[data-admin-screen]')?.getAttribute('data-admin-screen'))) ?? next.path;
      assert.ok(isPageOf(screen, next.path), `/admin/${next.path} shows its own screen, not ${screen}`);
      checked.push(screen);
      await saveScreenshot(page, screenshotName(screen), 'phone');
      problems.push(...(await sidewaysOverflow(page)).map((problem) => `/admin/${next.path}: ${problem}`));
      problems.push(...(await seriousAccessibilityViolations(page)).map((violation) => `/admin/${next.path}: ${violation.help} ${violation.nodes.join(' ')}`));
      queue.push(...(await linkedPages(page.locator('body'))));
    }
    return problems;
  }

  /** The back-office pages a part of the page links to, by their paths under /admin. */
  async function linkedPages(part: Locator): Promise<AdminPage[]> {
    const links = await part.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    return links.flatMap((link) => {
      const url = new URL(link);
      return url.origin === shop.server.baseUrl && url.pathname.startsWith('/admin/') ? [{ path: url.pathname.replace(/^\/admin\//, '').replace(/\/$/, '') }] : [];
    });
  }

  test('has an owner, a shopper’s e-transfer order and a florist order for a delivery day', async () => {
    await addStaffAccount(shop.server, email, 'admin', password);
    const [item] = await plainBaseNutrients(shop.server.baseUrl);
    assert.ok(item, 'the demo shop has a plain item');
    const placed = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Maple', lastName: 'Pocket', email: 'maple@example.ca' });
    assert.equal(placed.status, 201, await placed.clone().text());
    orderId = ((await placed.json()) as { id: string }).id;

    const flowers = ((await (await api('/items?limit=1000')).json()) as ShopItem[]).find((each) => each.florist && !each.group.enabled && !each.special && !each.hidden && each.stock > 2);
    assert.ok(flowers, 'the demo shop sells flowers');
    const { dates } = (await (await api('/florist/delivery-dates')).json()) as { dates: string[] };
    const date = dates[0]!;
    const submitted = await api('/order/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        cart: {
          items: { [flowers.id]: { count: 2 } },
          customerAddress: { firstName: 'Flora', lastName: 'Queens', email: 'flora@example.ca', phone: '902 555 0142' },
          deliveryAddress: { firstName: 'Rose', lastName: 'Harbour', street: '12 Water Street', additional: 'Apartment 3, side door by the lilacs', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
          shippingMethod: 'LOCAL',
          paymentMethod: 'emt',
          deliveryDate: date,
          card: 'Happy birthday, Rose! With love from everyone at the harbour office.',
        },
      }),
    });
    assert.equal(submitted.status, 201, await submitted.clone().text());
    florist = { orderId: ((await submitted.json()) as { id: string }).id, date };
  });

  test('shows every back-office screen whole at 390 px, the sections in a menu with the roles and Sign out', async () => {
    const page = await onThePhone();
    const problems: string[] = [];
    const check = async (what: string) => {
      problems.push(...(await sidewaysOverflow(page)).map((problem) => `${what}: ${problem}`));
    };

    await page.goto(`${shop.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await saveScreenshot(page, 'admin-sign-in', 'phone');
    await check('the sign-in');
    await signIn(page);

    // The header holds the menu button; the sections, the roles and Sign out are in the menu.
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0, 'Sign out waits in the menu');
    assert.equal(await page.getByRole('navigation', { name: MENU }).count(), 0, 'the sections wait in the menu');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: MENU });
    await menu.waitFor();
    const drawer = page.locator('.MuiDrawer-paper').filter({ has: menu });
    await drawer.getByText('Roles: admin', { exact: false }).waitFor();
    await drawer.getByRole('button', { name: 'Sign out' }).waitFor();
    await saveScreenshot(page, 'admin-menu', 'phone');
    await check('the menu');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'the menu');
    // Every section the owner may open, from the app's one list of screens.
    const sections = await menu.getByRole('link').evaluateAll((links) => links.map((link) => ({ section: link.textContent ?? '', path: new URL((link as HTMLAnchorElement).href).pathname })));
    assert.ok(sections.some((section) => section.section === 'Staff'), 'the owner sees the Staff section');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Each section through the menu, then each page they link to (an item's editor, ...).
    problems.push(...(await checkPages(page, sections.map(({ section, path }) => ({ section, path: path.replace(/^\/admin\/?/, '') })))));
    for (const screen of ['items', 'items/:itemId', 'categories', 'orders', 'needs-attention', 'deliveries', 'transactions', 'sales', 'discounts', 'settings', 'staff']) {
      assert.ok(checked.includes(screen), `${screen} was checked (checked: ${checked.join(', ')})`);
    }

    // The deliveries of a day with a florist order, as cards.
    await openSection(page, 'Deliveries');
    await page.getByLabel('Delivery date').fill(florist.date);
    await page.getByRole('table', { name: 'Florist orders for the day' }).getByText(florist.orderId).waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-deliveries-day', 'phone');
    await check('the deliveries of a day');

    assert.deepEqual(problems, [], 'no screen is wider than the phone');
    await page.context().close();
  });

  test('lets the owner open an order, mark it paid and ready, and refund it by e-transfer from the phone, its dialogs filling the screen', async () => {
    const page = await onThePhone();
    await page.goto(`${shop.server.baseUrl}/admin`);
    await signIn(page);
    await openSection(page, 'Orders');
    const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ has: page.getByRole('button', { name: `Open order ${orderId}` }) });
    await row.getByText('Maple Pocket').waitFor();
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();

    const order = page.getByRole('region', { name: `Order ${orderId}` });
    await order.getByRole('heading', { name: `Order ${orderId} — OPEN` }).waitFor();
    // Opened below the list, it is brought into view: the owner does not hunt for it.
    // Scrolling lands on whole pixels, so a top at a fraction of one may end a fraction above the screen's edge.
    const { top, scrolled } = await order.evaluate((element) => ({ top: element.getBoundingClientRect().top, scrolled: window.scrollY }));
    assert.ok(top > -1 && top < VIEWPORTS.phone.height / 2, `the order shows at the top of the screen (at ${top} px, the page scrolled ${scrolled} px)`);
    await settle(page);
    await saveScreenshot(page, 'admin-order', 'phone', { onScreen: true });
    await assertFits(page, 'the open order');
    const fromTheOrder = await linkedPages(order);

    await order.getByRole('button', { name: 'Mark paid' }).click();
    await order.getByRole('heading', { name: `Order ${orderId} — PAID` }).waitFor();
    const stored = (await (await api(`/order/${orderId}`)).json()) as { state: string };
    assert.equal(stored.state, 'PAID', 'the server has the order paid');
    await order.getByRole('button', { name: 'Mark ready for pickup' }).click();
    await order.getByRole('heading', { name: `Order ${orderId} — READY_FOR_PICKUP` }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-order-moved', 'phone', { onScreen: true });
    await assertFits(page, 'the order after its moves');

    await order.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}` });
    await dialog.waitFor();
    await settle(page);
    const paper = await dialog.boundingBox();
    assert.ok(paper && Math.round(paper.width) === VIEWPORTS.phone.width && Math.round(paper.height) === VIEWPORTS.phone.height, `the dialog fills the phone (${JSON.stringify(paper)})`);
    await saveScreenshot(page, 'admin-order-refund-dialog', 'phone');
    await assertFits(page, 'the refund dialog');
    // Everything back by an e-transfer still to send: it waits in Needs attention.
    await dialog.getByRole('checkbox', { name: 'Refund everything left' }).check();
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await order.getByText(/^Refund made/).waitFor();

    await openSection(page, 'Needs attention');
    const waiting = page.getByRole('table', { name: 'Money going back that needs attention' }).getByRole('row').filter({ hasText: 'maple@example.ca' });
    await waiting.waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-needs-attention-return', 'phone');
    await assertFits(page, 'a money return waiting');
    await waiting.getByRole('button', { name: 'E-transfer sent' }).click();
    const settleDialog = page.getByRole('dialog', { name: 'E-transfer sent?' });
    await settleDialog.waitFor();
    await settle(page);
    assert.equal(Math.round((await settleDialog.boundingBox())?.width ?? 0), VIEWPORTS.phone.width, 'the dialog fills the phone');
    await saveScreenshot(page, 'admin-needs-attention-settle-dialog', 'phone');
    await assertFits(page, 'the e-transfer dialog');
    await settleDialog.getByRole('button', { name: 'Yes, e-transfer sent' }).click();
    await page.getByText('Nothing needs attention.').waitFor();

    // The pages an open order links to (a packing slip, ...) fit too.
    assert.deepEqual(await checkPages(page, fromTheOrder), [], 'the pages an order links to fit the phone');
    await page.context().close();
  });
});
