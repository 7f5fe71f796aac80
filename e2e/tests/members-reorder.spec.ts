import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle } from '../src/shopper.js';
import { addStaffAccount } from '../src/staff-account.js';
import { sidewaysOverflow } from '../src/sideways-overflow.js';
import { chooseOption } from '../src/choose-option.js';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A screenshot of the whole page from its top (scrolled, the sticky header would cross it). */
async function saveWholePage(page: Page, screen: string, viewport: ViewportName): Promise<void> {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await saveScreenshot(page, screen, viewport);
}

test.describe('a member orders again and keeps addresses', () => {
  const shop = useShop();
  const password = 'a long staff password';
  const staffEmail = `reorder-staff-${randomUUID().slice(0, 8)}@example.ca`;
  let session: { token: string; expiresAt: string; roles: string[] };
  let orderId: string;
  let dearer: ShopItem;
  let soldOut: ShopItem;
  let same: ShopItem;
  let newPrice: number;

  const storeApi = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  test('has a member with an order, whose prices and stock staff then change', async () => {
    const registered = await post(`${shop.server.baseUrl}/api/v1/members/register`, {
      email: `rose-${randomUUID().slice(0, 8)}@example.ca`,
      password: 'my garden password',
      firstName: 'Rose',
      lastName: 'Gardner',
    });
    assert.equal(registered.status, 201, await registered.clone().text());
    session = (await registered.json()) as typeof session;
    const member = { authorization: `Bearer ${session.token}` };

    [dearer, soldOut, same] = (await plainBaseNutrients(shop.server.baseUrl)).slice(-3) as [ShopItem, ShopItem, ShopItem];
    assert.ok(same, 'three plain items to order');
    const submitted = await post(
      storeApi('/order/submit'),
      {
        cart: {
          items: { [dearer.id]: { count: 2 }, [soldOut.id]: { count: 1 }, [same.id]: { count: 1 } },
          customerAddress: { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca', phone: '902-555-0199' },
          deliveryAddress: { firstName: 'Rose', lastName: 'Gardner', street: '', additional: '', city: '', province: '', postal: '' },
          shippingMethod: 'PICKUP',
          paymentMethod: 'emt',
        },
      },
      { 'idempotency-key': randomUUID(), ...member },
    );
    assert.equal(submitted.status, 201, await submitted.clone().text());
    orderId = ((await submitted.json()) as { id: string }).id;

    await addStaffAccount(shop.server, staffEmail, 'staff', password);
    const signIn = await post(`${shop.server.baseUrl}/api/v1/auth/sign-in`, { email: staffEmail, password });
    assert.equal(signIn.status, 200, await signIn.clone().text());
    const staff = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    const edit = async (itemId: string, field: string, value: unknown) => {
      const read = (await (await fetch(storeApi(`/items/${itemId}?showHidden=true`), { headers: staff })).json()) as { updatedAt: string; heldStock?: number; inventory: Record<string, { count: number }> };
      const response = await fetch(storeApi(`/items/${itemId}/${field}`), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'if-match': `"${read.updatedAt}"`, ...staff },
        body: JSON.stringify({ [field]: typeof value === 'function' ? (value as (item: typeof read) => unknown)(read) : value }),
      });
      assert.equal(response.status, 200, await response.clone().text());
    };
    newPrice = dearer.price + 250;
    await edit(dearer.id, 'price', newPrice);
    // Sold out: the shelf holds only the unit the member's order is waiting on.
    await edit(soldOut.id, 'inventory', (item: { heldStock?: number; inventory: Record<string, { count: number }> }) => {
      const [first, ...others] = Object.keys(item.inventory);
      return Object.fromEntries([[first ?? 'store', { count: item.heldStock ?? 1 }], ...others.map((location) => [location, { count: 0 }])]);
    });
    const read = (await (await fetch(storeApi(`/items/${soldOut.id}`))).json()) as ShopItem;
    assert.equal(read.stock, 0);
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`puts the order back in the cart in one step, which says what changed (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      await context.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('heading', { name: 'Welcome to your member page.' }).waitFor();
      await page.getByRole('link', { name: orderId }).waitFor();
      await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
      await saveWholePage(page, 'members-orders', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      await page.getByRole('button', { name: `Order again: order ${orderId}` }).click();
      await page.waitForURL('**/order/cart');
      const notice = page.getByRole('alert').filter({ hasText: `Order ${orderId} is back in your cart` });
      await notice.waitFor();
      const said = await notice.getByRole('listitem').allTextContents();
      const shortName = (item: ShopItem) => item.name.split('>').pop()!.trim();
      // The changes come in the order's own line order, by item id.
      const expected = new Map([
        [dearer.id, `${shortName(dearer)}: now ${money(newPrice)}, up from ${money(dearer.price)}.`],
        [soldOut.id, `${shortName(soldOut)}: out of stock, not added.`],
      ]);
      assert.deepEqual(said, [...expected.keys()].sort().map((id) => expected.get(id)));
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, { count: number; item: { price: number } }> });
      assert.deepEqual(
        Object.fromEntries(Object.entries(cart.items).map(([id, line]) => [id, [line.count, line.item.price]])),
        { [dearer.id]: [2, newPrice], [same.id]: [1, same.price] },
      );
      await saveWholePage(page, 'cart-after-reorder', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await context.close();
    });
  }

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`saves an address on the members page, and the Shipping step starts with the default one (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      await context.addInitScript((value) => window.localStorage.setItem('session', value), JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('heading', { name: 'Your addresses' }).waitFor();
      const label = viewport === 'desktop' ? 'Home' : 'Cottage';
      await page.getByRole('button', { name: 'Add an address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an address' });
      await dialog.getByLabel(/Name of this address/).fill(label);
      await dialog.getByLabel(/First Name/).fill('Rose');
      await dialog.getByLabel(/Last Name/).fill('Gardner');
      await dialog.getByLabel(/^Street/).fill(viewport === 'desktop' ? '12 Main St' : '4 Lake Rd');
      await dialog.getByLabel(/^City/).fill(viewport === 'desktop' ? 'Liverpool' : 'Bridgewater');
      await dialog.getByLabel(/^Province/).selectOption('NS');
      await dialog.getByLabel(/^Postal code/).fill('B3H');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('A postal code has 6 characters, like B0T 1K0.').waitFor();
      await saveScreenshot(page, 'members-address-form', viewport);
      await dialog.getByLabel(/^Postal code/).fill(viewport === 'desktop' ? 'B0T 1K0' : 'B4V 2W6');
      if (viewport === 'phone') await dialog.getByLabel('Use it by default at checkout').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = page.getByRole('article', { name: label });
      await saved.getByText('Default').waitFor();
      await saveWholePage(page, 'members-addresses', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      // The contact step answered already, as a returning shopper's cart has it; no delivery address typed yet.
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, unknown>;
        cart.customerAddress = { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca', phone: '902 555 0199', ageCheck: true };
        cart.deliveryAddress = { firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' };
        cart.shippingMethod = 'CP.RP';
        cart.checkoutStep = 0;
        localStorage.setItem('cart', JSON.stringify(cart));
      });
      if (Object.keys(((await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'))) as { items?: object }).items ?? {}).length === 0) {
        await page.evaluate((item) => {
          const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, unknown>;
          cart.items = { [item.id]: { item, count: 1 } };
          localStorage.setItem('cart', JSON.stringify(cart));
        }, same);
      }
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      await heading('Review Order').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await heading('Contact Information').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await heading('Shipping Information').waitFor();
      const street = page.getByRole('textbox', { name: /^Street/ });
      await page.waitForFunction(
        (expected) => (document.querySelector('input[autocomplete="shipping address-line1"]') as HTMLInputElement | null)?.value === expected,
        viewport === 'desktop' ? '12 Main St' : '4 Lake Rd',
      );
      assert.equal(await page.getByRole('textbox', { name: /^First name/ }).inputValue(), 'Rose');
      assert.equal(await page.getByRole('combobox', { name: /^Province/ }).inputValue(), 'NS');
      await page.getByRole('combobox', { name: 'Your saved addresses' }).waitFor();
      await saveWholePage(page, 'checkout-saved-address', viewport);
      assert.deepEqual(await sidewaysOverflow(page), []);

      if (viewport === 'phone') {
        // Picking the other saved address fills the fields with it.
        await chooseOption(page.getByRole('combobox', { name: 'Your saved addresses' }), /Home: 12 Main St/);
        assert.equal(await street.inputValue(), '12 Main St');
      }
      await context.close();
    });
  }
});
