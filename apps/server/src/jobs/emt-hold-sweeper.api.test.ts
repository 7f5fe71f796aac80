import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { OrderView, StaffOrder, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CARD_PAYMENT_HOLD_MS } from '../flows/order-payments.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { sweepExpiredHolds } from './emt-hold-sweeper.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

// Monday 2 June 2025, 2 pm in Liverpool: held through Monday 9 June, cancelled from Tuesday 10 June 00:00 ADT.
const PLACED = new Date('2025-06-02T17:00:00Z');
const HOLD_ENDS = '2025-06-10T03:00:00.000Z';

describe.each(DIALECTS)('unpaid e-transfer holds on %s', (dialect) => {
  let now = PLACED;
  const shop = shopUnderTest(dialect, { app: { clock: () => now }, stores: 'holds' });
  const newStore = () => shop.newStore({ discountCodes: [{ code: 'ONCE', discountAmount: 100, usageLimit: 1 }] });

  async function place(store: string, cart: unknown): Promise<SubmittedOrder> {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart } as object,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }
  async function get<T>(url: string, token?: string): Promise<T> {
    const response = await shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const stateOf = async (store: string, id: string) => (await get<OrderView>(`/${store}/api/v1/order/${id}`)).state;
  const stockOf = async (store: string, itemId: string) => (await get<Item>(`/${store}/api/v1/items/${itemId}`)).stock;

  it('cancels unpaid e-transfers after 5 business days and unpaid card orders after 30 minutes, once, even with two sweepers, and gives stock and codes back', async () => {
    now = PLACED;
    const store = await newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    const unpaid = await place(store, cartOf({ 'big-bloom': 2 }, { discountCode: 'ONCE' }));
    const alsoUnpaid = await place(store, cartOf({ 'big-bloom': 1 }));
    const paid = await place(store, cartOf({ 'big-bloom': 1 }));
    const card = await place(store, cartOf({ 'alpha-bloom': 1 }, { paymentMethod: 'card' }));
    expect(await stockOf(store, 'big-bloom')).toBe(1);

    const listed = await get<StaffOrder[]>(`/api/v1/order?store=${store}`, shop.staff);
    expect(listed.find((order) => order.id === unpaid.id)?.holdUntil).toBe(HOLD_ENDS);
    const cardHoldEnds = new Date(PLACED.getTime() + CARD_PAYMENT_HOLD_MS);
    expect(listed.find((order) => order.id === card.id)?.holdUntil).toBe(cardHoldEnds.toISOString());

    // A card order nobody paid for (the shopper closed the tab) gives its stock back soon.
    now = new Date(cardHoldEnds.getTime() - 1000);
    expect(await sweepExpiredHolds(shop.app)).toBe(0);
    now = cardHoldEnds;
    expect(await sweepExpiredHolds(shop.app)).toBe(1);
    expect(await stateOf(store, card.id)).toBe('CANCELLED');

    now = new Date(Date.parse(HOLD_ENDS) - 1000);
    expect(await sweepExpiredHolds(shop.app)).toBe(0);
    await get(`/${store}/api/v1/order/${paid.id}/state/PAID`, shop.staff);
    expect((await get<StaffOrder[]>(`/api/v1/order?store=${store}&state=PAID`, shop.staff))[0]?.holdUntil).toBeNull();

    now = new Date(HOLD_ENDS);
    const [first, second] = await Promise.all([sweepExpiredHolds(shop.app), sweepExpiredHolds(shop.app)]);
    expect(first + second).toBe(2);
    expect(await stateOf(store, unpaid.id)).toBe('CANCELLED');
    expect(await stateOf(store, alsoUnpaid.id)).toBe('CANCELLED');
    expect(await stateOf(store, paid.id)).toBe('PAID');
    expect(await stockOf(store, 'big-bloom')).toBe(4);
    // The code used by the cancelled order can be used again.
    await place(store, cartOf({ 'alpha-bloom': 1 }, { discountCode: 'ONCE' }));
    expect(await sweepExpiredHolds(shop.app)).toBe(0);
  });

  it('runs by itself in every server process on an interval, until the process closes', async () => {
    now = PLACED;
    const store = await newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    const order = await place(store, cartOf({ 'big-bloom': 5 }));
    const otherProcess = await buildApp({ shop: shop.shop, webRoot: null, clock: () => now, holdSweepIntervalMs: 20 });
    await otherProcess.ready();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await stateOf(store, order.id)).toBe('OPEN');
      now = new Date(HOLD_ENDS);
      for (let tries = 0; tries < 100 && (await stateOf(store, order.id)) === 'OPEN'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await stateOf(store, order.id)).toBe('CANCELLED');
    } finally {
      await otherProcess.close();
    }
    // The stock came back through the other process; this one's catalogue sees it within its 250 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stockOf(store, 'big-bloom')).toBe(5);
  });
});
