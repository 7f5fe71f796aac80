import type { OrderView } from '@backroom/core/orders/order-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf, createStaffSession } from '../testing/order-fixtures.js';
import { byDestination, montreal, placedOrder, vancouver } from '../testing/sales-tax-fixtures.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

// Tuesday 10 March 2026, Halifax summer time (UTC-3) since the 8th: NS HST is 14 %.
const PLACED_AT = new Date('2026-03-10T15:00:00Z');
const TAX_COLUMNS = ['GST', 'HST', 'PST', 'QST', 'Tax (flat)'] as const;

type CsvRow = Record<string, string>;
/** The file's rows by header (the fixtures hold no comma or quote, so a plain split reads them). */
function rowsOf(body: string): CsvRow[] {
  expect(body).not.toContain('"');
  const [header, ...lines] = body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '').map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header!.map((heading, index) => [heading, cells[index] ?? ''])));
}
const cents = (dollars: string) => (dollars === '' ? 0 : Math.round(Number(dollars) * 100));
const dollars = (amount: number) => (amount / 100).toFixed(2);

describe.each(DIALECTS)("the accountant's order CSV on %s", (dialect) => {
  let shop: TestShop;
  let now = PLACED_AT;
  let viewer: string;
  let staff: string;
  let member: string;
  const stores = { byDestination: 'export1', flat: 'export2' };
  const placed: Record<string, OrderView> = {};

  const placeAt = async (at: string, store: string, cart: unknown) => {
    now = new Date(at);
    return placedOrder(shop.app, store, cart);
  };
  const exportCsv = (query: string, token: string | null = viewer) =>
    shop.app.inject({ method: 'GET', url: `/api/v1/order/export.csv?${query}`, headers: token === null ? {} : bearer(token) });

  beforeAll(async () => {
    shop = await createTestShop(dialect, { clock: () => now });
    viewer = (await signedInAccount(shop.app, shop.shop.db, 'viewer')).token;
    staff = (await signedInAccount(shop.app, shop.shop.db, 'staff')).token;
    member = (await signedInAccount(shop.app, shop.shop.db, 'member')).token;
    await seedStore(shop.shop, { ...fixtureCatalogue(stores.byDestination), config: byDestination(['BC', 'QC']) });
    await seedStore(shop.shop, { ...fixtureCatalogue(stores.flat), config: fixtureConfig });

    const day = PLACED_AT.toISOString();
    placed.bc = await placeAt(day, stores.byDestination, cartOf({ 'alpha-bloom': 3 }, { deliveryAddress: vancouver }));
    placed.qc = await placeAt(day, stores.byDestination, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: montreal }));
    placed.pickup = await placeAt(day, stores.byDestination, cartOf({ 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: vancouver }));
    placed.flat = await placeAt(day, stores.flat, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver }));
    placed.cancelled = await placeAt(day, stores.byDestination, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver }));
    // TEST orders, by the delivery name and by the cart: in the file only when asked for.
    placed.testByName = await placeAt(day, stores.byDestination, cartOf({ 'alpha-bloom': 2 }, { deliveryAddress: { ...vancouver, firstName: 'Test' } }));
    placed.testByCart = await placeAt(day, stores.flat, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver, environment: 'TEST' }));
    const cancel = await shop.app.inject({ method: 'GET', url: `/${stores.byDestination}/api/v1/order/${placed.cancelled.id}/state/CANCELLED`, headers: bearer(staff) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 23:30 on the 10th in Halifax (already the 11th in UTC), then 00:30 on the 11th, then the 12th.
    placed.lateEvening = await placeAt('2026-03-11T02:30:00Z', stores.byDestination, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver }));
    placed.afterMidnight = await placeAt('2026-03-11T03:30:00Z', stores.byDestination, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver }));
    placed.later = await placeAt('2026-03-12T15:00:00Z', stores.flat, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: vancouver }));
    // Back to the first day, while the staff sessions signed in then are still alive.
    now = PLACED_AT;
  });
  afterAll(async () => shop?.close());

  async function exportedRows(query: string): Promise<Map<string, CsvRow>> {
    const response = await exportCsv(query);
    expect(response.statusCode, response.body).toBe(200);
    return new Map(rowsOf(response.body).map((row) => [row.Order!, row]));
  }

  it('answers a UTF-8 CSV with a byte order mark, as an attachment named for its dates', async () => {
    const response = await exportCsv('from=2026-03-10&to=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-10-2026-03-10.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFOrder,Store,Date,Created,State,Environment,Payment,Shipping method,Province,Customer,Subtotal,Discount,Sale savings,Shipping,GST,HST,PST,QST,Tax (flat),Tax total,Total,Taxes charged,Entry',
    );
  });

  it('gives each tax its own column as charged: GST+PST in BC, GST+QST in Quebec, HST 14% for a pickup, the flat tax', async () => {
    const rows = await exportedRows('from=2026-03-10&to=2026-03-10');
    const taxes = (order: OrderView) => {
      const row = rows.get(order.id)!;
      return Object.fromEntries(TAX_COLUMNS.filter((column) => row[column] !== '').map((column) => [column, row[column]]));
    };
    const amount = (order: OrderView, kind: string) => dollars(order.taxLines.find((line) => line.kind === kind)!.amount);
    expect(taxes(placed.bc!)).toEqual({ GST: amount(placed.bc!, 'GST'), PST: amount(placed.bc!, 'PST') });
    expect(taxes(placed.qc!)).toEqual({ GST: amount(placed.qc!, 'GST'), QST: amount(placed.qc!, 'QST') });
    expect(taxes(placed.pickup!)).toEqual({ HST: amount(placed.pickup!, 'HST') });
    expect(taxes(placed.flat!)).toEqual({ 'Tax (flat)': amount(placed.flat!, 'TAX') });
    expect(rows.get(placed.bc!.id)).toMatchObject({ Province: 'BC', 'Taxes charged': 'GST 5% + PST 7%', Store: stores.byDestination, Customer: 'Ada Lovelace' });
    expect(rows.get(placed.qc!.id)).toMatchObject({ Province: 'QC', 'Taxes charged': 'GST 5% + QST 9.975%' });
    // A pickup is supplied in Nova Scotia, whatever address was typed.
    expect(rows.get(placed.pickup!.id)).toMatchObject({ Province: 'NS', 'Shipping method': 'PICKUP', 'Taxes charged': 'HST 14%' });
    expect(rows.get(placed.flat!.id)).toMatchObject({ Store: stores.flat, 'Taxes charged': 'Tax 15%' });
  });

  it('keeps the receipt’s amounts, and the tax columns add up to the tax total and the total', async () => {
    const rows = await exportedRows('from=2026-03-10&to=2026-03-10');
    for (const order of [placed.bc!, placed.qc!, placed.pickup!, placed.flat!, placed.cancelled!, placed.lateEvening!]) {
      const row = rows.get(order.id)!;
      expect([row.Subtotal, row.Discount, row.Shipping, row['Tax total'], row.Total]).toEqual(
        [order.subtotal, order.discountAmount, order.shipping, order.tax, order.total].map(dollars),
      );
      expect(TAX_COLUMNS.reduce((sum, column) => sum + cents(row[column]!), 0)).toBe(cents(row['Tax total']!));
      expect(cents(row.Subtotal!) - cents(row.Discount!) + cents(row.Shipping!) + cents(row['Tax total']!)).toBe(cents(row.Total!));
    }
  });

  it('lists a cancelled order with its state, and every order by its Halifax date and time', async () => {
    const rows = await exportedRows('from=2026-03-10&to=2026-03-10');
    expect(rows.get(placed.cancelled!.id)).toMatchObject({ State: 'CANCELLED', Environment: 'PROD', Payment: 'emt' });
    expect(rows.get(placed.bc!.id)).toMatchObject({ State: 'OPEN', Date: '2026-03-10', Created: '2026-03-10T12:00:00-03:00' });
    expect(rows.get(placed.lateEvening!.id)).toMatchObject({ Date: '2026-03-10', Created: '2026-03-10T23:30:00-03:00' });
  });

  it('leaves out orders placed outside the dates, in Halifax’s calendar, and lists oldest first', async () => {
    const day = await exportedRows('from=2026-03-10&to=2026-03-10');
    expect(day.has(placed.afterMidnight!.id)).toBe(false);
    expect(day.has(placed.later!.id)).toBe(false);
    expect(day.size).toBe(6);
    // The five placed at the same instant come first (by id), the one at 23:30 last.
    expect([...day.keys()].at(-1)).toBe(placed.lateEvening!.id);
    const next = await exportedRows('from=2026-03-11&to=2026-03-12');
    expect([...next.keys()]).toEqual([placed.afterMidnight!.id, placed.later!.id]);
    const flatOnly = await exportedRows(`from=2026-03-01&to=2026-03-31&store=${stores.flat}`);
    expect([...flatOnly.keys()]).toEqual([placed.flat!.id, placed.later!.id]);
    expect((await exportedRows('from=2026-03-13&to=2026-03-31')).size).toBe(0);
  });

  it('leaves TEST orders out unless asked: environment=TEST gives only them, ALL every order, and the file name says so', async () => {
    const tests = [placed.testByName!.id, placed.testByCart!.id].sort();
    const real = await exportedRows('from=2026-03-10&to=2026-03-10');
    expect([...real.values()].map((row) => row.Environment)).toEqual(Array(6).fill('PROD'));
    expect(await exportedRows('from=2026-03-10&to=2026-03-10&environment=PROD')).toEqual(real);

    const onlyTests = await exportedRows('from=2026-03-10&to=2026-03-10&environment=TEST');
    expect([...onlyTests.keys()].sort()).toEqual(tests);
    expect(onlyTests.get(placed.testByName!.id)).toMatchObject({ Environment: 'TEST', Total: dollars(placed.testByName!.total), Customer: 'Ada Lovelace' });

    const all = await exportedRows('from=2026-03-10&to=2026-03-10&environment=ALL');
    expect([...all.keys()].sort()).toEqual([...real.keys(), ...tests].sort());
    const flatTests = await exportedRows(`from=2026-03-10&to=2026-03-10&store=${stores.flat}&environment=TEST`);
    expect([...flatTests.keys()]).toEqual([placed.testByCart!.id]);

    const names = await Promise.all(
      ['', '&environment=TEST', '&environment=ALL'].map(async (query) => (await exportCsv(`from=2026-03-10&to=2026-03-11${query}`)).headers['content-disposition']),
    );
    expect(names).toEqual([
      'attachment; filename="orders-2026-03-10-2026-03-11.csv"',
      'attachment; filename="orders-2026-03-10-2026-03-11-test.csv"',
      'attachment; filename="orders-2026-03-10-2026-03-11-all.csv"',
    ]);
  });

  it('refuses a caller without a token (401) and a shopper (403)', async () => {
    const anonymous = await exportCsv('from=2026-03-10&to=2026-03-10', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
    const shopper = await exportCsv('from=2026-03-10&to=2026-03-10', member);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
  });

  it('refuses bad dates, a range ending before it starts and one over 366 days with a 400 JSON error', async () => {
    const bad: [string, string][] = [
      ['no dates', ''],
      ['no end', 'from=2026-03-10'],
      ['not a day', 'from=2026-02-30&to=2026-03-10'],
      ['not ISO', 'from=10/03/2026&to=2026-03-10'],
      ['ends before it starts', 'from=2026-03-10&to=2026-03-09'],
      ['367 days', 'from=2025-01-01&to=2026-01-02'],
      ['an environment in lower case', 'from=2026-03-10&to=2026-03-10&environment=test'],
      ['an environment that is none', 'from=2026-03-10&to=2026-03-10&environment=LIVE'],
    ];
    for (const [why, query] of bad) {
      const response = await exportCsv(query);
      expect(response.statusCode, why).toBe(400);
      expect(response.headers['content-type'], why).toMatch(/^application\/json/);
      expect(response.json<{ error: { code: string } }>().error.code, why).toBe('VALIDATION_FAILED');
    }
    // A leap year's 366 days is the longest range.
    expect((await exportCsv('from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('books each refund on the day it was made, negative, each tax reversed in its own column', async () => {
    const token = await createStaffSession(shop.shop.db, 'staff');
    now = new Date('2026-03-20T15:00:00Z');
    const order = await placedOrder(shop.app, stores.byDestination, cartOf({ 'alpha-bloom': 2 }, { deliveryAddress: vancouver }));
    expect((await shop.app.inject({ method: 'GET', url: `/${stores.byDestination}/api/v1/order/${order.id}/state/PAID`, headers: bearer(token) })).statusCode).toBe(200);
    now = new Date('2026-03-21T15:00:00Z');
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/${stores.byDestination}/api/v1/order/${order.id}/refunds`,
      headers: { ...bearer(token), 'idempotency-key': 'export-refund-0001' },
      payload: { lines: [{ itemId: 'alpha-bloom', count: 1 }], eTransferSent: true },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const refund = refunded.json<OrderView>().refunds![0]!;
    now = PLACED_AT;

    const [orderRow] = [...(await exportedRows('from=2026-03-20&to=2026-03-20')).values()];
    expect(orderRow).toMatchObject({ Order: order.id, Entry: 'Order', Total: dollars(order.total) });
    const refundRows = rowsOf((await exportCsv('from=2026-03-21&to=2026-03-21')).body);
    expect(refundRows).toEqual([
      expect.objectContaining({
        Order: order.id,
        Entry: 'Refund 1',
        Date: '2026-03-21',
        State: 'PAID',
        Payment: 'emt',
        Province: 'BC',
        GST: dollars(-refund.taxLines[0]!.amount),
        PST: dollars(-refund.taxLines[1]!.amount),
        HST: '',
        'Tax total': dollars(-refund.tax),
        Total: dollars(-refund.total),
        'Taxes charged': 'GST 5% + PST 7%',
      }),
    ]);
    // Over both days the books hold what was kept, tax by tax.
    const both = rowsOf((await exportCsv('from=2026-03-20&to=2026-03-21')).body);
    expect(both.map((row) => row.Entry)).toEqual(['Order', 'Refund 1']);
    const net = (heading: string) => both.reduce((sum, row) => sum + cents(row[heading]!), 0);
    expect(net('Total')).toBe(order.total - refund.total);
    expect(net('GST')).toBe(order.taxLines[0]!.amount - refund.taxLines[0]!.amount);
  });
});
