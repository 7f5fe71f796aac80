import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test, useShop } from '../src/fixtures.js';
import { openPage, saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { startShopServer } from '../src/shop-server.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';
import { networkQuiet } from '../src/quiet-network.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const STATIC_PAGES = [
  ['privacy', 'Privacy'],
  ['tos', 'Terms'],
  ['payment', 'Payment'],
  ['ordering', 'Ordering'],
  ['shipping', 'Shipping'],
  ['returns', 'Returns'],
  ['contact', 'Contact'],
] as const;

test.describe('the storefront shell', () => {
  const shop = useShop();

  for (const viewport of VIEWPORT_NAMES) {
    test(`asks a first-time visitor's age, and OK lets them in (${viewport})`, async () => {
      const page = await openPage(shop.browser, viewport);
      await page.goto(`${shop.server.baseUrl}/`);
      const gate = page.getByRole('dialog', { name: 'Welcome to The Back Room' });
      await gate.getByText('19 years of age or older').waitFor();
      await gate.getByRole('button', { name: 'Cancel' }).waitFor();
      await saveScreenshot(page, 'age-gate', viewport);
      await gate.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as {
        customerAddress: { ageCheck: boolean };
      };
      assert.equal(cart.customerAddress.ageCheck, true);
      await settle(page);
      await saveScreenshot(page, 'home', viewport);
      await page.context().close();
    });

    test(`shows the seven information pages before the age gate (${viewport})`, async () => {
      const page = await openPage(shop.browser, viewport);
      for (const [path, heading] of STATIC_PAGES) {
        await page.goto(`${shop.server.baseUrl}/${path}`);
        await page.getByRole('heading', { level: 1, name: new RegExp(heading) }).waitFor();
        assert.equal(await page.getByRole('dialog').count(), 0, `/${path} is behind the age gate`);
        await saveScreenshot(page, `page-${path}`, viewport);
      }
      await page.goto(`${shop.server.baseUrl}/about`);
      await page.getByRole('dialog', { name: 'Welcome to The Back Room' }).waitFor();
      await page.context().close();
    });
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`shows the florist, about and members pages, and exports the items as CSV (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/florist`);
      await page.getByRole('heading', { level: 1, name: 'Florist' }).waitFor();
      await page.getByRole('heading', { name: 'Delivery in Liverpool and Queens County' }).waitFor();
      await page.getByText('Tuesday to Friday').first().waitFor();
      await saveScreenshot(page, 'page-florist', viewport);

      await page.goto(`${shop.server.baseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
      await saveScreenshot(page, 'page-about', viewport);

      await page.goto(`${shop.server.baseUrl}/members`);
      await page.getByRole('heading', { name: 'Nothing to see here.' }).waitFor();
      await saveScreenshot(page, 'page-members-signed-out', viewport);

      await page.goto(`${shop.server.baseUrl}/export/csv`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download me' }).click()]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      assert.equal(rows[0], 'id,name,brand,sku,upc,price,stock');
      const items = (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/items?limit=1000`)).json()) as Array<{ id: string; name: string }>;
      assert.equal(rows.length - 1, items.length, 'one row per item');
      const long = items.find((item) => Array.from(item.name).length > 26 && !/[",]/.test(item.name));
      assert.ok(long, 'the demo shop has an item with a long name');
      const row = rows.find((line) => line.startsWith(`${long.id},`));
      assert.equal(row?.split(',')[1], `${Array.from(long.name).slice(0, 23).join('')}...`);
      await page.getByText(`Exported ${items.length} items.`).waitFor();
      await saveScreenshot(page, 'page-export-csv', viewport);
      await context.close();
    });
  }

  test('sends a visitor who cancels the age gate to a search engine', async () => {
    const page = await openPage(shop.browser, 'phone');
    // No request leaves this machine: the search engine's answer is made up here.
    await page.route('https://www.google.ca/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Search</title>' }));
    await page.goto(`${shop.server.baseUrl}/category`);
    await page.getByRole('dialog', { name: 'Welcome to The Back Room' }).getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('https://www.google.ca/');
    const cart = JSON.parse((await page.context().storageState()).origins[0]?.localStorage.find((entry) => entry.name === 'cart')?.value ?? '{}') as {
      customerAddress?: { ageCheck?: boolean };
    };
    assert.notEqual(cart.customerAddress?.ageCheck, true, 'Cancel does not record the age check');
    await page.context().close();
  });

  test('shrinks the header once the page is scrolled more than 100 px', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/category`);
    const header = page.locator('header');
    const menu = page.getByRole('navigation', { name: 'Shop menu' });
    await menu.waitFor();
    const fullHeight = (await header.boundingBox())?.height ?? 0;
    // Shifts are counted from here on. The page's own loading is judged by the browsing and
    // hydration journeys; they leave out the header's text moving as its web fonts arrive, which on
    // a loaded machine can come late.
    await networkQuiet(page);
    await page.evaluate(() => {
      const seen: { value: number; sources: string[] }[] = [];
      (window as unknown as { headerShifts: typeof seen }).headerShifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}` : String(node?.nodeName);
          });
          seen.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.mouse.wheel(0, 90);
    await page.waitForTimeout(300);
    assert.equal(await menu.isVisible(), true, 'still full size at 90 px');
    await page.mouse.wheel(0, 60);
    await menu.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    const shrunkHeight = (await header.boundingBox())?.height ?? 0;
    assert.ok(shrunkHeight < fullHeight, `the header shrinks (${fullHeight} px to ${shrunkHeight} px)`);
    // Shrinking moves nothing below it (no layout shift), and scrolling back above 100 px grows it again.
    const scrollAfterShrink = await page.evaluate(() => window.scrollY);
    assert.equal(scrollAfterShrink, 150, 'the page did not jump when the header shrank');
    const shifts = await page.evaluate(() => (window as unknown as { headerShifts: { value: number; sources: string[] }[] }).headerShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    assert.ok(total < 0.01, `no layout shift from the header (${total}: ${JSON.stringify(shifts)})`);
    await page.mouse.wheel(0, -100);
    await menu.waitFor();
    await context.close();
  });

  test('opens the departments drawer and the cart drawer', async () => {
    for (const viewport of VIEWPORT_NAMES) {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/`);
      await page.getByRole('button', { name: 'Open departments' }).click();
      const departments = page.getByRole('navigation', { name: 'Departments' });
      await departments.getByText('All Departments').waitFor();
      // Departments by their short names: 'Lighting' is the department called 'Grow Lighting'.
      await departments.getByRole('link', { name: 'Lighting', exact: true }).waitFor();
      assert.equal(await departments.getByRole('link', { name: 'Grow Lighting' }).count(), 0);
      await saveScreenshot(page, 'departments-drawer', viewport);
      await page.getByRole('button', { name: 'Close departments' }).click();
      await page.getByRole('button', { name: /^Cart, 0 items/ }).click();
      await page.getByText('Your shopping cart is empty!').waitFor();
      await saveScreenshot(page, 'cart-drawer-empty', viewport);
      await context.close();
    }
  });

  test("goes to a department's listing from the drawer, and shows the whole tree under All Departments", async () => {
    const categories = (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/categories`)).json()) as Array<{
      id: string;
      name: string;
      shortName: string;
      parentId: string;
      url: string;
    }>;
    const lighting = categories.find((category) => category.shortName === 'Lighting' && category.parentId === '1');
    assert.ok(lighting, 'the demo shop has a Lighting department');
    const context = await returningShopper(shop.browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/`);
    await page.getByRole('button', { name: 'Open departments' }).click();
    await page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name: 'Lighting', exact: true }).click();
    await page.waitForURL(`**${lighting.url}`);
    await page.getByRole('heading', { level: 1, name: lighting.name }).waitFor();

    await page.goto(`${shop.server.baseUrl}/category`);
    // The tree's buttons open only once the scripts have taken the page (a fresh-clone run clicked first).
    await settle(page);
    const tree = page.getByRole('navigation', { name: 'Browse every category' });
    const child = categories.find((category) => category.parentId === lighting.id);
    assert.ok(child, 'Lighting has categories under it');
    await tree.getByRole('button', { name: 'Lighting: show its categories' }).click();
    await tree.getByRole('link', { name: child.shortName, exact: true }).click();
    await page.waitForURL(`**${child.url}`);
    await page.getByRole('heading', { level: 1, name: child.name }).waitFor();
    await context.close();
  });

  test('shows 99+ on the badge above 99 pieces, and Remove All empties the cart after asking', async () => {
    const item = await (await fetch(`${shop.server.baseUrl}/backroom/api/v1/items/category/base-nutrients`)).json();
    const first = (item as Array<{ id: string }>)[0];
    assert.ok(first, 'the demo shop has base nutrients');
    for (const viewport of VIEWPORT_NAMES) {
      const cart = storedCart({ items: { [first.id]: { item: first, count: 120 } } });
      const context = await returningShopper(shop.browser, viewport, cart);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/`);
      await page.getByRole('button', { name: /^Cart, 120 items/ }).click();
      const drawer = page.getByRole('region', { name: 'Shopping cart' });
      await drawer.getByText('Subtotal').waitFor();
      await drawer.getByRole('link', { name: 'Checkout' }).waitFor();
      const drawerWidth = (await page.locator('.MuiDrawer-paper').boundingBox())?.width;
      assert.equal(drawerWidth, viewport === 'desktop' ? 480 : VIEWPORTS.phone.width, 'the cart drawer is 480 px wide, the whole phone screen');
      await saveScreenshot(page, 'cart-drawer', viewport);
      await page.getByRole('link', { name: 'View cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
      const badge = page.getByRole('button', { name: /^Cart, 120 items/ });
      assert.equal(await badge.isDisabled(), true, 'the cart button is disabled on the cart page');
      assert.equal((await badge.textContent())?.includes('99+'), true);
      await saveScreenshot(page, 'cart-page', viewport);
      await page.getByRole('button', { name: 'Remove All' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove all?' });
      await confirm.getByText('This will remove all items from your cart. Are you sure?').waitFor();
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await page.getByText('Your shopping cart is empty!').waitFor();
      await context.close();
    }
  });

  test('redirects double slashes and answers deep links after a reload', async () => {
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}//order//cart`);
    assert.equal(new URL(page.url()).pathname, '/order/cart');
    await page.reload();
    await page.getByRole('heading', { name: 'Cart' }).waitFor();
    await context.close();
  });

  test('shows the site-disabled gate while ordering is paused', async () => {
    const paused = await startShopServer({}, { siteDisabled: true });
    try {
      for (const viewport of VIEWPORT_NAMES) {
        const context = await returningShopper(shop.browser, viewport);
        const page = await context.newPage();
        await page.goto(`${paused.baseUrl}/`);
        const gate = page.getByRole('dialog');
        await gate.getByText(/temporarily disabled while we perform yearly inventory/).waitFor();
        await saveScreenshot(page, 'site-disabled-gate', viewport);
        await gate.getByRole('button', { name: 'Its not OK but I understand.' }).click();
        await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
        await context.close();
      }
    } finally {
      await paused.stop();
    }
  });
});
