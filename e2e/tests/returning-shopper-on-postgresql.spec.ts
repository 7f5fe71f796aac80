import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { isPlainItem, plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { mailHeader, mailPart, useMailOutbox } from '../src/mail-outbox.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { addStaffAccount, staffAuthorization } from '../src/staff-account.js';

/**
 * Issue 21's five journeys of shoppers who come back, once each, on a shop whose database is
 * PostgreSQL (the English specs walk them in full on SQLite): filters, back-in-stock alerts, a
 * gift order, a member's order again, and the left-cart reminder.
 */
test.describe('a returning shopper on a shop that runs on PostgreSQL', () => {
  const outbox = useMailOutbox();
  // Alerts and reminders swept every second, so their e-mails go out while the journeys watch.
  // Its server on the machine's own Node.js, with the PostgreSQL driver (docs/decisions/088).
  const shop = useShop(async () => ({ SMTP_URL: await outbox.smtpUrl(), STOCK_ALERT_SWEEP_SECONDS: '1', LEFT_CART_SWEEP_SECONDS: '1' }), { postgresql: true, onMachineNode: true });
  const staffEmail = 'postgres-staff@example.ca';
  const staffPassword = 'a long staff password';
  const storeApi = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
  const api = async <T>(path: string): Promise<T> => (await (await fetch(storeApi(path))).json()) as T;
  /** The text of the first e-mail to `to` about `subject`, its lines ended as a reader sees them. */
  const mailText = async (to: string, subject: string) => mailPart(await outbox.waitFor(to, subject), 'text/plain').replace(/\r\n/g, '\n');
  const sent = (to: string, subject: string) => outbox.messagesTo(to).filter((message) => mailHeader(message, 'Subject').includes(subject));
  /** A link of an e-mail, on the server under test (the demo shop's configured address is its public one). */
  const onThisServer = (link: string) => `${shop.server.baseUrl}${new URL(link).pathname}`;

  let staffSignedIn: Promise<{ authorization: string }> | undefined;
  /** A staff member signed in through the API (the account made on first use): the header their calls carry. */
  const staff = () => (staffSignedIn ??= addStaffAccount(shop.server, staffEmail, 'staff', staffPassword).then(() => staffAuthorization(shop.server, staffEmail, staffPassword)));

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`filters a category by brand in the drawer; the address carries it and a reload comes filtered from the server (${VIEWPORTS[viewport].width} px)`, async () => {
      const facets = await api<{ brands: Array<{ value: string; count: number }> }>('/items/category/base-nutrients/facets');
      const brand = [...facets.brands].sort((a, b) => b.count - a.count)[0];
      assert.ok(brand && brand.count >= 2, 'base nutrients has a brand with several items');
      const byBrand = (await api<ShopItem[]>(`/items/category/base-nutrients?brand=${encodeURIComponent(brand.value)}`)).map((item) => item.id);
      assert.equal(byBrand.length, brand.count);
      const brandQuery = `?brand=${encodeURIComponent(brand.value).replace(/%20/g, '+')}`;

      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
      await settle(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      // The brand's box shows how many items it has.
      await drawer.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.value)}\\s*${brand.count}$`) }).check();
      await page.waitForURL((url) => url.search === brandQuery);
      await drawer.getByRole('button', { name: `Show ${brand.count} items` }).waitFor();
      await saveScreenshot(page, 'listing-filters-drawer-postgres', viewport);
      await drawer.getByRole('button', { name: `Show ${brand.count} items` }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Remove filter: ${brand.value}` }).waitFor();
      await page.getByRole('status').filter({ hasText: `${brand.count} items` }).waitFor();

      // The reload's page, as the server wrote it, lists the brand's items only; the browser keeps them.
      const reloaded = await page.reload();
      const html = (await reloaded?.text()) ?? '';
      assert.deepEqual([...new Set([...html.matchAll(/href="\/item\/([^"]+)"/g)].map((match) => match[1]))], byBrand, 'the server renders the filtered items');
      await settle(page);
      assert.equal(new URL(page.url()).search, brandQuery);
      assert.deepEqual(await cardIds(page), byBrand);
      await page.getByRole('status').filter({ hasText: `${brand.count} items` }).waitFor();
      await saveScreenshot(page, 'listing-filtered-postgres', viewport);
      await context.close();
    });
  }

  test('asks to hear when a sold-out item is back, confirms from the e-mail, and hears once after staff restock (1280 px)', async () => {
    const items = await api<ShopItem[]>('/items?limit=1000');
    const item = items.find((candidate) => !candidate.group.enabled && !candidate.special && !candidate.hidden && !candidate.discontinued && !candidate.florist && candidate.stock === 0);
    assert.ok(item, 'the demo shop has a plain sold-out item');
    const email = 'rowan.waits@example.ca';
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
    await settle(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Out of stock').waitFor();
    await dialog.getByRole('button', { name: 'Tell me when it’s back' }).click();
    const form = dialog.getByRole('form', { name: 'Get one e-mail when it’s back' });
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
    await dialog.getByText(`Check your e-mail: we sent a link to ${email}.`).waitFor();
    await saveScreenshot(page, 'stock-alert-asked-postgres', 'desktop');

    const confirmation = await mailText(email, 'Please confirm');
    const confirmLink = /https?:\/\/\S+\/stock-alerts\/[\w-]{43}\/confirm/.exec(confirmation)?.[0];
    assert.ok(confirmLink, `the e-mail has a confirm link:\n${confirmation}`);
    await page.goto(onThisServer(confirmLink));
    await page.getByRole('button', { name: 'Yes, tell me when it’s back' }).click();
    await page.getByRole('heading', { name: 'You’re on the list' }).waitFor();
    await saveScreenshot(page, 'stock-alert-confirmed-postgres', 'desktop');
    await context.close();

    // Staff count six on the shelf.
    const authorization = await staff();
    const read = (await (await fetch(storeApi(`/items/${item.id}?showHidden=true`), { headers: authorization })).json()) as { updatedAt: string; inventory: Record<string, { count: number }> };
    const [first, ...others] = Object.keys(read.inventory);
    const restocked = await fetch(storeApi(`/items/${item.id}/inventory`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': `"${read.updatedAt}"`, ...authorization },
      body: JSON.stringify({ inventory: Object.fromEntries([[first ?? 'store', { count: 6 }], ...others.map((location) => [location, { count: 0 }])]) }),
    });
    assert.equal(restocked.status, 200, await restocked.clone().text());

    const back = await mailText(email, 'is back in stock');
    assert.match(back, new RegExp(`/item/${item.id}`));
    // Swept again and again: still one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(sent(email, 'is back in stock').length, 1, 'one back-in-stock e-mail');
  });

  test('sends flowers to someone else with a card and a morning delivery; the receipt shows them (1280 px)', async () => {
    // Staff offer a morning and an afternoon window.
    const authorization = await staff();
    const current = (await (await fetch(storeApi('/settings/florist'), { headers: authorization })).json()) as { settings: Record<string, unknown>; updatedAt: string | null };
    const saved = await fetch(storeApi('/settings/florist'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...authorization, ...(current.updatedAt ? { 'if-match': `"${current.updatedAt}"` } : { 'if-none-match': '*' }) },
      body: JSON.stringify({
        ...current.settings,
        deliveryWindows: [
          { id: 'morning', start: '10:00', end: '12:00', capacity: 6 },
          { id: 'afternoon', start: '13:00', end: '16:00', capacity: 8 },
        ],
      }),
    });
    assert.equal(saved.status, 200, await saved.clone().text());

    const flowers = (await api<ShopItem[]>('/items?limit=1000')).find((item) => item.florist && !item.group.enabled && !item.special && !item.hidden && item.stock > 2);
    assert.ok(flowers, 'the demo shop sells florist items');
    const item = await api<ShopItem>(`/items/${flowers.id}`);
    const cart = storedCart({
      items: { [item.id]: { item, count: 1 } },
      customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0142', ageCheck: true },
      deliveryAddress: { firstName: 'Marie', lastName: 'Dupont', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
      checkoutStep: 2,
    });
    const context = await returningShopper(shop.browser, 'desktop', cart);
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Shipping Information', exact: true }).waitFor();
    await page.getByRole('radiogroup', { name: 'Shipping method' }).getByRole('radio', { name: /Local/ }).check();
    await page.getByRole('radio', { name: 'For someone else (a gift)' }).check();
    await page.getByLabel("Recipient's name").fill('Marie Dupont');
    await page.getByLabel("Recipient's phone").fill('902-354-5555');
    await page.getByLabel('Card message').fill('Happy birthday, Maman!\nWith love from Ada');
    await page.getByRole('radiogroup', { name: /^Delivery date/ }).getByRole('radio').first().check();
    await page.getByRole('radiogroup', { name: /^Delivery time/ }).getByRole('radio', { name: /^Morning/ }).check();
    await settle(page);
    // From the top: scrolled, the sticky header would cross the whole-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'checkout-gift-order-postgres', 'desktop');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
    await page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Email Money Transfer (EMT)' }).check();
    await page.getByRole('button', { name: 'Submit Order', exact: true }).click();

    await page.waitForURL(/\/order\/(?!checkout)[^/]+$/);
    const gift = page.getByTestId('receipt-gift');
    await gift.waitFor();
    const text = await gift.innerText();
    assert.match(text, /Delivery time: morning, 10:00–12:00/);
    assert.match(text, /For: Marie Dupont \(phone ••• ••• 5555\)/);
    assert.match(text, /Happy birthday, Maman!\nWith love from Ada/);
    await settle(page);
    await saveScreenshot(page, 'receipt-gift-order-postgres', 'desktop');

    // The confirmation e-mail's HTML part, as a mail reader shows it, at both widths.
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const confirmation = await outbox.waitFor('ada@example.ca', `order ${orderId}`);
    const html = mailPart(confirmation, 'text/html');
    assert.match(html, /Happy birthday, Maman!\r?\nWith love from Ada<\/blockquote>/);
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const mailView = await context.newPage();
      await mailView.setViewportSize(VIEWPORTS[viewport]);
      await mailView.setContent(html);
      await mailView.locator('table').waitFor();
      assert.equal(await mailView.getByText(/^Total: \$\d+\.\d{2}$/).count(), 1);
      await saveScreenshot(mailView, 'order-email-gift-postgres', viewport);
      await mailView.close();
    }
    await context.close();
  });

  test('a member puts a past order back in the cart in one step (1280 px)', async ({ member }) => {
    const [item] = await plainBaseNutrients(shop.server.baseUrl);
    assert.ok(item, 'a plain item to order');
    const ordered = await placePickupOrder(shop.server.baseUrl, item.id, { firstName: 'Rose', lastName: 'Gardner', email: 'rose@example.ca' }, { authorization: `Bearer ${member.token}` });
    assert.equal(ordered.status, 201, await ordered.clone().text());
    const orderId = ((await ordered.json()) as { id: string }).id;

    const context = await returningShopper(shop.browser, 'desktop');
    await context.addInitScript((value) => window.localStorage.setItem('session', value), member.session);
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/members`);
    await page.getByRole('button', { name: `Order again: order ${orderId}` }).click();
    await page.waitForURL('**/order/cart');
    await page.getByRole('alert').filter({ hasText: `Order ${orderId} is back in your cart` }).waitFor();
    await page.getByRole('main').getByText(item.name.split('>').pop()!.trim()).first().waitFor();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: Record<string, { count: number }> });
    assert.deepEqual(Object.fromEntries(Object.entries(cart.items ?? {}).map(([id, line]) => [id, line.count])), { [item.id]: 1 });
    await settle(page);
    await saveScreenshot(page, 'cart-after-reorder-postgres', 'desktop');
    await context.close();
  });

  test('ticks the reminder box at checkout, leaves, gets one e-mail and opens the cart from it in a fresh browser (1280 px)', async () => {
    const item = (await plainBaseNutrients(shop.server.baseUrl)).find((candidate) => isPlainItem(candidate));
    assert.ok(item, 'base nutrients has a plain item in stock');
    const email = 'left-postgres@example.ca';
    const leaving = await returningShopper(shop.browser, 'desktop');
    const page = await leaving.newPage();
    await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review Order', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Parks');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('902 555 0142');
    const kept = page.waitForResponse((response) => response.url().endsWith('/backroom/api/v1/left-carts') && response.request().method() === 'POST');
    await page.getByRole('checkbox', { name: /^Yes, The Back Room may e-mail me one reminder/ }).check();
    assert.equal((await kept).status(), 201);
    await settle(page);
    await saveScreenshot(page, 'left-cart-consent-postgres', 'desktop');
    await leaving.close();

    // Hours later, as far as the reminder goes: the cart's last change is moved back.
    const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000).toISOString();
    const moved = await shop.database.pool.query("update left_carts set updated_at = $1 where email = $2 and status = 'waiting'", [fiveHoursAgo, email]);
    assert.equal(moved.rowCount, 1, 'one cart waits for its reminder');
    const text = await mailText(email, 'your cart is waiting for you');
    assert.match(text, /You left an item in your cart at The Back Room:\n2 × /);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(sent(email, 'your cart is waiting').length, 1, 'never twice');

    const link = /https:\/\/\S+\/saved-cart\/[\w-]{22}/.exec(text)?.[0];
    assert.ok(link, `the e-mail links back to the cart:\n${text}`);
    const elsewhere = await returningShopper(shop.browser, 'desktop');
    const other = await elsewhere.newPage();
    await other.goto(onThisServer(link));
    await other.getByRole('heading', { level: 1, name: 'Your cart is back' }).waitFor();
    await other.getByText(/^2 × /).waitFor();
    await settle(other);
    await saveScreenshot(other, 'left-cart-restored-postgres', 'desktop');
    const cart = JSON.parse((await other.evaluate(() => window.localStorage.getItem('cart'))) ?? '{}') as { items?: Record<string, { count: number }> };
    assert.equal(cart.items?.[item.id]?.count, 2, 'the cart holds the item again');
    await other.goto(`${onThisServer(link)}/unsubscribe`);
    await other.getByRole('button', { name: 'Unsubscribe' }).click();
    await other.getByText('Done: this e-mail address will get no more reminders of left carts from us.').waitFor();
    await elsewhere.close();
  });
});

/** The item ids the listing's cards link to, in order. */
async function cardIds(page: Page): Promise<string[]> {
  const links = await page.getByRole('region', { name: 'Items' }).locator('a[href^="/item/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(links.map((href) => href.replace('/item/', '')))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
