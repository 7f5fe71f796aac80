import type { OrderView } from '@backroom/core/orders/order-contract';
import type { DashboardView, TaxReportRow, TaxReportView } from '@backroom/core/reports/report-contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { orderCalls } from '../testing/paid-orders.js';
import { byDestination, montreal, toronto, vancouver } from '../testing/sales-tax-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { canadaPostParcel, shipOrder } from '../testing/shipment-fixtures.js';
import { DIALECTS } from '../testing/test-shop.js';

// Tuesday 10 March 2026, 10:00 in Halifax (summer time, UTC−3, since the 8th).
const TUESDAY = new Date('2026-03-10T13:00:00Z');
const THURSDAY = new Date('2026-03-12T15:00:00Z');
const liverpool = { firstName: 'Grace', lastName: 'Hopper', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };
const TAX_COLUMNS = ['GST', 'HST', 'PST', 'QST', 'Tax (flat)'] as const;
const KIND_OF_COLUMN = { GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST', 'Tax (flat)': 'TAX' } as const;

type CsvRow = Record<string, string>;
/** A CSV's rows by header (the fixtures hold no comma or quote, so a plain split reads them). */
function rowsOf(body: string): CsvRow[] {
  const [header, ...lines] = body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '').map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header!.map((heading, index) => [heading, cells[index] ?? ''])));
}
const cents = (dollars: string | undefined) => (dollars === undefined || dollars === '' ? 0 : Math.round(Number(dollars) * 100));

