import { randomUUID } from 'node:crypto';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { orderTotals } from '@backroom/core/orders/order-totals';
import type { MonthSummary, Transaction, YearSummary } from '@backroom/core/transactions/transaction-contract';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { bearer } from '../testing/account-fixtures.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string } };

describe.each(DIALECTS)('transactions on %s', (dialect) => {
  let now = new Date('2026-11-23T15:00:00.000Z');
  const shop = shopUnderTest(dialect, { app: { clock: () => now }, stores: 'tills' });


  async function call<T>(method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) {
    const response = await shop.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<T>() };
  }
  async function submit(store: string, overrides: Record<string, unknown> = {}, lines: Record<string, number> = { 'big-bloom': 2, 'alpha-bloom': 1 }): Promise<string> {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf(lines, overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>().id;
  }
  const move = (store: string, id: string, state: string) => call<OrderView>('GET', `/${store}/api/v1/order/${id}/state/${state}`, shop.staff);
  const between = async (from: string, to: string, query = '') => {
    const response = await call<Transaction[]>('GET', `/api/v1/transactions/${from}/${to}${query}`, shop.viewer);
    expect(response.status).toBe(200);
    return response.body;
  };
  const transactionOf = async (store: string, orderId: string, date: string, kind = 'SALE', query = '') =>
    (await between(date, date, query)).find((transaction) => transaction.store === store && transaction.orderId === orderId && transaction.kind === kind);

  it('books a sale when staff mark an e-transfer order paid, line by line, with the order’s totals', async () => {
    const store = await shop.newStore();
    const id = await submit(store);
    now = new Date('2026-11-24T14:00:00.000Z');
    const paid = await move(store, id, 'PAID');
    expect(paid.status).toBe(200);

    const sale = await transactionOf(store, id, '2026-11-24');
    const order = paid.body;
    expect(sale).toMatchObject({
      id: `${id}-S`,
      kind: 'SALE',
      environment: 'PROD',
      paymentMethod: 'emt',
      date: '2026-11-24',
      subtotal: order.subtotal,
      discountAmount: order.discountAmount,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total,
      created_at: now.toISOString(),
      modified_at: now.toISOString(),
    });
    expect(sale!.recordedBy).toBe('staff:Sam the staff');
    expect(sale!.lineItems.map((line) => [line.id, line.itemId, line.price, line.count])).toEqual(
      order.items.map((line, index) => [String(index + 1), line.item.id, line.item.price, line.count]),
    );
  });

  it('books a refund, negative, when a paid order is cancelled; nothing for an unpaid one', async () => {
    const store = await shop.newStore();
    const id = await submit(store);
    await move(store, id, 'PAID');
    await move(store, id, 'CANCELLED');
    const sale = await transactionOf(store, id, '2026-11-24');
    const refund = await transactionOf(store, id, '2026-11-24', 'REFUND');
    expect(refund).toMatchObject({ id: `${id}-R1`, total: -sale!.total, tax: -sale!.tax, subtotal: -sale!.subtotal });
    expect(refund!.lineItems).toEqual(sale!.lineItems);
    // Booked at the same instant (this test's clock stands still), the sale still lists before its refund.
    expect((await between('2026-11-24', '2026-11-24')).filter((transaction) => transaction.orderId === id).map((transaction) => transaction.kind)).toEqual(['SALE', 'REFUND']);

    const unpaid = await submit(store);
    await move(store, unpaid, 'CANCELLED');
    expect((await between('2026-11-24', '2026-11-24')).filter((transaction) => transaction.orderId === unpaid)).toEqual([]);
  });

  async function payWithSandboxCard(store: string, id: string) {
    const tokenized = await call<{ token: string }>('POST', `/${store}/api/v1/payment/sandbox/tokenize`, undefined, { number: '4242424242424242', expiry: '12/39', cvc: '123' });
    const payment = await call('POST', `/${store}/api/v1/payment`, undefined, {
      provider: 'sandbox',
      environment: 'TEST',
      token: tokenized.body.token,
      orderId: id,
      idempotency_key: randomUUID(),
    });
    expect(payment.status).toBe(200);
  }

  it('books a TEST card payment’s sale, made by the sandbox payment, listed only when TEST orders are asked for', async () => {
    const store = await shop.newStore();
    const id = await submit(store, { paymentMethod: 'card', environment: 'TEST' });
    await payWithSandboxCard(store, id);
    expect(await transactionOf(store, id, '2026-11-24')).toBeUndefined();
    for (const query of ['?environment=TEST', '?environment=ALL']) {
      const sale = await transactionOf(store, id, '2026-11-24', 'SALE', query);
      expect(sale, query).toMatchObject({ kind: 'SALE', environment: 'TEST', paymentMethod: 'card' });
      expect(sale!.recordedBy).toMatch(/^payment:sandbox:/);
    }
  });

  it('leaves TEST orders out of the list and of the yearly and monthly sums unless asked, and refuses any other environment', async () => {
    const store = await shop.newStore();
    now = new Date('2032-05-10T15:00:00.000Z');
    const real = await submit(store, {}, { 'big-bloom': 1 });
    expect((await move(store, real, 'PAID')).status).toBe(200);
    const test = await submit(store, { paymentMethod: 'card', deliveryAddress: { ...halifax, firstName: 'TEST' } }, { 'big-bloom': 2 });
    await payWithSandboxCard(store, test);
    // A TEST refund, too: a sandbox-paid order cancelled by staff.
    expect((await move(store, test, 'CANCELLED')).status).toBe(200);
    const totalOf = async (id: string) => (await call<OrderView>('GET', `/${store}/api/v1/order/${id}`)).body.total;
    const [realTotal, testTotal] = [await totalOf(real), await totalOf(test)];

    // All three are booked at the same instant: compared as sets.
    const listed = async (query: string) =>
      (await between('2032-05-10', '2032-05-10', query)).map((transaction) => [transaction.orderId, transaction.kind]).sort((a, b) => (a.join() < b.join() ? -1 : 1));
    expect(await listed('')).toEqual([[real, 'SALE']]);
    expect(await listed('?environment=PROD')).toEqual([[real, 'SALE']]);
    const testRows = [
      [test, 'REFUND'],
      [test, 'SALE'],
    ];
    expect(await listed('?environment=TEST')).toEqual(testRows);
    expect(await listed('?environment=ALL')).toEqual([[real, 'SALE'], ...testRows].sort((a, b) => (a.join() < b.join() ? -1 : 1)));

    const year = async (query: string) => (await call<YearSummary[]>('GET', `/api/v1/transactions/summary/years${query}`, shop.viewer)).body.find((summary) => summary.year === 2032);
    expect(await year('')).toMatchObject({ count: 1, total: realTotal });
    expect(await year('?environment=TEST')).toMatchObject({ count: 2, total: 0 });
    expect(await year('?environment=ALL')).toMatchObject({ count: 3, total: realTotal });
    const may = async (query: string) => (await call<MonthSummary[]>('GET', `/api/v1/transactions/summary/2032/months${query}`, shop.viewer)).body[4];
    expect(await may('')).toMatchObject({ month: 5, count: 1, total: realTotal });
    expect(await may('?environment=TEST')).toMatchObject({ month: 5, count: 2, total: 0 });
    expect(testTotal).toBeGreaterThan(0);

    for (const url of ['/api/v1/transactions/2032-05-10/2032-05-10', '/api/v1/transactions/summary/years', '/api/v1/transactions/summary/2032/months']) {
      for (const environment of ['test', 'LIVE', '']) {
        const refused = await call<ErrorReply>('GET', `${url}?environment=${environment}`, shop.viewer);
        expect(refused.status, `${url} ${environment}`).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('moves the order and books the sale together, or neither', async () => {
    const store = await shop.newStore();
    const id = await submit(store);
    // A sale already booked under the id makes booking fail: the move to PAID must fail with it.
    await shop.shop.db
      .insertInto('transactions')
      .values({ store_id: store, id: `${id}-S`, order_id: `${id}-blocker`, kind: 'REFUND', environment: 'PROD', payment_method: 'emt', recorded_by: 'test', subtotal: 0, discount_amount: 0, shipping: 0, tax: 0, total: 0, local_date: '2026-11-24', created_at: now.toISOString(), modified_at: now.toISOString() })
      .execute();
    expect((await move(store, id, 'PAID')).status).toBe(500);
    const order = await call<OrderView>('GET', `/${store}/api/v1/order/${id}`);
    expect(order.body.state).toBe('OPEN');
    const events = await shop.shop.db.selectFrom('order_events').select('state').where('store_id', '=', store).where('order_id', '=', id).execute();
    expect(events.map((event) => event.state)).toEqual(['OPEN']);
  });

  it('sums PROD sales and refunds by year and by month of Nova Scotia’s calendar', async () => {
    const store = await shop.newStore();
    const pay = async (at: string) => {
      now = new Date(at);
      const id = await submit(store, {}, { 'big-bloom': 1 });
      expect((await move(store, id, 'PAID')).status).toBe(200);
      return (await call<OrderView>('GET', `/${store}/api/v1/order/${id}`)).body;
    };
    // 23:30 on New Year's Eve in Halifax is already 2031 in UTC: it belongs to December 2030.
    const december = await pay('2031-01-01T03:30:00.000Z');
    // A TEST order paid the same month counts nowhere.
    const test = await submit(store, { environment: 'TEST' }, { 'big-bloom': 1 });
    expect((await move(store, test, 'PAID')).status).toBe(200);
    const march = await pay('2031-03-15T12:00:00.000Z');
    const marchAgain = await pay('2031-03-20T12:00:00.000Z');
    now = new Date('2031-03-21T12:00:00.000Z');
    await move(store, marchAgain.id, 'CANCELLED');

    const years = await call<YearSummary[]>('GET', '/api/v1/transactions/summary/years', shop.viewer);
    expect(years.status).toBe(200);
    const of = (year: number) => years.body.find((summary) => summary.year === year);
    expect(of(2030)).toMatchObject({ count: 1, total: december.total, tax: december.tax });
    expect(of(2031)).toMatchObject({ count: 3, total: march.total, tax: march.tax, subtotal: march.subtotal });

    const months = await call<MonthSummary[]>('GET', '/api/v1/transactions/summary/2031/months', shop.viewer);
    expect(months.body).toHaveLength(12);
    expect(months.body[0]).toEqual({ month: 1, count: 0, subtotal: 0, discountAmount: 0, shipping: 0, tax: 0, total: 0 });
    expect(months.body[2]).toMatchObject({ month: 3, count: 3, total: march.total });
    const december2030 = (await call<MonthSummary[]>('GET', '/api/v1/transactions/summary/2030/months', shop.viewer)).body[11];
    expect(december2030).toMatchObject({ month: 12, count: 1, total: december.total });

    const newYearsEve = await between('2030-12-31', '2030-12-31');
    expect(newYearsEve.map((transaction) => transaction.orderId)).toEqual([december.id]);
  });

  describe('correcting a line item', () => {
    async function paidSale() {
      const store = await shop.newStore();
      now = new Date('2026-11-25T15:00:00.000Z');
      const id = await submit(store);
      await move(store, id, 'PAID');
      return (await transactionOf(store, id, '2026-11-25'))!;
    }
    const patch = (sale: Transaction, lineId: string, body: object, year = 2026, token = shop.staff) =>
      call<Transaction & ErrorReply>('PATCH', `/api/v1/transactions/${sale.store}/${year}/${sale.id}/lineItem/${lineId}`, token, body);

    it('changes the line, the totals follow, and the audit log keeps before and after', async () => {
      const sale = await paidSale();
      const line = sale.lineItems.find((candidate) => candidate.itemId === 'big-bloom')!;
      const response = await patch(sale, line.id, { count: 1, note: 'one came back broken', modified_at: sale.modified_at });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const edited = response.body;
      expect(edited.lineItems.find((candidate) => candidate.id === line.id)).toMatchObject({ count: 1, note: 'one came back broken', price: line.price });
      const expected = orderTotals(sale.subtotal - line.price, { discountAmount: sale.discountAmount }, sale.shipping);
      expect(edited).toMatchObject({ subtotal: expected.subtotal, tax: expected.tax, total: expected.total });
      expect(edited.modified_at > sale.modified_at).toBe(true);
      expect((await transactionOf(sale.store, sale.orderId, '2026-11-25'))).toEqual(edited);

      const [entry] = await auditTrail(shop.shop.db, sale.store, 'transaction', sale.id);
      expect(entry).toMatchObject({ action: 'update' });
      expect(entry!.actor).toBe('staff:Sam the staff');
      expect(JSON.parse(entry!.before!)).toMatchObject({ lineItem: { count: 2 }, total: sale.total });
      expect(JSON.parse(entry!.after!)).toMatchObject({ lineItem: { count: 1, note: 'one came back broken' }, total: expected.total });
    });

    it('refuses an edit made on a stale copy (409), and changes nothing', async () => {
      const sale = await paidSale();
      expect((await patch(sale, '1', { price: 1, modified_at: sale.modified_at })).status).toBe(200);
      const stale = await patch(sale, '1', { price: 2, modified_at: sale.modified_at });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      const now = await transactionOf(sale.store, sale.orderId, '2026-11-25');
      expect(now!.lineItems[0]!.price).toBe(1);
    });

    it('refuses unknown fields, a changed id, another year, and unknown lines', async () => {
      const sale = await paidSale();
      expect((await patch(sale, '1', { price: 5, store: 'other', modified_at: sale.modified_at })).status).toBe(400);
      expect((await patch(sale, '1', { id: '2', price: 5, modified_at: sale.modified_at })).status).toBe(400);
      expect((await patch(sale, '1', { modified_at: sale.modified_at })).status).toBe(400);
      expect((await patch(sale, '1', { price: -5, modified_at: sale.modified_at })).status).toBe(400);
      expect((await patch(sale, '1', { price: 5, modified_at: sale.modified_at }, 2025)).status).toBe(404);
      expect((await patch(sale, '99', { price: 5, modified_at: sale.modified_at })).status).toBe(404);
      expect(await transactionOf(sale.store, sale.orderId, '2026-11-25')).toEqual(sale);
    });
  });

  it('refuses ranges that end before they start, run over a year, or are not dates', async () => {
    expect((await call('GET', '/api/v1/transactions/2026-02-01/2026-01-01', shop.viewer)).status).toBe(400);
    expect((await call('GET', '/api/v1/transactions/2025-01-01/2026-01-02', shop.viewer)).status).toBe(400);
    expect((await call('GET', '/api/v1/transactions/yesterday/today', shop.viewer)).status).toBe(400);
    expect((await call('GET', '/api/v1/transactions/summary/nineteen/months', shop.viewer)).status).toBe(400);
  });
});
