import { randomUUID } from 'node:crypto';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { MoneyReturnView, OrderRefunds } from '@backroom/core/payments/money-return-contract';
import type { Transaction } from '@backroom/core/transactions/transaction-contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureConfig } from '../testing/fixture-catalogue.js';
import { byDestination } from '../testing/sales-tax-fixtures.js';
import { orderCalls } from '../testing/paid-orders.js';
import { canadaPostParcel, shipOrder } from '../testing/shipment-fixtures.js';
import { SmtpSink } from '../testing/smtp-sink.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

const bodyOf = (data: string) =>
  data
    .slice(data.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

describe.each(DIALECTS)('staff refunds on %s', (dialect) => {
  const sink = new SmtpSink();
  // Registered before the shop's own hooks, so that it runs after the shop has closed.
  afterAll(async () => sink.stop());
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start() }), stores: 'refunds' });


  beforeEach(() => {
    sink.messages.length = 0;
  });

  /** A store of its own, flat 15 % or charging BC's GST and PST by destination. */
  async function newStore(tax: 'flat' | 'bc' = 'flat') {
    const id = await shop.newStore({ config: tax === 'bc' ? byDestination(['BC']) : fixtureConfig });
    return { store: id, calls: orderCalls(shop.app, id) };

  }
  const vancouver = { firstName: 'Ada', lastName: 'Lovelace', street: '1 Robson St', additional: '', city: 'Vancouver', province: 'BC', postal: 'V6B 1A1' };

  async function sandboxRefunds(store: string) {
    return shop.shop.db.selectFrom('sandbox_refunds').select(['amount_cents', 'status']).where('store_id', '=', store).orderBy('created_at').execute();
  }
  async function refundsOf(store: string, orderId: string, token = shop.viewer): Promise<OrderRefunds> {
    const response = await shop.app.inject({ method: 'GET', url: `/${store}/api/v1/order/${orderId}/refunds`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderRefunds>();
  }
  async function transactionsOf(orderId: string): Promise<Transaction[]> {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await shop.app.inject({ method: 'GET', url: `/api/v1/transactions/${day(-2)}/${day(2)}?environment=ALL`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Transaction[]>().filter((transaction) => transaction.orderId === orderId);
  }

  it('refunds a card order partly twice and then the rest through the sandbox, to the cent, and refuses more', async () => {
    const { store, calls } = await newStore('bc');
    const order = await calls.paidByCard({ 'big-bloom': 2, 'flora-micro': 3 }, { deliveryAddress: vancouver, cardholderAddress: { ...vancouver, country: 'CA' } });
    expect(order.taxLines.map((line) => line.label)).toEqual(['GST 5%', 'PST 7%']);

    const first = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    const second = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'flora-micro', count: 2 }], shipping: 500 });
    expect(second.statusCode, second.body).toBe(201);
    const rest = await calls.refund(shop.staff, order.id, { everything: true });
    expect(rest.statusCode, rest.body).toBe(201);
    const beyond = await calls.refund(shop.staff, order.id, { amount: 1 });
    expect(beyond.statusCode, beyond.body).toBe(409);
    expect(beyond.json<{ error: { code: string } }>().error.code).toBe('REFUND_NOT_ALLOWED');

    const receipt = rest.json<OrderView>();
    expect(receipt.state).toBe('PAID');
    expect(receipt.refundedTotal).toBe(order.total);
    expect(receipt.refunds!.map((refund) => [refund.number, refund.kind, refund.method, refund.payout])).toEqual([
      [1, 'STAFF', 'card', 'SUCCEEDED'],
      [2, 'STAFF', 'card', 'SUCCEEDED'],
      [3, 'STAFF', 'card', 'SUCCEEDED'],
    ]);
    // Each tax line given back exactly as it was charged, over the three refunds.
    for (const [index, line] of order.taxLines.entries()) {
      expect(receipt.refunds!.reduce((sum, refund) => sum + refund.taxLines[index]!.amount, 0)).toBe(line.amount);
    }
    expect(receipt.refunds![0]).toMatchObject({ lines: [{ itemId: 'big-bloom', count: 1, price: 1_899 }], goods: 1_899 });
    const given = await sandboxRefunds(store);
    expect(given.map((refund) => refund.amount_cents)).toEqual(receipt.refunds!.map((refund) => refund.total));
    expect(given.reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(order.total);

    const books = await transactionsOf(order.id);
    expect(books.map((transaction) => [transaction.id, transaction.kind])).toEqual([
      [`${order.id}-S`, 'SALE'],
      [`${order.id}-R1`, 'REFUND'],
      [`${order.id}-R2`, 'REFUND'],
      [`${order.id}-R3`, 'REFUND'],
    ]);
    expect(books.reduce((sum, transaction) => sum + transaction.total, 0)).toBe(0);
    expect(books.reduce((sum, transaction) => sum + transaction.tax, 0)).toBe(0);
  });

  it('refunds once however often the same request is sent, one after the other or at once', async () => {
    const { store, calls } = await newStore();
    const order = await calls.paidByCard({ 'big-bloom': 2 });
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }] }, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const again = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }] }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderView>().refunds).toHaveLength(1);
    expect(await sandboxRefunds(store)).toHaveLength(1);
  });

  it('two different refunds at once never give back more than was taken', async () => {
    const { store, calls } = await newStore();
    const order = await calls.paidByCard({ 'big-bloom': 1 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => calls.refund(shop.staff, order.id, { everything: true })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) expect(refused.statusCode).toBe(409);
    expect((await sandboxRefunds(store)).reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(order.total);
    expect((await calls.receipt(order.id)).refundedTotal).toBe(order.total);
  });

  it('puts refunded units back on sale when asked: released from a paid order, counted in after it shipped', async () => {
    const { store, calls } = await newStore();
    const before = await calls.stockOf('big-bloom');
    // A real (PROD) order: a TEST one is never shipped.
    const order = await calls.paidByEmt(shop.staff, { 'big-bloom': 3 });
    expect(await calls.stockOf('big-bloom')).toBe(before - 3);
    expect((await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }], restock: true })).statusCode).toBe(201);
    expect(await calls.stockOf('big-bloom')).toBe(before - 2);
    expect((await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }], restock: false })).statusCode).toBe(201);
    expect(await calls.stockOf('big-bloom')).toBe(before - 2);
    // Shipping takes the two units still held off the shelf, no more.
    expect((await shipOrder(shop.app, store, shop.staff, order.id, [canadaPostParcel()])).statusCode).toBe(200);
    expect(await calls.stockOf('big-bloom')).toBe(before - 2);
    const inventory = async () =>
      shop.shop.db.selectFrom('item_inventory').select((eb) => eb.fn.sum<number>('count').as('units')).where('store_id', '=', store).where('item_id', '=', 'big-bloom').executeTakeFirstOrThrow();
    expect(Number((await inventory()).units)).toBe(before - 2);
    // The last unit comes back from the shopper: counted in again and on sale.
    expect((await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }], restock: true })).statusCode).toBe(201);
    expect(await calls.stockOf('big-bloom')).toBe(before - 1);
    expect(Number((await inventory()).units)).toBe(before - 1);
  });

  it('cancelling a paid card order gives back all that is left through the provider, with the stock', async () => {
    const { store, calls } = await newStore();
    const before = await calls.stockOf('big-bloom');
    const order = await calls.paidByCard({ 'big-bloom': 2 });
    expect((await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }], restock: true })).statusCode).toBe(201);
    const cancelled = await calls.move(shop.staff, order.id, 'CANCELLED');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const receipt = cancelled.json<OrderView>();
    expect(receipt).toMatchObject({ state: 'CANCELLED', refundedTotal: order.total });
    expect(receipt.refunds!.map((refund) => refund.kind)).toEqual(['STAFF', 'CANCELLATION']);
    expect(await calls.stockOf('big-bloom')).toBe(before);
    expect((await sandboxRefunds(store)).reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(order.total);
  });

  it('records an e-transfer refund for staff to send, in Needs attention until they say it is sent', async () => {
    const { store, calls } = await newStore();
    const order = await calls.paidByEmt(shop.staff, { 'flora-micro': 2 });
    const waiting = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'flora-micro', count: 1 }] });
    expect(waiting.statusCode, waiting.body).toBe(201);
    expect(waiting.json<OrderView>().refunds![0]).toMatchObject({ method: 'emt', payout: 'PENDING' });
    const attention = await shop.app.inject({ method: 'GET', url: '/api/v1/money-returns/attention', headers: { authorization: `Bearer ${shop.viewer}` } });
    const listed = attention.json<MoneyReturnView[]>().find((row) => row.orderId === order.id);
    expect(listed).toMatchObject({ method: 'emt', state: 'PENDING', needsAttention: true, customerEmail: 'ada@example.ca', store });

    const byViewer = await shop.app.inject({ method: 'POST', url: `/api/v1/money-returns/${listed!.id}/settle`, headers: { authorization: `Bearer ${shop.viewer}` }, payload: { kind: 'E_TRANSFER' } });
    expect(byViewer.statusCode).toBe(403);
    const settled = await shop.app.inject({
      method: 'POST',
      url: `/api/v1/money-returns/${listed!.id}/settle`,
      headers: { authorization: `Bearer ${shop.staff}` },
      payload: { kind: 'E_TRANSFER', note: 'Sent from the shop account' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<MoneyReturnView>()).toMatchObject({ state: 'SUCCEEDED', kind: 'E_TRANSFER', completedBy: 'staff:Sam the staff', needsAttention: false });
    expect((await calls.receipt(order.id)).refunds![0]!.payout).toBe('SUCCEEDED');

    // Sent already when staff refund: nothing waits.
    const sent = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'flora-micro', count: 1 }], eTransferSent: true });
    expect(sent.json<OrderView>().refunds![1]).toMatchObject({ method: 'emt', payout: 'SUCCEEDED' });
    const detail = await refundsOf(store, order.id);
    expect(detail.refundable).toBe(order.total - sent.json<OrderView>().refundedTotal!);
    expect(detail.refunds.map((refund) => refund.actor)).toEqual(['staff:Sam the staff', 'staff:Sam the staff']);
  });

  it('writes the refund e-mail in the language the shopper ordered in', async () => {
    const { calls } = await newStore();
    const order = await calls.paidByCard({ 'big-bloom': 2 }, { locale: 'fr-CA' });
    await shop.app.orderMailer.idle();
    sink.messages.length = 0;
    expect((await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }] })).statusCode).toBe(201);
    await shop.app.orderMailer.idle();
    const toShopper = sink.messages.find((message) => message.to.includes('ada@example.ca'));
    expect(toShopper).toBeDefined();
    const text = bodyOf(toShopper!.data);
    expect(text).toContain('Bonjour Ada,');
    expect(text).toMatch(/Nous vous avons remboursé 21,84\s\$ sur votre commande/);
    expect(text).toMatch(/Taxe 15\s%\s:\s2,85\s\$/);
    expect(text).toContain('recrédité sur la carte');
    const toShop = sink.messages.find((message) => message.to.includes('shop@example.ca'));
    expect(toShop?.data).toContain('Refund of $21.84');
  });

  it('refuses refunds of unpaid orders, of more units than ordered, and to anyone but staff, changing nothing', async () => {
    const { store, calls } = await newStore();
    const open = await calls.place({ 'big-bloom': 1 });
    const unpaid = await calls.refund(shop.staff, open.id, { everything: true });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error: { code: 'REFUND_NOT_ALLOWED', message: 'The order is not paid: nothing was taken to give back. Cancel it instead.' } });

    const order = await calls.paidByCard({ 'big-bloom': 1 });
    const tooMany = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', details: [{ path: 'body/lines.0.count', reason: 'TOO_MANY_UNITS' }] } });
    const notOnOrder = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'flora-micro', count: 1 }] });
    expect(notOnOrder.statusCode).toBe(400);
    const malformed = await calls.refund(shop.staff, order.id, { amount: -5 });
    expect(malformed.statusCode).toBe(400);
    const both = await calls.refund(shop.staff, order.id, { everything: true, amount: 100 });
    expect(both.statusCode).toBe(400);
    expect((await calls.refund(null, order.id, { everything: true })).statusCode).toBe(401);
    expect((await calls.refund(shop.viewer, order.id, { everything: true })).statusCode).toBe(403);
    const noKey = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/order/${order.id}/refunds`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { everything: true } });
    expect(noKey.statusCode).toBe(400);
    expect((await calls.receipt(order.id)).refundedTotal).toBe(0);
  });
});
