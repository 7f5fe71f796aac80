import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot } from '../src/browser.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';
import { networkQuiet } from '../src/quiet-network.js';

interface ShopItem {
  id: string;
  name: string;
  stock: number;
  special: boolean;
  imageId: string | null;
  group: { enabled: boolean; parentId: string | null };
}
interface ShopCategory {
  id: string;
  name: string;
  parentId: string;
  position: number;
}

// Its server on the machine's own Node.js (docs/decisions/088).
test.describe('staff run the shop from the back office', () => {
  const shop = useShop(undefined, { onMachineNode: true });

  test("is never downloaded by a shopper's pages", async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/category/nutrients', '/order/cart']) {
      await page.goto(`${shop.server.baseUrl}${path}`);
      await networkQuiet(page);
    }
    assert.ok(scripts.length > 0);
    // Neither the back office's chunk nor its code inside another one.
    const withBackOffice: string[] = [];
    for (const url of new Set(scripts)) if (url.includes('admin') || (await (await fetch(url)).text()).includes('Back office sign-in')) withBackOffice.push(url);
    assert.deepEqual(withBackOffice, []);
    await context.close();
  });

  test('sign in, reprice an item the storefront then shows, upload its picture, reorder a category, mark an e-transfer order paid', async () => {
    const email = 'owner@example.ca';
    const password = 'a long staff password';
    await addStaffAccount(shop.server, email, 'admin', password);
    const api = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
    const items = (await (await fetch(api('/items'))).json()) as ShopItem[];
    const withPictures = items.filter((item) => item.stock > 0 && !item.special && !item.group.enabled && !item.group.parentId && item.imageId);
    const item = withPictures[0]!;
    const otherPicture = withPictures.find((other) => other.imageId !== item.imageId)!.imageId!;

    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail address or password is not right.').waitFor();
    await saveScreenshot(page, 'admin-sign-in', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-sign-in');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The back office opens on the dashboard; Items: find the item and give it a new price.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByRole('heading', { name: 'Items' }).waitFor();
    await page.getByText(/Roles: admin/).waitFor();
    await page.getByLabel('Search items').fill(item.name);
    await saveScreenshot(page, 'admin-items', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-items');
    await page.getByRole('link', { name: item.name, exact: true }).first().click();
    await page.getByRole('heading', { name: `Edit ${item.name}` }).waitFor();
    await page.getByLabel('Price ($)', { exact: true }).fill('12.34');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();

    const storefront = await context.newPage();
    await storefront.goto(`${shop.server.baseUrl}/item/${encodeURIComponent(item.id)}`);
    await storefront.getByRole('dialog').getByText('$12.34').first().waitFor();
    await storefront.close();

    // A picture file, uploaded from the editor.
    const pictureBytes = Buffer.from(await (await fetch(api(`/images/${encodeURIComponent(otherPicture)}`))).arrayBuffer());
    const picture = page.getByRole('img', { name: `Picture of ${item.name}` });
    const pictureBefore = await picture.getAttribute('src');
    await page.getByLabel('Picture file').setInputFiles({ name: 'new-picture.webp', mimeType: 'image/webp', buffer: pictureBytes });
    await page.waitForFunction(
      ([name, before]) => document.querySelector(`img[alt="Picture of ${name}"]`)?.getAttribute('src') !== before,
      [item.name, pictureBefore] as const,
    );
    await saveScreenshot(page, 'admin-item-editor', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-item-editor');

    // A new item starts hidden; deleting it asks first.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByLabel('New item id').fill('trial-tray');
    await page.getByLabel('New item name').fill('Trial Tray');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.getByRole('heading', { name: 'Edit Trial Tray' }).waitFor();
    assert.equal((await fetch(api('/items/trial-tray'))).status, 404, 'a new item is hidden from shoppers');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete item' }).click();
    await page.getByRole('heading', { name: 'Items' }).waitFor();

    // Categories: the first department moves down one place.
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    const before = ((await (await fetch(api('/categories'))).json()) as ShopCategory[])
      .filter((category) => category.parentId === '1')
      .sort((a, b) => a.position - b.position);
    const first = before[0]!;
    await page.getByRole('button', { name: `Move ${first.name} down` }).click();
    await page.getByRole('button', { name: `Move ${first.name} up` }).and(page.locator(':not([disabled])')).waitFor();
    const after = ((await (await fetch(api('/categories'))).json()) as ShopCategory[])
      .filter((category) => category.parentId === '1')
      .sort((a, b) => a.position - b.position);
    assert.deepEqual(
      after.slice(0, 2).map((category) => category.id),
      [before[1]!.id, first.id],
    );
    await page.getByRole('button', { name: `Delete ${first.name}` }).click();
    await page.getByText(`Category '${first.id}' still holds`).waitFor();
    await page.getByRole('button', { name: `Rename ${first.name}` }).click();
    await page.getByLabel(`New name for ${first.name}`).fill('Nutrients & Feeds');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('cell', { name: 'Nutrients & Feeds', exact: true }).waitFor();
    const categories = async () => (await (await fetch(api('/categories'))).json()) as ShopCategory[];
    const child = (await categories()).find((category) => category.parentId !== '1')!;
    await page.getByRole('button', { name: `Re-parent ${child.name}` }).click();
    await chooseOption(page.getByRole('combobox', { name: `New parent of ${child.name}` }), 'Top level', { exact: true });
    // The save goes on after the select closes: wait for the server to have it.
    for (let tries = 0; (await categories()).find((category) => category.id === child.id)?.parentId !== '1'; tries++) {
      assert.ok(tries < 50, `${child.id} did not move to the top level`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await saveScreenshot(page, 'admin-categories', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-categories');

    // Orders: a shopper's e-transfer order, marked paid by staff.
    const submitted = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Fern', lastName: 'Gully', email: 'fern@example.ca' });
    assert.equal(submitted.status, 201, await submitted.clone().text());
    const { id: orderId } = (await submitted.json()) as { id: string };
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const order = page.getByRole('region', { name: `Order ${orderId}` });
    await order.getByRole('heading', { name: `Order ${orderId} — OPEN` }).waitFor();
    await order.getByText('$12.34').first().waitFor();
    await order.getByRole('table', { name: 'Order lines' }).getByRole('cell', { name: item.name, exact: true }).waitFor();
    await order.getByRole('button', { name: 'Mark paid' }).click();
    await order.getByRole('heading', { name: `Order ${orderId} — PAID` }).waitFor();
    await order.getByRole('button', { name: 'Mark ready for pickup' }).waitFor();
    await saveScreenshot(page, 'admin-orders', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-orders');

    // Transactions: paying booked the sale.
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByRole('cell', { name: orderId }).waitFor();
    await saveScreenshot(page, 'admin-transactions', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-transactions');

    // Discount codes: a new one works at the storefront's discount call at once.
    await page.getByRole('tab', { name: 'Discounts' }).click();
    await page.getByRole('cell', { name: 'WELCOME10', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('SPRING15');
    await page.getByRole('textbox', { name: 'Percent', exact: true }).fill('15');
    await page.getByRole('button', { name: 'Save code' }).click();
    await page.getByRole('cell', { name: 'SPRING15', exact: true }).waitFor();
    const spring = (await (await fetch(api('/order/discount/spring15'))).json()) as { discountPercent?: number };
    assert.equal(spring.discountPercent, 15);
    await saveScreenshot(page, 'admin-discounts', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-discounts');

    // Staff accounts (admins): a new clerk who may only read.
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.getByLabel('New account e-mail').fill('clerk@example.ca');
    await page.getByLabel('Password', { exact: true }).fill('a clerk password');
    await chooseOption(page.getByRole('form', { name: 'New staff account' }).getByRole('combobox'), 'viewer');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('cell', { name: 'clerk@example.ca', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Role of clerk@example.ca' }).getByText('viewer').waitFor();
    await saveScreenshot(page, 'admin-staff', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-staff');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();

    // The viewer reads the same screens but cannot change anything.
    await page.getByLabel('Email').fill('clerk@example.ca');
    await page.getByLabel('Password').fill('a clerk password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Read only').waitFor();
    await page.goto(`${shop.server.baseUrl}/admin/items/${encodeURIComponent(item.id)}`);
    await page.getByRole('heading', { name: `Edit ${item.name}` }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save changes' }).count(), 0);
    assert.equal(await page.getByRole('tab', { name: 'Staff' }).count(), 0);
    await context.close();
  });
});
