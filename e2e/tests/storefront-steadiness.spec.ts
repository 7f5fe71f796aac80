import assert from 'node:assert/strict';
import { test, useShop } from '../src/fixtures.js';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients, type ShopItem } from '../src/demo-items.js';
import { returningShopper, settle, storedCart } from '../src/shopper.js';

const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];
const DECLINED = 'Payment was declined. Try again with the same or another payment method.';
const PAY = /^Pay \$\d+\.\d\d$/;
/** Longer than the header's 150 ms shrinking transition. */
const SETTLE_MS = 400;

interface Placement {
  scrollY: number;
  headerBottom: number;
  top: number;
  bottom: number;
  viewportHeight: number;
}

/** Where `target` is on the screen, beside the header's bottom edge. */
async function placement(target: Locator): Promise<Placement> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      top: box.top,
      bottom: box.bottom,
      viewportHeight: window.innerHeight,
    };
  });
}

/** Asserts that `target` is on the screen, whole and below the header. */
async function assertWhollyBelowHeader(target: Locator, what: string): Promise<void> {
  const where = await placement(target);
  assert.ok(where.top >= where.headerBottom, `${what} starts below the header: ${JSON.stringify(where)}`);
  assert.ok(where.bottom <= where.viewportHeight, `${what} ends on the screen: ${JSON.stringify(where)}`);
}

/**
 * Scrolls down until `button` sits just under the full-size header, as a shopper who read down
 * the page has it: on a desktop the summary's top, where a refusal is said, is then off the screen.
 */
async function scrollButtonToTop(page: Page, button: Locator): Promise<void> {
  await button.evaluate((element) => {
    const fullHeader = parseFloat(document.documentElement.style.scrollPaddingTop) || 0;
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - fullHeader - 24);
  });
  await page.waitForTimeout(SETTLE_MS);
}

/** Records in the page each layout shift of anything outside the header (its tag and text), as `shiftsOutsideHeader`. */
async function watchShiftsOutsideHeader(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shiftsOutsideHeader: string[] }).shiftsOutsideHeader = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element?.closest('header')) seen.push(`${element?.tagName ?? '?'} ${(element?.textContent ?? '').slice(0, 40)}`);
        }
      }
    }).observe({ type: 'layout-shift' });
  });
}

