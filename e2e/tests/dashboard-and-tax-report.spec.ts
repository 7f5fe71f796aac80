import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test, useShop } from '../src/fixtures.js';
import type { Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../src/accessibility.js';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../src/browser.js';
import { plainBaseNutrients } from '../src/demo-items.js';
import { placePickupOrder } from '../src/place-order.js';
import { returningShopper } from '../src/shopper.js';
import { addStaffAccount, signInToBackOffice, staffAuthorization } from '../src/staff-account.js';
import { chooseOption } from '../src/choose-option.js';

interface Receipt {
  total: number;
  tax: number;
}

/** What the dashboard's API says of a range: the figures, the sales per day and the work waiting. */
interface Dashboard {
  figures: { sales: number; orders: number };
  salesByDay: Array<{ date: string; sales: number; refunds: number }>;
  topItems: Array<{ name: string }>;
  workWaiting: { toPrepareForPickup: number; awaitingETransfer: number };
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const halifaxToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' });
const thisMonth = () => halifaxToday().slice(0, 7);

/** Fails if the page is wider than the window: nothing may make a phone scroll sideways. */
async function assertNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${what} is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

test.describe('the owner sees the shop at a glance and the tax to remit', () => {
  const shop = useShop();
  const email = 'owner@example.ca';
  const password = 'a long staff password';
  const paid: Receipt[] = [];
  const sold: string[] = [];
  let staff: { authorization: string };
  /** The demo shop's own month of sample orders (decision 047), read before this suite's orders. */
  let before: { today: Dashboard; month: Dashboard; taxTotal: number };
  const staffApi = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${shop.server.baseUrl}/api/v1${path}`, { headers: staff });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as T;
  };
  const dashboardOf = (from: string) => staffApi<Dashboard>(`/reports/dashboard?from=${from}&to=${halifaxToday()}&store=backroom`);

  test('has sales to show: two pickup orders paid and one waiting for its e-transfer', async () => {
    const api = (path: string) => `${shop.server.baseUrl}/backroom/api/v1${path}`;
    const items = await plainBaseNutrients(shop.server.baseUrl);
    await addStaffAccount(shop.server, email, 'staff', password);
    staff = await staffAuthorization(shop.server, email, password);
    before = {
      today: await dashboardOf(halifaxToday()),
      month: await dashboardOf(`${thisMonth()}-01`),
      taxTotal: (await staffApi<{ total: { taxTotal: number } }>(`/reports/tax?period=${thisMonth()}&store=backroom`)).total.taxTotal,
    };
    for (const [index, firstName] of ['Rowan', 'Sasha', 'Morgan'].entries()) {
      const response = await placePickupOrder(shop.server.baseUrl, items[index]!.id, { firstName, lastName: 'Grower', email: `${firstName.toLowerCase()}@example.ca` });
      assert.equal(response.status, 201, await response.clone().text());
      const { id } = (await response.json()) as { id: string };
      if (index === 2) continue;
      sold.push(items[index]!.name);
      const moved = await fetch(api(`/order/${id}/state/PAID`), { headers: staff });
      assert.equal(moved.status, 200, await moved.clone().text());
      paid.push((await (await fetch(api(`/order/${id}`))).json()) as Receipt);
    }
  });

  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    test(`opens the back office on the dashboard, then shows the tax report and its CSV (${VIEWPORTS[viewport].width} px)`, async () => {
      const context = await returningShopper(shop.browser, viewport);
      const page = await context.newPage();
      await signInToBackOffice(page, `${shop.server.baseUrl}/admin`, email, password);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      assert.match(page.url(), /\/admin\/dashboard$/);

      // Today: the two paid orders are sales on top of the demo's own; the unpaid one waits for its money.
      const figures = page.getByRole('region', { name: 'Figures' });
      const sales = paid.reduce((sum, order) => sum + order.total, 0);
      const todaySales = before.today.figures.sales + sales;
      await figures.getByText(dollars(todaySales), { exact: true }).waitFor();
      await figures.getByText(dollars(Math.round(todaySales / (before.today.figures.orders + 2))), { exact: true }).waitFor();
      const work = page.getByRole('region', { name: 'Work waiting' });
      const waiting = before.today.workWaiting;
      assert.equal(await work.getByRole('row', { name: /Orders to prepare for pickup/ }).getByRole('cell').last().textContent(), String(waiting.toPrepareForPickup + 2));
      assert.equal(await work.getByRole('row', { name: /E-transfers awaiting payment/ }).getByRole('cell').last().textContent(), String(waiting.awaitingETransfer + 1));
      const topItems = page.getByRole('table', { name: 'Top items' });
      const today = await dashboardOf(halifaxToday());
      assert.equal(await topItems.getByRole('row').count(), 1 + today.topItems.length, 'a head and the items sold today');
      for (const name of sold) await topItems.getByRole('row').filter({ hasText: name }).first().waitFor();
      // The chart, from its own chunk: a bar per day of the range.
      await page.getByRole('button', { name: 'This month' }).click();
      const chart = page.getByRole('region', { name: 'Sales per day' }).locator('svg.MuiChartsSvgLayer-root');
      await chart.waitFor();
      const box = await chart.boundingBox();
      assert.ok(box && box.width > 250 && box.width <= VIEWPORTS[viewport].width && box.height >= 200, `the chart is drawn inside the window (${JSON.stringify(box)})`);
      const bars = chart.locator('rect.MuiBarChart-element');
      const days = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' }).slice(8, 10));
      assert.equal(await bars.count(), days * 2, 'a sales bar and a refunds bar for each day of the month so far');
      const drawn = await bars.evaluateAll((rects) => rects.filter((rect) => Number(rect.getAttribute('height')) > 0).length);
      const monthSoFar = await dashboardOf(`${thisMonth()}-01`);
      const daysWith = (amount: 'sales' | 'refunds') => monthSoFar.salesByDay.filter((day) => day[amount] > 0).length;
      assert.ok(monthSoFar.salesByDay.find((day) => day.date === halifaxToday())!.sales >= sales, "today's bar holds the two sales");
      assert.equal(drawn, daysWith('sales') + daysWith('refunds'), 'a bar with a height for each day with sales, and each with refunds');
      // This month so far: the month's sales before and the two new ones, and a bar per day on the chart.
      await figures.getByText(dollars(before.month.figures.sales + sales), { exact: true }).waitFor();
      if (viewport === 'phone') await assertNoSidewaysScroll(page, 'the dashboard');
      await saveScreenshot(page, 'admin-dashboard', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], `admin-dashboard ${viewport}`);

      // A chosen range ending before it starts is refused on the spot.
      await page.getByRole('button', { name: 'Dates…' }).click();
      await page.getByLabel('From', { exact: true }).fill('2026-03-10');
      await page.getByLabel('To', { exact: true }).fill('2026-03-01');
      await page.getByText('The range ends (2026-03-01) before it starts (2026-03-10).').waitFor();

      // The tax report of this month: Nova Scotia's HST on the two pickups, on top of the month's taxes before.
      await page.goto(`${shop.server.baseUrl}/admin/tax-report`);
      await page.getByRole('heading', { name: 'Tax report' }).waitFor();
      const month = thisMonth();
      const monthLabel = `${new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-CA', { month: 'long', timeZone: 'UTC' })} ${month.slice(0, 4)}`;
      await chooseOption(page.getByRole('combobox', { name: /^Period / }), monthLabel, { exact: true });
      const hst = paid.reduce((sum, order) => sum + order.tax, 0);
      const taxTotal = before.taxTotal + hst;
      const report = page.getByRole('region', { name: /^Tax report, / });
      await report.getByText('Nova Scotia (NS)').filter({ visible: true }).first().waitFor();
      if (viewport === 'desktop') {
        const total = page.getByRole('table', { name: 'Taxes per province' }).getByRole('row', { name: /^Total/ });
        assert.equal(await total.getByRole('cell').last().textContent(), dollars(taxTotal));
      } else {
        await report.getByText(dollars(taxTotal), { exact: true }).filter({ visible: true }).first().waitFor();
        await assertNoSidewaysScroll(page, 'the tax report');
      }
      await saveScreenshot(page, 'admin-tax-report', viewport);
      assert.deepEqual(await seriousAccessibilityViolations(page), [], `admin-tax-report ${viewport}`);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      assert.equal(download.suggestedFilename(), `tax-${month}.csv`);
      const csv = await readFile((await download.path())!, 'utf8');
      const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
      assert.equal(lines[0], 'Province,Orders,Refunds,Taxable sales,Taxable refunds,Net taxable,GST,HST,PST,QST,Tax (flat),Tax total');
      assert.equal(lines.at(-1)!.split(',').at(-1), (taxTotal / 100).toFixed(2));
      await context.close();
    });
  }
});
