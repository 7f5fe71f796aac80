import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { returningShopper, settle } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

interface ApiItem {
  id: string;
  name: string;
  group: { enabled: boolean; variantSummary: { priceLow: number; priceHigh: number } | null };
  special: boolean;
  stock: number;
  categoryId: string | null;
}

test.describe('a shopper browses the demo shop', () => {
  const shop = useShop();

  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  for (const viewport of VIEWPORT_NAMES) {
    test(`walks from the departments down to a category's items, with the trail (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category`);
      await page.getByRole('link', { name: /Nutrients/ }).first().waitFor();
      await settle(page);
      await saveScreenshot(page, 'departments', viewport);
      await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
      const trail = page.getByRole('navigation', { name: 'breadcrumb' });
      await trail.getByRole('link', { name: 'Categories' }).waitFor();
      await trail.getByText('Base Nutrients').waitFor();
      await page.locator('a[href^="/item/"]').first().waitFor();
      await settle(page);
      await saveScreenshot(page, 'category', viewport);
      await page.getByRole('button', { name: /^Shipping/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Set shipping destination' });
      await dialog.getByText('Enter valid postal code to see all available delivery options.').waitFor();
      await saveScreenshot(page, 'shipping-destination', viewport);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.goto(`${shop.server.baseUrl}/category/hanging-baskets`);
      await page.getByRole('navigation', { name: 'breadcrumb' }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'category-empty', viewport);
      await context.close();
    });

    test(`searches with the box, which sanitises the text (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/`);
      const box = page.getByRole('searchbox', { name: 'Search the shop' }).locator('visible=true');
      await box.fill('Big, Bloom!');
      await box.press('Enter');
      await page.waitForURL(/\/search\//);
      assert.equal(decodeURIComponent(new URL(page.url()).pathname), '/search/Big. Bloom.');
      await page.locator('a[href^="/item/"]').first().waitFor();
      await settle(page);
      await saveScreenshot(page, 'search', viewport);
      await context.close();
    });

    test(`opens an item over the listing, adds it to the cart and comes back (${viewport})`, async () => {
      const items = await api<ApiItem[]>('/items/category/base-nutrients');
      const item = items.find((candidate) => !candidate.group.enabled && !candidate.special && candidate.stock > 0);
      assert.ok(item, 'base nutrients has a plain item in stock');
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
      await page.locator(`a[href="/item/${item.id}"]`).click();
      await page.waitForURL(`**/item/${item.id}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'item-dialog', viewport);
      await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText(/^Added .+ to cart\.$/).waitFor();
      await dialog.getByRole('link', { name: 'Checkout' }).waitFor();
      // The dialog's own close button comes first; the success message has one too.
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await page.waitForURL('**/category/liquid-nutrients/base-nutrients');
      await page.getByRole('button', { name: /^Cart, 2 items/ }).waitFor();
      await page.getByRole('navigation', { name: 'breadcrumb' }).getByText('Base Nutrients').waitFor();
      await context.close();
    });
  }

  test('closes the item dialog with a click beside it, back to the listing as it was; a shared link shows it without a fade', async () => {
    const items = await api<ApiItem[]>('/items/category/base-nutrients');
    const item = items.findLast((candidate) => !candidate.group.enabled && !candidate.special && candidate.stock > 0);
    assert.ok(item, 'base nutrients has a plain item in stock');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
    const card = page.locator(`a[href="/item/${item.id}"]`);
    await card.waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await card.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 0, 'the listing was scrolled');
    assert.notEqual(await dialog.evaluate((element) => getComputedStyle(element).animationName), 'none', 'opened from a listing, it fades in');

    // The toast shows inside the modal dialog, on top, and its own close button works.
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByRole('alert').filter({ hasText: /^Added .+ to cart\.$/ });
    await toast.waitFor();
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    assert.equal(onTop, true, 'the toast is above the backdrop and the paper');
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    await dialog.getByRole('link', { name: 'Checkout' }).waitFor();

    // Pressed on the paper and released beside it (selecting text): not a click on the backdrop.
    const checkout = await dialog.getByRole('link', { name: 'Checkout' }).boundingBox();
    assert.ok(checkout);
    await page.mouse.move(checkout.x + checkout.width + 20, checkout.y + checkout.height / 2);
    await page.mouse.down();
    await page.mouse.move(20, 400);
    await page.mouse.up();
    assert.equal(await dialog.count(), 1, 'the dialog stays');

    await page.mouse.click(20, 400);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/category/liquid-nutrients/base-nutrients');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the listing is where the shopper left it');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'visible', 'the page scrolls again');
    assert.equal(await card.evaluate((element) => element === document.activeElement), true, 'focus is back on the card');

    await page.goto(`${shop.server.baseUrl}/item/${item.id}`);
    await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
    assert.equal(await dialog.evaluate((element) => getComputedStyle(element).animationName), 'none', 'on a shared link the dialog is the page: no fade');
    const itemName = item.name.split('>').pop()?.trim();
    assert.equal(await page.title(), `${itemName} - The Back Room`, 'the page is titled with the item, as the server sent it');
    // Closed, a shared link starts the shop afresh at home.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL(`${shop.server.baseUrl}/`);
    await page.getByRole('link', { name: 'Shop The Back Room' }).waitFor();
    assert.equal(await page.title(), 'The Back Room - Grow Supply & Florist');
    await context.close();
  });

  test('shows a first view without asking the API, fits a phone, and does not move as pictures load', async () => {
    const context = await returningShopper(shop.browser, 'phone');
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/api/v1/') && !request.url().includes('/images/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop.server.baseUrl}/category/liquid-nutrients/base-nutrients`);
    await page.locator('a[href^="/item/"]').first().waitFor();
    await settle(page);
    const firstView = calls.filter((path) => /\/(config|categories|items\/category\/)/.test(path));
    assert.deepEqual(firstView, [], 'the configuration, categories and listing come with the page');

    // Every picture below the fold loads as the shopper scrolls; none of them moves the page.
    const shift = await page.evaluate(async () => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await Promise.all(Array.from(document.images).map((picture) => (picture.complete ? undefined : picture.decode().catch(() => undefined))));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return total;
    });
    assert.ok(shift < 0.01, `pictures load into space kept for them (layout shift ${shift})`);

    for (const path of ['/', '/category', '/category/liquid-nutrients/base-nutrients', '/search/bloom', '/order/cart', '/tos', '/florist']) {
      await page.goto(`${shop.server.baseUrl}${path}`);
      await page.locator('footer').waitFor();
      await settle(page);
      const [width, viewportWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(width <= viewportWidth, `${path} fits a 390 px phone (${width} px wide)`);
    }

    // The configured title and menu fonts, served by the shop itself.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') loaded.push(`${face.family.replace(/"/g, '')} ${face.weight}`);
      });
      return loaded;
    });
    assert.ok(fonts.includes('Oswald 500'), `the menu font is loaded (${fonts.join(', ')})`);
    assert.ok(fonts.includes('Playfair Display 700'), `the title font is loaded (${fonts.join(', ')})`);
    await context.close();
  });

  test('explains a special-order item in a tooltip with the shop phone, and in the dialog', async () => {
    const all = await api<ApiItem[]>('/items?limit=1000');
    const special = all.find((item) => item.special && item.categoryId && !item.group.enabled);
    assert.ok(special?.categoryId, 'the demo shop has a special-order item in a category');
    const config = await api<{ general: { phone: string } }>('/config');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/category/${special.categoryId}`);
    const card = page.locator(`a[href="/item/${special.id}"]`);
    await card.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal(await tooltip.textContent(), `This item is special order only. Please contact us at ${config.general.phone}.`);
    await page.waitForTimeout(400); // the tooltip's grow transition
    await saveScreenshot(page, 'category-special-order-tooltip', 'desktop');
    await card.click();
    await page.getByRole('dialog').getByText('This item is available by Special Order only').waitFor();
    await context.close();
  });

  test('shows the item and its chosen variant at the end of the trail', async () => {
    const all = await api<ApiItem[]>('/items?limit=1000');
    const group = all.find((item) => item.group.enabled && item.categoryId);
    assert.ok(group, 'the demo shop has a group in a category');
    const context = await returningShopper(shop.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/item/${group.id}`);
    const dialog = page.getByRole('dialog');
    const trail = dialog.getByRole('navigation', { name: 'breadcrumb' });
    await trail.getByRole('link', { name: 'Categories' }).waitFor();
    const itemCrumb = trail.locator('[aria-current="page"]');
    const itemName = await itemCrumb.textContent();
    await dialog.getByLabel('Select variation...').selectOption({ index: 1 });
    await trail.getByRole('link', { name: itemName ?? '' }).waitFor();
    assert.notEqual(await trail.locator('[aria-current="page"]').textContent(), itemName, 'the variant ends the trail');
    await context.close();
  });

  test('asks for a variation before a grouped item goes in the cart, also on a deep link', async () => {
    const all = await api<ApiItem[]>('/items?limit=1000');
    const group = all.find(
      (item) => item.group.enabled && item.group.variantSummary && item.group.variantSummary.priceLow < item.group.variantSummary.priceHigh,
    );
    assert.ok(group, 'the demo shop has a group with differing prices');
    for (const viewport of VIEWPORT_NAMES) {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/item/${group.id}`);
      const dialog = page.getByRole('dialog');
      const add = dialog.getByRole('button', { name: 'Add to Cart' });
      await add.waitFor();
      assert.equal(await add.isDisabled(), true, 'Add to Cart waits for a variation');
      await dialog.getByLabel('Select variation...').selectOption({ index: 1 });
      await saveScreenshot(page, 'item-dialog-variants', viewport);
      assert.equal(await add.isDisabled(), false);
      await add.click();
      await page.getByText(/^Added .+ to cart\.$/).waitFor();
      await page.reload();
      await dialog.getByRole('button', { name: 'Add to Cart' }).waitFor();
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as { items: Record<string, unknown> };
      assert.equal(Object.keys(cart.items).length, 1);
      await context.close();
    }
  });
});
