import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients } from '../src/demo-items.js';
import { returningShopper, settle } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';

interface ApiItem {
  id: string;
  florist: boolean;
  group: { enabled: boolean };
  special: boolean;
  hidden: boolean;
  stock: number;
}

interface ApiOrder {
  id: string;
  state: string;
  parcels?: { carrierName: string; trackingNumber: string; trackingUrl: string | null }[];
}

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const TRACKING = '7023210221234567';
const CANADA_POST_LINK = `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${TRACKING}`;
const liverpool = { street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

test.describe('staff ship an order with tracking; the shopper follows it from the receipt; the slips print', () => {
  const shop = useShop();
  const email = 'shipper@example.ca';
  const password = 'a long shipping password';
  const api = (path: string, init?: RequestInit) => fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`, init);
  const submit = async (cart: Record<string, unknown>): Promise<string> => {
    const response = await api('/order/submit', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify({ cart: { paymentMethod: 'emt', ...cart } }) });
    assert.equal(response.status, 201, await response.clone().text());
    return ((await response.json()) as { id: string }).id;
  };
  const order = async (id: string) => (await (await api(`/order/${id}`)).json()) as ApiOrder;
  let orderId = '';
  let floristDate = '';

  async function backOffice(viewport: ViewportName, path: string): Promise<Page> {
    const context = await returningShopper(shop.browser, viewport);
    const page = await context.newPage();
    await signInToBackOffice(page, `${shop.server.baseUrl}${path}`, email, password);
    return page;
  }
  async function fitsTheWindow(page: Page, viewport: ViewportName, what: string) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= VIEWPORTS[viewport].width, `${what} does not scroll sideways at ${VIEWPORTS[viewport].width} px (${width} px wide)`);
  }
  /** A part of a back-office screen fits the window and nothing in it is wider (the screens around it are another part's work). */
  async function partFitsTheWindow(part: Locator, viewport: ViewportName, what: string) {
    const box = await part.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS[viewport].width + 0.5, `${what} fits in ${VIEWPORTS[viewport].width} px (${JSON.stringify(box)})`);
    const overflow = await part.evaluate((element) => element.scrollWidth - element.clientWidth);
    assert.ok(overflow <= 0, `nothing in ${what} is wider than it (${overflow} px more)`);
  }

  test('a shopper orders by courier, and two florist orders with card messages are placed for one day', async () => {
    const [item] = await plainBaseNutrients(shop.server.baseUrl, 5);
    assert.ok(item, 'base nutrients has a plain item in stock');
    orderId = await submit({
      items: { [item.id]: { count: 2 } },
      customerAddress: { firstName: 'Morgan', lastName: 'Doyle', email: 'morgan@example.ca', phone: '902-555-0177' },
      deliveryAddress: { firstName: 'Morgan', lastName: 'Doyle', street: '1 Spring Garden Rd', additional: 'Apt 4', city: 'Halifax', province: 'NS', postal: 'B3H 1A1' },
      shippingMethod: 'ARMOUR',
    });
    const items = (await (await api('/items?limit=1000')).json()) as ApiItem[];
    const flowers = items.find((candidate) => candidate.florist && !candidate.group.enabled && !candidate.special && !candidate.hidden && candidate.stock > 2);
    assert.ok(flowers, 'the demo shop sells florist items');
    const { dates } = (await (await api('/florist/delivery-dates')).json()) as { dates: string[] };
    floristDate = dates.at(-1)!;
    const florist = { items: { [flowers.id]: { count: 1 } }, deliveryDate: floristDate };
    await submit({
      ...florist,
      customerAddress: { firstName: 'Iris', lastName: 'Fraser', email: 'iris@example.ca', phone: '902-555-0123' },
      deliveryAddress: { firstName: 'June', lastName: 'Fraser', ...liverpool },
      shippingMethod: 'LOCAL',
      card: 'Happy 90th birthday, Grandma June! Love from all of us in Halifax.',
      notes: 'Side door, ring twice',
    });
    await submit({
      ...florist,
      customerAddress: { firstName: 'Theo', lastName: 'Marsh', email: 'theo@example.ca', phone: '902-555-0188' },
      deliveryAddress: { firstName: 'Theo', lastName: 'Marsh', ...liverpool },
      shippingMethod: 'PICKUP',
      card: 'Congratulations on the new shop!',
    });
    await addStaffAccount(shop.server, email, 'staff', password);
  });

  test('staff mark the order paid, then shipped in two parcels with their tracking numbers (1280 px)', async () => {
    const page = await backOffice('desktop', '/admin/orders');
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const details = page.getByRole('region', { name: `Order ${orderId}` });
    await details.getByRole('button', { name: 'Mark paid' }).click();
    await details.getByRole('heading', { name: `Order ${orderId} — PAID` }).waitFor();
    await details.getByRole('button', { name: 'Mark shipped' }).click();

    const dialog = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await dialog.getByLabel('Tracking number').fill('7023 2102 2123 456');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText(/^A Canada Post tracking number is 16 digits/).waitFor();
    assert.equal((await order(orderId)).state, 'PAID', 'a number with a digit missing ships nothing');
    await dialog.getByLabel('Tracking number').fill('7023 2102 2123 4567');
    await dialog.getByRole('button', { name: 'Add another parcel' }).click();
    const second = dialog.getByRole('group', { name: 'Parcel 2' });
    await chooseOption(second.getByRole('combobox', { name: 'Carrier' }), 'Other carrier (with a link)');
    await second.getByLabel('Carrier name').fill('Armour');
    await second.getByLabel('Tracking number').fill('ARM-55512');
    await second.getByLabel('Tracking link').fill('https://armour.example.ca/track/ARM55512');
    await saveScreenshot(page, 'admin-ship-dialog', 'desktop');
    assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-ship-dialog');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await details.getByRole('heading', { name: `Order ${orderId} — SHIPPED` }).waitFor();
    const parcels = details.getByRole('region', { name: 'Parcels' });
    assert.equal(await parcels.getByRole('link', { name: TRACKING }).getAttribute('href'), CANADA_POST_LINK);
    assert.equal(await parcels.getByRole('link', { name: 'ARM55512' }).getAttribute('href'), 'https://armour.example.ca/track/ARM55512');
    await parcels.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-order-shipped', 'desktop');
    const shipped = await order(orderId);
    assert.equal(shipped.state, 'SHIPPED');
    assert.deepEqual(shipped.parcels?.map((parcel) => parcel.trackingNumber), [TRACKING, 'ARM55512']);
    await page.context().close();
  });

  test('shows the ship dialog whole on a phone (390 px)', async () => {
    const page = await backOffice('phone', '/admin/orders');
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const parcels = page.getByRole('region', { name: 'Parcels' });
    await parcels.getByRole('button', { name: 'Add a parcel' }).click();
    const dialog = page.getByRole('dialog', { name: `Add a parcel to order ${orderId}` });
    await dialog.getByLabel('Tracking number').waitFor();
    await saveScreenshot(page, 'admin-add-parcel-dialog', 'phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await parcels.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-order-shipped', 'phone');
    await partFitsTheWindow(parcels, 'phone', 'the parcels');
    await page.context().close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`the shopper opens the receipt and follows the parcel's tracking link (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/order/${orderId}`);
      const section = page.getByTestId('receipt-parcels');
      await section.getByRole('heading', { level: 2, name: 'Your parcels' }).waitFor();
      await section.getByText('Your order is on its way in 2 parcels.', { exact: false }).waitFor();
      assert.equal(await section.getByRole('link', { name: `Canada Post ${TRACKING}` }).getAttribute('href'), CANADA_POST_LINK);
      assert.equal(await section.getByRole('link', { name: 'Armour ARM55512' }).getAttribute('href'), 'https://armour.example.ca/track/ARM55512');
      await settle(page);
      await saveScreenshot(page, 'receipt-parcels', viewport);
      await fitsTheWindow(page, viewport, 'the receipt');
      assert.deepEqual(await seriousAccessibilityViolations(page), [], `receipt-parcels ${viewport}`);
      await context.close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`prints the order's packing slip without prices (${VIEWPORTS[viewport].width} px)`, async () => {
      const page = await backOffice(viewport, `/admin/orders/backroom/${orderId}/packing-slip`);
      await page.getByRole('heading', { level: 1, name: 'Packing slip' }).waitFor();
      await page.getByText('Morgan Doyle').first().waitFor();
      await page.getByText('Apt 4').waitFor();
      const items = page.getByRole('table', { name: 'Items to pack' });
      assert.equal(await items.getByRole('row').count(), 2, 'a head and one line');
      assert.equal(await items.getByText('$').count(), 0, 'no prices on the slip');
      await page.getByText(`Canada Post ${TRACKING}`).waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-packing-slip', viewport);
      await fitsTheWindow(page, viewport, 'the packing slip');
      if (viewport === 'desktop') {
        assert.deepEqual(await seriousAccessibilityViolations(page), [], 'admin-packing-slip');
        // What the printer gets: the slip alone, without the back office around it.
        await page.emulateMedia({ media: 'print' });
        assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
        assert.equal(await page.getByRole('navigation', { name: 'Back office sections' }).isVisible(), false);
        await saveScreenshot(page, 'admin-packing-slip-print', viewport);
      }
      await page.context().close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`prints the day's florist list with each card message (${VIEWPORTS[viewport].width} px)`, async () => {
      const page = await backOffice(viewport, '/admin/deliveries');
      await page.getByLabel('Delivery date').fill(floristDate);
      await page.getByRole('link', { name: "Print the day's list" }).click();
      await page.getByRole('heading', { level: 1, name: /^Florist orders for / }).waitFor();
      const deliveries = page.getByRole('region', { name: 'Deliveries' });
      await deliveries.getByText('Happy 90th birthday, Grandma June! Love from all of us in Halifax.').waitFor();
      await deliveries.getByText('1. June Fraser').waitFor();
      await deliveries.getByText('Delivery instructions: Side door, ring twice').waitFor();
      const pickups = page.getByRole('region', { name: 'Pickups at the shop' });
      await pickups.getByText('Congratulations on the new shop!').waitFor();
      await settle(page);
      await saveScreenshot(page, 'admin-deliveries-print', viewport);
      await fitsTheWindow(page, viewport, "the day's list");
      if (viewport === 'desktop') {
        await page.emulateMedia({ media: 'print' });
        await saveScreenshot(page, 'admin-deliveries-print-print', viewport);
      }
      await page.context().close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`keeps the tracking-link templates and pickup hours in the settings (${VIEWPORTS[viewport].width} px)`, async () => {
      const page = await backOffice(viewport, '/admin/settings');
      const section = page.getByRole('region', { name: 'Tracking links and pickup' });
      assert.equal(await section.getByLabel('Canada Post').inputValue(), 'https://www.canadapost-postescanada.ca/track-reperage/{lang}#/search?searchFor={tracking}');
      await section.getByText('The e-mail says: Tuesday to Friday, 10:00 a.m. to 4:00 p.m.; Saturday, 10:00 a.m. to 3:00 p.m.').waitFor();
      await section.scrollIntoViewIfNeeded();
      await settle(page);
      await section.screenshot({ path: new URL(`../screenshots/admin-settings-tracking-links-${viewport}.png`, import.meta.url).pathname });
      await partFitsTheWindow(section, viewport, 'the tracking links and pickup settings');
      await page.context().close();
    });
  }
});
