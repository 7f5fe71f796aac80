import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

interface ApiItem {
  id: string;
  name: string;
  florist: boolean;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  stock: number;
}

test.describe('a shopper orders flowers for a day', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  const placed: { orderId: string; date: string }[] = [];

  for (const viewport of VIEWPORT_NAMES) {
    test(`picks a pickup date among the offered ones and finds it on the receipt (${viewport})`, async () => {
      const items = await api<ApiItem[]>('/items?limit=1000');
      const flowers = items.find((item) => item.florist && !item.group.enabled && !item.special && !item.hidden && item.stock > 2);
      assert.ok(flowers, 'the demo shop sells florist items');
      const offered = await api<{ dates: string[] }>('/florist/delivery-dates');
      assert.ok(offered.dates.length > 0, 'the shop offers delivery dates');
      const item = await api<ApiItem>(`/items/${flowers.id}`);
      const cart = storedCart({
        items: { [item.id]: { item, count: 1 } },
        customerAddress: { firstName: 'Flora', lastName: 'Queens', email: 'flora@example.ca', phone: '902 555 0142', ageCheck: true },
        checkoutStep: 2,
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: 'Shipping Information', exact: true }).waitFor();
      await page.getByText(/Your cart has flowers/).waitFor();

      // Only pickup and local delivery are offered for flowers.
      const methods = page.getByRole('radiogroup', { name: 'Shipping method' });
      const offeredMethods = await methods.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
      assert.deepEqual([...offeredMethods].sort(), ['LOCAL', 'PICKUP']);
      const pickup = methods.getByRole('radio', { name: /Pickup/ });
      await pickup.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await pickup.check();

      // Next without a date is refused; the picker offers exactly the server's dates.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Choose a delivery date for your flowers.').first().waitFor();
      const picker = page.getByRole('radiogroup', { name: /^Pickup date/ });
      const first = picker.getByRole('radio').first();
      const date = await first.getAttribute('value');
      assert.equal(date, offered.dates[0], 'the first date offered is the server’s first');
      await first.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await first.check();
      await page.getByRole('table', { name: 'Shipping summary' }).getByText(date!).waitFor();
      await settle(page);
      await saveScreenshot(page, 'checkout-florist-date', viewport);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
      const emt = page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Email Money Transfer (EMT)' });
      await emt.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await emt.check();
      await page.getByRole('button', { name: 'Submit Order', exact: true }).click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const shown = page.getByTestId('receipt-delivery-date');
      await shown.waitFor();
      const order = await api<{ deliveryDate?: string }>(`/order/${orderId}`);
      assert.equal(order.deliveryDate, date, 'the order keeps the date picked');
      await settle(page);
      await saveScreenshot(page, 'receipt-florist-date', viewport);
      placed.push({ orderId, date: date! });
      await context.close();
    });
  }

  test('lists the day’s florist orders for staff to prepare', async () => {
    assert.ok(placed.length > 0, 'an order was placed');
    const { orderId, date } = placed[0]!;
    await addStaffAccount(shop.server, 'florist@example.ca', 'viewer', 'a long florist password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/deliveries`, 'florist@example.ca', 'a long florist password');
    await page.getByLabel('Delivery date').fill(date);
    const table = page.getByRole('table', { name: 'Florist orders for the day' });
    await table.getByText(orderId).first().waitFor();
    await table.getByText('Flora Queens').first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-deliveries', 'desktop');
    await context.close();
  });
});