describe.each(DIALECTS)('the dashboard and the tax report on %s', (dialect) => {
  let now = TUESDAY;
  const shop = shopUnderTest(dialect, {
    app: () => ({ clock: () => now }),
    seed: [{ ...fixtureCatalogue(), config: byDestination(['BC', 'QC']) }],
    stores: 'flat',
  });
  const placed: Record<string, OrderView> = {};

  const at = (instant: string) => {
    now = new Date(instant);
  };
  const get = (url: string, token: string | null = shop.viewer): Promise<LightMyRequestResponse> =>
    shop.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
  async function dashboard(query: string): Promise<DashboardView> {
    const response = await get(`/api/v1/reports/dashboard?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DashboardView>();
  }
  async function taxReport(query: string): Promise<TaxReportView> {
    const response = await get(`/api/v1/reports/tax?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TaxReportView>();
  }

  beforeAll(async () => {
    const store = orderCalls(shop.app, 'teststore');
    const flatStore = orderCalls(shop.app, await shop.newStore());
    const { staff } = shop;
    // Staff make flora-micro a florist item, for an order to pick up tomorrow.
    const marked = await shop.api.call('PATCH', '/items/flora-micro/florist', { token: staff, body: { florist: true }, headers: await shop.api.currentVersion(staff, 'flora-micro') });
    expect(marked.statusCode, marked.body).toBe(200);

    at(TUESDAY.toISOString());
    placed.bc = await store.paidByEmt(staff, { 'alpha-bloom': 3 }, { deliveryAddress: vancouver });
    placed.qc = await store.paidByEmt(staff, { 'alpha-bloom': 1, 'big-bloom': 1 }, { deliveryAddress: montreal });
    placed.on = await store.paidByEmt(staff, { 'big-bloom': 2 }, { deliveryAddress: toronto });
    placed.pickup = await store.paidByEmt(staff, { 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: vancouver });
    placed.florist = await store.paidByEmt(staff, { 'flora-micro': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: liverpool, deliveryDate: '2026-03-11' });
    placed.cancelledPaid = await store.paidByEmt(staff, { 'alpha-bloom': 2 }, { deliveryAddress: vancouver });
    placed.flat = await flatStore.paidByEmt(staff, { 'alpha-bloom': 1 }, { deliveryAddress: vancouver });
    // Never paid: waiting for its e-transfer, and cancelled unpaid. Neither is a sale.
    placed.open = await store.receipt((await store.place({ 'alpha-bloom': 5 }, { deliveryAddress: vancouver })).id);
    placed.cancelledUnpaid = await store.receipt((await store.place({ 'alpha-bloom': 4 }, { deliveryAddress: montreal })).id);
    expect((await store.move(staff, placed.cancelledUnpaid.id, 'CANCELLED')).statusCode).toBe(200);
    // A TEST order, paid: never a sale, in neither the reports nor the orders CSV.
    placed.test = await store.paidByEmt(staff, { 'alpha-bloom': 7 }, { deliveryAddress: { ...vancouver, firstName: 'Test' } });

    // 23:30 on the 10th in Halifax (the 11th in UTC), then 00:30 on the 11th.
    at('2026-03-11T02:30:00Z');
    placed.lateEvening = await store.paidByEmt(staff, { 'alpha-bloom': 1 }, { deliveryAddress: vancouver });
    at('2026-03-11T03:30:00Z');
    placed.afterMidnight = await store.paidByEmt(staff, { 'big-bloom': 1 }, { deliveryAddress: montreal });

    // Thursday: a part refund (sent already), and the paid order cancelled (its e-transfer to send back waits in Needs attention).
    at(THURSDAY.toISOString());
    const refund = await store.refund(staff, placed.bc.id, { lines: [{ itemId: 'alpha-bloom', count: 1 }], eTransferSent: true });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await store.move(staff, placed.cancelledPaid.id, 'CANCELLED')).statusCode).toBe(200);
    placed.bc = await store.receipt(placed.bc.id);
    placed.cancelledPaid = await store.receipt(placed.cancelledPaid.id);

    // 23:30 on 31 March in Halifax (1 April in UTC), and 00:30 on 1 April.
    at('2026-04-01T02:30:00Z');
    placed.monthEnd = await store.paidByEmt(staff, { 'alpha-bloom': 1 }, { deliveryAddress: toronto });
    at('2026-04-01T03:30:00Z');
    placed.april = await store.paidByEmt(staff, { 'alpha-bloom': 1 }, { deliveryAddress: toronto });
    now = TUESDAY;
  });

  const totalOf = (...names: string[]) => names.reduce((sum, name) => sum + placed[name]!.total, 0);
  const refundTotal = (name: string) => placed[name]!.refunds!.reduce((sum, refund) => sum + refund.total, 0);

  it("counts a day's sales: paid real orders placed on that Halifax date, up to 23:59, at their totals", async () => {
    const tuesday = await dashboard('from=2026-03-10&to=2026-03-10');
    const sold = ['bc', 'qc', 'on', 'pickup', 'florist', 'cancelledPaid', 'flat', 'lateEvening'];
    expect(tuesday.figures).toEqual({
      sales: totalOf(...sold),
      orders: sold.length,
      averageOrder: Math.round(totalOf(...sold) / sold.length),
      refunds: 0,
      refundCount: 0,
      netSales: totalOf(...sold),
    });
    expect(tuesday.salesByDay).toEqual([{ date: '2026-03-10', sales: totalOf(...sold), orders: sold.length, refunds: 0 }]);
    const wednesday = await dashboard('from=2026-03-11&to=2026-03-11');
    expect(wednesday.figures).toMatchObject({ sales: placed.afterMidnight!.total, orders: 1 });
  });

  it('shows refunds apart, on the day they were made, and a day per date of the range, quiet days included', async () => {
    const week = await dashboard('from=2026-03-09&to=2026-03-13');
    const refunds = refundTotal('bc') + refundTotal('cancelledPaid');
    expect(refundTotal('cancelledPaid')).toBe(placed.cancelledPaid!.total);
    expect(week.figures).toMatchObject({ orders: 9, refunds, refundCount: 2, netSales: week.figures.sales - refunds });
    expect(week.salesByDay.map((day) => [day.date, day.orders, day.refunds])).toEqual([
      ['2026-03-09', 0, 0],
      ['2026-03-10', 8, 0],
      ['2026-03-11', 1, 0],
      ['2026-03-12', 0, refunds],
      ['2026-03-13', 0, 0],
    ]);
    expect(week.salesByDay.reduce((sum, day) => sum + day.sales, 0)).toBe(week.figures.sales);
    expect(week.topItems[0]).toMatchObject({ store: 'teststore', itemId: 'alpha-bloom', units: 3 + 1 + 1 + 2 + 1 });
    expect(week.topItems.map((item) => item.itemId)).toEqual(['alpha-bloom', 'big-bloom', 'alpha-bloom', 'flora-micro']);
    // One store only.
    const flat = await dashboard('from=2026-03-10&to=2026-03-10&store=flat1');
    expect(flat.figures).toMatchObject({ sales: placed.flat!.total, orders: 1 });
  });

  it('lists the work waiting now: to ship, to set aside for pickup, florist orders for tomorrow, e-transfers to come, money to send back', async () => {
    now = TUESDAY;
    const { workWaiting } = await dashboard('from=2026-03-10&to=2026-03-10');
    // Paid and not florist: bc, qc, on, flat, lateEvening, afterMidnight, monthEnd, april to ship; one pickup.
    expect(workWaiting).toEqual({
      toShip: 8,
      toPrepareForPickup: 1,
      floristTomorrow: 1,
      tomorrow: '2026-03-11',
      awaitingETransfer: 1,
      paymentsNeedingAttention: 1,
    });
    expect((await shipOrder(shop.app, 'teststore', shop.staff, placed.on!.id, [canadaPostParcel()])).statusCode).toBe(200);
    expect((await dashboard('from=2026-03-10&to=2026-03-10')).workWaiting.toShip).toBe(7);
    expect((await dashboard('from=2026-03-10&to=2026-03-10&store=flat1')).workWaiting).toMatchObject({ toShip: 1, awaitingETransfer: 0, paymentsNeedingAttention: 0 });
  });

  it("sums the same orders and refunds as the orders CSV of the period, per province, less the orders never paid", async () => {
    const report = await taxReport('period=2026-03');
    expect(report).toMatchObject({ period: '2026-03', from: '2026-03-01', to: '2026-03-31' });
    const csv = await get('/api/v1/order/export.csv?from=2026-03-01&to=2026-03-31');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = rowsOf(csv.body);
    // The CSV leaves the TEST order out too, and keeps the orders never paid: OPEN, and CANCELLED without a refund.
    expect(rows.some((row) => row.Order === placed.test!.id)).toBe(false);
    const neverPaid = new Set([placed.open!.id, placed.cancelledUnpaid!.id]);
    expect(rows.filter((row) => neverPaid.has(row.Order!)).map((row) => `${row.State} ${row.Entry}`).sort()).toEqual(['CANCELLED Order', 'OPEN Order']);
    const expected = new Map<string, TaxReportRow>();
    for (const row of rows.filter((candidate) => !neverPaid.has(candidate.Order!))) {
      const province = row.Province!;
      const sums = expected.get(province) ?? { province, orders: 0, refunds: 0, taxableSales: 0, taxableRefunds: 0, netTaxable: 0, taxes: { GST: 0, HST: 0, PST: 0, QST: 0, TAX: 0 }, taxTotal: 0 };
      const taxable = cents(row.Subtotal) - cents(row.Discount) + cents(row.Shipping);
      if (row.Entry === 'Order') {
        sums.orders += 1;
        sums.taxableSales += taxable;
      } else {
        sums.refunds += 1;
        sums.taxableRefunds -= taxable;
      }
      sums.netTaxable += taxable;
      for (const column of TAX_COLUMNS) sums.taxes[KIND_OF_COLUMN[column]] += cents(row[column]);
      sums.taxTotal += cents(row['Tax total']);
      expected.set(province, sums);
    }
    expect(report.provinces).toEqual([...expected.values()].sort((a, b) => (a.province! < b.province! ? -1 : 1)));
    expect(report.provinces.map((row) => row.province)).toEqual(['BC', 'NS', 'ON', 'QC']);
    // BC: GST and PST (registered), the flat store's 15 %; Ontario and Nova Scotia: HST; Quebec: GST and QST.
    const bc = report.provinces.find((row) => row.province === 'BC')!;
    expect(bc).toMatchObject({ orders: 4, refunds: 2 });
    expect(bc.taxes.GST).toBeGreaterThan(0);
    expect(bc.taxes.PST).toBeGreaterThan(0);
    expect(bc.taxes.TAX).toBe(placed.flat!.tax);
    expect(report.provinces.find((row) => row.province === 'NS')).toMatchObject({ orders: 2, refunds: 0, taxes: { GST: 0, HST: placed.pickup!.tax + placed.florist!.tax } });
    expect(report.provinces.find((row) => row.province === 'ON')!.orders).toBe(2);
    const qc = report.provinces.find((row) => row.province === 'QC')!;
    expect(qc.taxes.QST).toBe(placed.qc!.taxLines.find((line) => line.kind === 'QST')!.amount + placed.afterMidnight!.taxLines.find((line) => line.kind === 'QST')!.amount);
    // The total row adds the provinces up, and the tax columns add up to the tax total.
    expect(report.total.taxTotal).toBe(report.provinces.reduce((sum, row) => sum + row.taxTotal, 0));
    expect(Object.values(report.total.taxes).reduce((sum, amount) => sum + amount, 0)).toBe(report.total.taxTotal);
    expect(report.total.netTaxable).toBe(report.total.taxableSales - report.total.taxableRefunds);
  });

  it('covers a quarter and a year by Halifax dates: 23:30 on 31 March is March, 00:30 on 1 April is April', async () => {
    const march = await taxReport('period=2026-03');
    const q1 = await taxReport('period=2026-Q1');
    expect(q1).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(q1.total).toEqual(march.total);
    const april = await taxReport('period=2026-04');
    expect(april.provinces).toEqual([expect.objectContaining({ province: 'ON', orders: 1, taxTotal: placed.april!.tax })]);
    const year = await taxReport('period=2026');
    expect(year.total.orders).toBe(march.total.orders + 1);
    expect(year.total.taxTotal).toBe(march.total.taxTotal + placed.april!.tax);
    expect((await taxReport('period=2025-Q4')).provinces).toEqual([]);
  });

  it('downloads the report as a CSV, amounts to the cent, a row per province and the total', async () => {
    const report = await taxReport('period=2026-03');
    const response = await get('/api/v1/reports/tax.csv?period=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-2026-03.csv"');
    expect(response.body.split('\r\n')[0]).toBe('\uFEFFProvince,Orders,Refunds,Taxable sales,Taxable refunds,Net taxable,GST,HST,PST,QST,Tax (flat),Tax total');
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.Province)).toEqual(['BC', 'NS', 'ON', 'QC', 'Total']);
    const total = rows.at(-1)!;
    expect(total['Tax total']).toMatch(/^-?\d+\.\d{2}$/);
    expect(cents(total['Tax total'])).toBe(report.total.taxTotal);
    expect(cents(total['Net taxable'])).toBe(report.total.netTaxable);
    expect(cents(total.PST)).toBe(report.total.taxes.PST);
  });

  it('refuses ranges and periods it cannot be, with a 400 that names the fault', async () => {
    for (const query of ['from=2026-03-10&to=2026-03-09', 'from=2026-01-01&to=2027-01-02', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-10', 'from=10-03-2026&to=2026-03-11']) {
      const response = await get(`/api/v1/reports/dashboard?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get('/api/v1/reports/dashboard?from=2026-03-10&to=2026-03-09')).json<{ error: { message: string } }>().error.message).toMatch(/ends .* before it starts/);
    for (const period of ['2026-13', '2026-Q5', '26', '2026-3', '']) expect((await get(`/api/v1/reports/tax?period=${period}`)).statusCode, period).toBe(400);
    expect((await get('/api/v1/reports/tax.csv?period=2026-Q0')).statusCode).toBe(400);
  });

  it('lets viewers and staff read the reports, and no one else', async () => {
    const member = (await signedInAccount(shop.app, shop.shop.db, 'member')).token;
    for (const url of ['/api/v1/reports/dashboard?from=2026-03-10&to=2026-03-10', '/api/v1/reports/tax?period=2026-03', '/api/v1/reports/tax.csv?period=2026-03']) {
      expect((await get(url, shop.viewer)).statusCode, url).toBe(200);
      expect((await get(url, shop.staff)).statusCode, url).toBe(200);
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, member)).statusCode, url).toBe(403);
    }
  });
});
