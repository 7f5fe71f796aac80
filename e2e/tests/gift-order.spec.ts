import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

interface ApiItem {
  id: string;
  florist: boolean;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  stock: number;
}

const CARD = 'Happy birthday, Maman!\nWith love from Ada <3';

test.describe('a shopper sends flowers to someone else, with a card and a morning delivery', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;
  const placed: { orderId: string; date: string }[] = [];

  test('lets staff offer a morning and an afternoon window', async () => {
    await addStaffAccount(shop.server, 'bench@example.ca', 'staff', 'a long florist password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/deliveries`, 'bench@example.ca', 'a long florist password');
    await page.getByRole('checkbox', { name: 'Morning' }).check();
    await page.getByRole('checkbox', { name: 'Afternoon' }).check();
    await page.getByLabel('Morning orders a day').fill('6');
    await page.getByRole('button', { name: 'Save florist settings' }).click();
    await page.getByText('Florist settings saved.').waitFor();
    const offered = await api<{ windows: { id: string }[] }>('/florist/delivery-dates');
    assert.deepEqual(offered.windows.map((window) => window.id), ['morning', 'afternoon']);
    await context.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`names the recipient, writes the card and books the morning; the receipt shows it (${viewport})`, async () => {
      const items = await api<ApiItem[]>('/items?limit=1000');
      const flowers = items.find((item) => item.florist && !item.group.enabled && !item.special && !item.hidden && item.stock > 2);
      assert.ok(flowers, 'the demo shop sells florist items');
      const item = await api<ApiItem>(`/items/${flowers.id}`);
      const cart = storedCart({
        items: { [item.id]: { item, count: 1 } },
        customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0142', ageCheck: true },
        deliveryAddress: { firstName: 'Marie', lastName: 'Dupont', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
        checkoutStep: 2,
      });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/checkout`);
      await page.getByRole('heading', { level: 2, name: 'Shipping Information', exact: true }).waitFor();

      const local = page.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio', { name: /Local/ });
      await local.scrollIntoViewIfNeeded();
      await local.check();

      // The gift form arrives on demand (its own chunk): for someone else, their name and phone.
      await page.getByRole('radio', { name: 'For someone else (a gift)' }).check();
      await page.getByLabel("Recipient's name").fill('Marie Dupont');
      await page.getByLabel("Recipient's phone").fill('902-354-5555');
      await page.getByLabel('Card message').fill(CARD);
      await page.getByLabel('Delivery instructions').fill('Side door, ring twice');
      await page.getByLabel('Delivery instructions').blur();

      const dates = page.getByRole('radiogroup', { name: /^Delivery date/ });
      const first = dates.getByRole('radio').first();
      const date = (await first.getAttribute('value'))!;
      await first.scrollIntoViewIfNeeded();
      await first.check();
      // Next without a time is refused; then the morning is chosen.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Choose a delivery time (morning or afternoon).').first().waitFor();
      const morning = page.getByRole('radiogroup', { name: /^Delivery time/ }).getByRole('radio', { name: /^Morning/ });
      await morning.scrollIntoViewIfNeeded();
      await morning.check();
      await settle(page);
      await saveScreenshot(page, 'checkout-gift-order', viewport);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
      const emt = page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Email Money Transfer (EMT)' });
      await emt.scrollIntoViewIfNeeded();
      await emt.check();
      await page.getByRole('button', { name: 'Submit Order', exact: true }).click();

      await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
      const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const gift = page.getByTestId('receipt-gift');
      await gift.waitFor();
      const text = await gift.innerText();
      assert.match(text, /Delivery time: morning, 10:00–12:00/);
      assert.match(text, /For: Marie Dupont \(phone ••• ••• 5555\)/);
      assert.match(text, /Happy birthday, Maman!\nWith love from Ada <3/);
      assert.doesNotMatch(await page.locator('main').innerText(), /Side door/, 'delivery instructions stay off the receipt');
      await settle(page);
      await saveScreenshot(page, 'receipt-gift-order', viewport);
      placed.push({ orderId, date });
      await context.close();
    });
  }

  test('shows staff the recipient, the window and the card in the day’s list and its printout', async () => {
    assert.ok(placed.length > 0, 'an order was placed');
    const { orderId, date } = placed[0]!;
    await addStaffAccount(shop.server, 'driver@example.ca', 'viewer', 'a long driver password');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}/admin/deliveries`, 'driver@example.ca', 'a long driver password');
    await page.getByLabel('Delivery date').fill(date);
    const table = page.getByRole('table', { name: 'Florist orders for the day' });
    await table.getByText(orderId).first().waitFor();
    const row = table.getByRole('row').filter({ hasText: orderId });
    await row.getByText('Morning 10:00–12:00').waitFor();
    await row.getByText('902-354-5555').waitFor();
    await settle(page);
    await saveScreenshot(page, 'admin-deliveries-gift', 'desktop');

    for (const viewport of VIEWPORT_NAMES) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(`${shop.server.baseUrl}/admin/deliveries/${date}/print`);
      const slip = page.getByRole('article', { name: `Order ${orderId}` });
      await slip.waitFor();
      const printed = await slip.innerText();
      assert.match(printed, /MORNING 10:00–12:00/i);
      assert.match(printed, /Gift for Marie Dupont, phone 902-354-5555/);
      assert.match(printed, /Happy birthday, Maman!\nWith love from Ada <3/);
      await settle(page);
      await saveScreenshot(page, 'delivery-day-print-gift', viewport);
    }
    await context.close();
  });
});