test.describe('the storefront holds still for the shopper', () => {
  const shop = useShop();
  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shop.server.baseUrl}/backroom/api/v1${path}`)).json()) as T;

  async function plainItem(): Promise<ShopItem> {
    const [item] = await plainBaseNutrients(shop.server.baseUrl, 10);
    assert.ok(item, 'base nutrients has a plain item in stock');
    return api<ShopItem>(`/items/${item.id}`);
  }

  /** A returning shopper on the Payment step with `count` of an item, contact filled in and pickup chosen. */
  async function atPaymentStep(viewport: ViewportName, item: ShopItem, count: number, paymentMethod: 'emt' | null) {
    const cart = storedCart({
      items: { [item.id]: { item, count } },
      customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902 555 0100', ageCheck: true },
      shippingMethod: 'PICKUP',
      paymentMethod,
      checkoutStep: 3,
    });
    const context = await returningShopper(shop.browser, viewport, cart);
    const page = await context.newPage();
    await page.goto(`${shop.server.baseUrl}/order/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor();
    await settle(page);
    return { context, page };
  }

  for (const viewport of VIEWPORT_NAMES) {
    test(`shows why an order was refused below the header, whole, with the focus on it (${viewport})`, async () => {
      const item = await plainItem();
      // More than the shop has: the server refuses the order.
      const { context, page } = await atPaymentStep(viewport, item, item.stock + 1, 'emt');
      const submit = page.getByRole('button', { name: 'Submit Order' });
      await scrollButtonToTop(page, submit);
      await submit.click();
      const refusal = page.getByRole('complementary').getByRole('alert');
      await refusal.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
      await page.waitForTimeout(SETTLE_MS);
      assert.match((await refusal.textContent()) ?? '', /stock/i);
      await assertWhollyBelowHeader(refusal, 'the refusal');
      await saveScreenshot(page, 'steady-refused-order', viewport, { onScreen: true });
      await context.close();
    });

    test(`shows a declined card below the header, whole, with the focus on it (${viewport})`, async () => {
      const item = await plainItem();
      const { context, page } = await atPaymentStep(viewport, item, 2, null);
      const card = page.getByRole('radiogroup', { name: 'Payment Options' }).getByRole('radio', { name: 'Credit Card' });
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(SETTLE_MS);
      await card.check();
      await page.getByRole('group', { name: 'Cardholder details' }).getByRole('textbox', { name: 'Postal/Zip Code' }).fill('B0T 1K0');
      const pay = page.getByRole('button', { name: PAY });
      await scrollButtonToTop(page, pay);
      await pay.click();
      const dialog = page.getByRole('dialog', { name: /^Pay \$\d+\.\d\d by card$/ });
      await dialog.waitFor();
      const form = page.frameLocator('iframe[title="Card details"]');
      await form.getByLabel('Card number').fill('4000 0000 0000 0002');
      await form.getByLabel('Expiry (MM/YY)').fill('12/39');
      await form.getByLabel('CVC').fill('123');
      const payInDialog = dialog.getByRole('button', { name: PAY }).and(page.locator(':enabled'));
      await payInDialog.waitFor();
      await payInDialog.click();
      const declined = page.getByRole('alert').filter({ hasText: DECLINED });
      await declined.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
      await page.waitForTimeout(SETTLE_MS);
      await assertWhollyBelowHeader(declined, 'the declined card');
      await saveScreenshot(page, 'steady-declined-card', viewport, { onScreen: true });
      await context.close();
    });

    test(`shrinks the header past 100 px and grows it back at 100 px and at 90 px, moving nothing and scrolling nowhere (${viewport})`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await page.goto(`${shop.server.baseUrl}/category`);
      const menu = page.getByRole('navigation', { name: 'Shop menu' });
      const heading = page.getByRole('heading', { level: 1, name: 'All Departments' });
      await heading.waitFor();
      await settle(page);
      const header = page.locator('header');
      const fullHeight = (await header.boundingBox())?.height ?? 0;
      /** The heading's place in the document: it moves if anything above it changes height. */
      const headingOffset = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const before = await headingOffset();
      await watchShiftsOutsideHeader(page);

      const scrollTo = async (y: number, shrunk: boolean) => {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        // Right after the scroll and once the header has finished changing: nothing moved, the page stayed put.
        for (const wait of [50, SETTLE_MS]) {
          await page.waitForTimeout(wait);
          assert.equal(await page.evaluate(() => window.scrollY), y, `the page stays at ${y} px`);
          assert.equal(await headingOffset(), before, `the content below the header does not move at ${y} px`);
        }
        assert.equal(await menu.isVisible(), !shrunk, `the header is ${shrunk ? 'shrunk' : 'full size'} at ${y} px`);
        const height = (await header.boundingBox())?.height ?? 0;
        if (shrunk) assert.ok(height < fullHeight, `shrunk: ${height} px < ${fullHeight} px`);
        else assert.equal(height, fullHeight, 'full size again');
      };

      await scrollTo(110, true);
      await saveScreenshot(page, 'steady-header-shrunk', viewport, { onScreen: true });
      await scrollTo(100, false);
      await scrollTo(110, true);
      await scrollTo(90, false);
      await saveScreenshot(page, 'steady-header-grown', viewport, { onScreen: true });
      await scrollTo(300, true);
      await scrollTo(90, false);
      await scrollTo(101, true);
      await scrollTo(100, false);
      const shifts = await page.evaluate(() => (window as unknown as { shiftsOutsideHeader: string[] }).shiftsOutsideHeader);
      assert.deepEqual(shifts, [], 'no layout shift outside the header');
      await context.close();
    });
  }

  for (const [locale, heading] of [
    ['en-CA', 'Prices and tax'],
    ['fr-CA', 'Prix et taxes'],
  ] as const) {
    test(`says on the payment page that sales tax is the delivery province's, with the checkout's rates, not a flat 15% HST (${locale})`, async () => {
      for (const viewport of VIEWPORT_NAMES) {
        const context = await shop.browser.newContext({ viewport: VIEWPORTS[viewport], locale });
        await context.addInitScript((value) => window.localStorage.setItem('backroom.locale', value), locale);
        const page = await context.newPage();
        await page.goto(`${shop.server.baseUrl}/payment`);
        const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
        await section.waitFor();
        assert.equal(await page.locator('html').getAttribute('lang'), locale);
        const text = (await page.locator('main').textContent()) ?? '';
        assert.doesNotMatch(text, /15 ?% HST|HST[^.]* of 15 ?%|15 ?% \(?Harmonized/i, 'no fixed 15% HST');
        assert.match(text, /It is the sales tax of the province your order is delivered to: GST or HST, plus the provincial sales tax \(PST or QST\) where we collect it\./);
        // The demo shop charges by destination and collects British Columbia's PST only (docs/decisions/017).
        const rates = page.getByRole('table', { name: 'Sales tax by delivery province' });
        const rows = await rates.getByRole('row').evaluateAll((all) => all.map((row) => Array.from(row.children, (cell) => cell.textContent)));
        assert.equal(rows.length, 14, 'a heading and the thirteen provinces and territories');
        for (const row of [
          ['Nova Scotia', 'HST 14%'],
          ['Ontario', 'HST 13%'],
          ['New Brunswick', 'HST 15%'],
          ['British Columbia', 'GST 5% + PST 7%'],
          ['Quebec', 'GST 5%'],
          ['Alberta', 'GST 5%'],
        ]) {
          assert.ok(rows.some((shown) => shown.join('|') === row.join('|')), `${row.join(': ')} in ${JSON.stringify(rows)}`);
        }
        await saveScreenshot(page, `steady-payment-page-${locale}`, viewport);

        await page.goto(`${shop.server.baseUrl}/tos`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /HST\)? of 15 ?%|15 ?% HST/, 'the terms state no fixed rate either');
        await context.close();
      }
    });
  }
});
