import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import { holdEndsAt } from '@backroom/core/orders/business-days';
import { DEFAULT_ORDER_LIMITS, type OrderLimits, type OrderLimitsView } from '@backroom/core/orders/order-limits';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { auditTrail } from '../audit/audit-log.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { CARD_PAYMENT_HOLD_MS } from '../flows/order-payments.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

/** The fixture shop's phone, which every refusal asks the shopper to call. */
const PHONE = '902-555-0100';
const MINUTE = 60_000;

describe.each(DIALECTS)('order submission limits on %s', (dialect) => {
  // Tuesday 10 March 2026, 11:00 in Halifax: the shop's clock, moved by the tests.
  let now = new Date('2026-03-10T14:00:00.000Z');
  const shop = shopUnderTest(dialect, { app: { clock: () => now }, stores: 'flood' });


  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** A store of its own for a test, with these limits (the rest very high, so only they count). */
  async function newStore(limits: Partial<OrderLimits> | null = {}): Promise<string> {
    const store = await shop.newStore();
    if (limits === null) return store;

    const settings: OrderLimits = {
      openOrdersPerAddress: 1_000,
      openOrdersPerEmail: 1_000,
      submissionsPerAddress: 10_000,
      submissionsPerEmail: 10_000,
      windowMinutes: 60,
      maxLineQuantity: 999,
      unpaidSharePercent: 100,
      unpaidUnitsAlways: 1,
      ...limits,
    };
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/${store}/api/v1/settings/order-limits`,
      headers: { authorization: `Bearer ${shop.staff}`, 'if-none-match': '*' },
      payload: settings,
    });
    expect(response.statusCode, response.body).toBe(200);
    return store;
  }

  interface Shopper {
    address?: string;
    email?: string;
    key?: string | null;
    lines?: Record<string, number>;
    cart?: Record<string, unknown>;
  }
  function submit(store: string, { address = '198.51.100.1', email = 'ada@example.ca', key = randomUUID(), lines = { 'alpha-bloom': 1 }, cart = {} }: Shopper = {}) {
    const base = cartOf(lines, { shippingMethod: 'PICKUP', ...cart });
    return shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: key === null ? {} : { 'idempotency-key': key },
      remoteAddress: address,
      payload: { cart: { ...base, customerAddress: { ...base.customerAddress, email } } },
    });
  }
  async function placed(store: string, shopper: Shopper = {}): Promise<SubmittedOrder> {
    const response = await submit(store, shopper);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }
  function refusal(response: LightMyRequestResponse, status = 429, code = 'TOO_MANY_REQUESTS'): ErrorReply['error'] {
    expect(response.statusCode, response.body).toBe(status);
    const { error } = response.json<ErrorReply>();
    expect(error.code).toBe(code);
    return error;
  }
  const count = async (table: 'orders' | 'order_submissions', store: string) =>
    Number(
      (await shop.shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store).executeTakeFirstOrThrow()).n,
    );
  const stockOf = async (store: string, itemId: string) => (await shop.app.inject({ url: `/${store}/api/v1/items/${itemId}` })).json<Item>().stock;
  /** What a refusal leaves behind: no order, no stock held, no submission counted. */
  async function nothingStored<T>(store: string, refuse: () => Promise<T>): Promise<T> {
    const before = { orders: await count('orders', store), submissions: await count('order_submissions', store), stock: await stockOf(store, 'alpha-bloom') };
    const result = await refuse();
    expect({ orders: await count('orders', store), submissions: await count('order_submissions', store), stock: await stockOf(store, 'alpha-bloom') }).toEqual(before);
    return result;
  }
  const seconds = (until: Date) => String(Math.ceil((until.getTime() - now.getTime()) / 1000));

  describe('settings', () => {
    const settingsCall = (store: string, method: 'GET' | 'PUT', token: string, payload?: object, headers: Record<string, string> = {}) =>
      shop.app.inject({ method, url: `/${store}/api/v1/settings/order-limits`, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });

    it('are the defaults until staff store some, then every submission counts against the stored ones, audited', async () => {
      const store = await newStore(null);
      const read = await settingsCall(store, 'GET', shop.viewer);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.json<OrderLimitsView>()).toEqual({ settings: DEFAULT_ORDER_LIMITS, updatedAt: null });

      const changed = { ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 3 };
      expect((await settingsCall(store, 'PUT', shop.viewer, changed, { 'if-none-match': '*' })).statusCode).toBe(403);
      expect((await settingsCall(store, 'PUT', shop.staff, changed)).statusCode).toBe(428);
      const saved = await settingsCall(store, 'PUT', shop.staff, changed, { 'if-none-match': '*' });
      expect(saved.statusCode, saved.body).toBe(200);
      const view = saved.json<OrderLimitsView>();
      expect(view.settings).toEqual(changed);
      expect((await settingsCall(store, 'PUT', shop.staff, changed, { 'if-none-match': '*' })).statusCode).toBe(409);
      const [audit] = await auditTrail(shop.shop.db, store, 'settings', 'order-limits');
      expect(audit).toMatchObject({ action: 'create', entity: 'settings' });
      expect(JSON.parse(audit!.after!)).toEqual(changed);

      refusal(await submit(store, { lines: { 'alpha-bloom': 4 } }), 400, 'QUANTITY_OVER_LIMIT');
      const again = await settingsCall(store, 'PUT', shop.staff, { ...changed, maxLineQuantity: 4 }, { 'if-match': `"${view.updatedAt}"` });
      expect(again.statusCode, again.body).toBe(200);
      await placed(store, { lines: { 'alpha-bloom': 4 } });
    });

    it('refuses bad figures with 400 naming the field, changing nothing', async () => {
      const store = await newStore(null);
      const bad: [string, unknown][] = [
        ['zero', { ...DEFAULT_ORDER_LIMITS, openOrdersPerAddress: 0 }],
        ['fraction', { ...DEFAULT_ORDER_LIMITS, submissionsPerEmail: 2.5 }],
        ['text', { ...DEFAULT_ORDER_LIMITS, windowMinutes: '60' }],
        ['a window over a day', { ...DEFAULT_ORDER_LIMITS, windowMinutes: 1_441 }],
        ['more of an item than a cart holds', { ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 1_000 }],
        ['missing', { ...DEFAULT_ORDER_LIMITS, maxLineQuantity: undefined }],
        ['unknown', { ...DEFAULT_ORDER_LIMITS, perCard: 3 }],
      ];
      for (const [why, body] of bad) {
        const response = await settingsCall(store, 'PUT', shop.staff, body as object, { 'if-none-match': '*' });
        expect(response.statusCode, why).toBe(400);
        expect(response.json<ErrorReply>().error.code, why).toBe('VALIDATION_FAILED');
      }
      expect((await settingsCall(store, 'GET', shop.viewer)).json<OrderLimitsView>().updatedAt).toBeNull();
    });
  });

  describe('open unpaid orders', () => {
    it('per client address: one more is told to wait until the first hold ends (429, Retry-After), and nothing is stored', async () => {
      const store = await newStore({ openOrdersPerAddress: 2 });
      const first = await placed(store, { email: 'one@example.ca' });
      later(MINUTE);
      await placed(store, { email: 'two@example.ca', cart: { paymentMethod: 'card' } });
      later(MINUTE);

      const response = await nothingStored(store, () => submit(store, { email: 'three@example.ca' }));
      const error = refusal(response);
      expect(error.message).toBe(
        `Too many orders from your connection are waiting for payment. Please pay for or cancel one of them first, or call us at ${PHONE} to order.`,
      );
      expect(error.details).toEqual([{ path: 'clientAddress', message: error.message, reason: 'open-orders' }]);
      // The card order's hold (30 minutes) ends before the e-transfer's (5 business days).
      const cardHoldEnds = new Date(now.getTime() - MINUTE + CARD_PAYMENT_HOLD_MS);
      expect(response.headers['retry-after']).toBe(seconds(cardHoldEnds));

      // Another address orders freely; a paid or cancelled order is no longer open.
      await placed(store, { address: '198.51.100.2', email: 'three@example.ca' });
      const cancelled = await shop.app.inject({ url: `/${store}/api/v1/order/${first.id}/${first.token}/state/CANCELLED` });
      expect(cancelled.json<OrderView>().state).toBe('CANCELLED');
      await placed(store, { email: 'three@example.ca' });
      refusal(await submit(store, { email: 'four@example.ca' }));
    });

    it('per e-mail, whatever its case or +tag and from any address', async () => {
      const store = await newStore({ openOrdersPerEmail: 2 });
      const first = await placed(store, { email: 'Ada@Example.ca', address: '198.51.100.1' });
      await placed(store, { email: 'ada+flowers@example.ca', address: '198.51.100.2' });
      const response = await nothingStored(store, () => submit(store, { email: 'ADA@example.ca', address: '198.51.100.3' }));
      const error = refusal(response);
      expect(error.message).toBe(
        `Too many orders from this e-mail address are waiting for payment. Please pay for or cancel one of them first, or call us at ${PHONE} to order.`,
      );
      expect(error.details).toEqual([{ path: 'customerAddress.email', message: error.message, reason: 'open-orders' }]);
      expect(response.headers['retry-after']).toBe(seconds(holdEndsAt(now)));

      await placed(store, { email: 'bea@example.ca', address: '198.51.100.3' });
      // Paid by staff: no longer open.
      const paid = await shop.app.inject({ url: `/${store}/api/v1/order/${first.id}/state/PAID`, headers: { authorization: `Bearer ${shop.staff}` } });
      expect(paid.statusCode, paid.body).toBe(200);
      await placed(store, { email: 'ada@example.ca', address: '198.51.100.3' });
    });
  });

  describe('orders per window', () => {
    it('per client address: one more in the window waits until the oldest leaves it', async () => {
      const store = await newStore({ submissionsPerAddress: 3, windowMinutes: 10 });
      const firstAt = now;
      for (let order = 0; order < 3; order++) {
        await placed(store, { email: `shopper${order}@example.ca` });
        later(2 * MINUTE);
      }
      const response = await nothingStored(store, () => submit(store, { email: 'late@example.ca' }));
      const error = refusal(response);
      expect(error.message).toBe(`We have received many orders from your connection in a short time. Please try again in 4 minutes, or call us at ${PHONE} to order.`);
      expect(error.details).toEqual([{ path: 'clientAddress', message: error.message, reason: 'too-often' }]);
      expect(response.headers['retry-after']).toBe(seconds(new Date(firstAt.getTime() + 10 * MINUTE)));
      expect(response.headers['retry-after']).toBe('240');

      // Paid orders count too: it is how many were placed, not how many are open.
      later(4 * MINUTE - 1_000);
      refusal(await submit(store, { email: 'late@example.ca' }));
      later(1_000);
      await placed(store, { email: 'late@example.ca' });
      refusal(await submit(store, { email: 'later@example.ca' }));
    });

    it('per e-mail', async () => {
      const store = await newStore({ submissionsPerEmail: 2, windowMinutes: 60 });
      await placed(store, { address: '198.51.100.1', cart: { paymentMethod: 'card' } });
      later(30 * MINUTE);
      await placed(store, { address: '198.51.100.2' });
      const error = refusal(await nothingStored(store, () => submit(store, { address: '198.51.100.3' })));
      expect(error.message).toBe(
        `We have received many orders from this e-mail address in a short time. Please try again in 30 minutes, or call us at ${PHONE} to order.`,
      );
      expect(error.details).toEqual([{ path: 'customerAddress.email', message: error.message, reason: 'too-often' }]);
    });

    it('counts only submissions that made an order: refused ones are free to correct', async () => {
      const store = await newStore({ submissionsPerAddress: 2, openOrdersPerAddress: 2 });
      for (let attempt = 0; attempt < 5; attempt++) {
        refusal(await submit(store, { cart: { discountCode: 'NOPE' } }), 400, 'DISCOUNT_NOT_VALID');
        refusal(await submit(store, { lines: { 'big-bloom': 6 } }), 409, 'OUT_OF_STOCK');
      }
      expect(await count('order_submissions', store)).toBe(0);
      await placed(store);
      await placed(store);
      refusal(await submit(store));
    });
  });

  describe('the most of one item', () => {
    it('refuses a line over it with 400 naming the line, and stores nothing', async () => {
      const store = await newStore({ maxLineQuantity: 5 });
      const response = await nothingStored(store, () => submit(store, { lines: { 'alpha-bloom': 6, 'big-bloom': 1, 'nutrient-kit': 9 } }));
      const error = refusal(response, 400, 'QUANTITY_OVER_LIMIT');
      expect(error.message).toBe(
        `You can order at most 5 of an item online: 'Alpha Bloom Booster' (6 in your cart), 'Nutrient Starter Kit' (9 in your cart). Lower the quantity, or call us at ${PHONE} to order more.`,
      );
      expect(error.details).toEqual([
        { path: 'items.alpha-bloom', message: 'at most 5' },
        { path: 'items.nutrient-kit', message: 'at most 5' },
      ]);
      await placed(store, { lines: { 'alpha-bloom': 5, 'nutrient-kit': 5 } });
    });

    it('is 100 by default: the 999 units of the issue are refused', async () => {
      const store = await newStore(null);
      refusal(await submit(store, { lines: { 'alpha-bloom': 999 } }), 400, 'QUANTITY_OVER_LIMIT');
      refusal(await submit(store, { lines: { 'alpha-bloom': 101 } }), 400, 'QUANTITY_OVER_LIMIT');
      // alpha-bloom has no inventory data: 100 in stock, all of which one card order may take (an unpaid e-transfer half: docs/decisions/055).
      await placed(store, { lines: { 'alpha-bloom': 100 }, cart: { paymentMethod: 'card' } });
    });
  });

  describe('replays and races', () => {
    it('answers a replay with its order even over every limit', async () => {
      const store = await newStore({ openOrdersPerAddress: 1, openOrdersPerEmail: 1, submissionsPerAddress: 1, submissionsPerEmail: 1 });
      const key = randomUUID();
      const order = await placed(store, { key });
      refusal(await submit(store));
      const replay = await submit(store, { key });
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(order);
    });

    it('counts concurrent sends of one submission once, and makes one order of them', async () => {
      const store = await newStore({ openOrdersPerAddress: 1, submissionsPerAddress: 1 });
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 6 }, () => submit(store, { key })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await count('orders', store)).toBe(1);
      expect(await count('order_submissions', store)).toBe(2);
    });

    it('lets no more orders through than the limit when a flood arrives at once', async () => {
      const store = await newStore({ openOrdersPerAddress: 5 });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, shopper) => submit(store, { email: `flood${shopper}@example.ca` })));
      const statuses = answers.map((answer) => answer.statusCode);
      // Submissions arriving together count each other: some may be refused that one at a time
      // would have fit, never one too many.
      const made = statuses.filter((status) => status === 201).length;
      expect(made).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - made);
      expect(await count('orders', store)).toBe(made);
      expect(await stockOf(store, 'alpha-bloom')).toBe(100 - made);
      // Only the orders made are counted: once the flood is over the address orders up to its limit.
      expect(await count('order_submissions', store)).toBe(2 * made);
      for (let order = made; order < 5; order++) await placed(store, { email: `after${order}@example.ca` });
      refusal(await submit(store, { email: 'one-too-many@example.ca' }));
      expect(await count('orders', store)).toBe(5);
    });
  });

  describe('staff', () => {
    it('taking orders for customers at the counter or on the phone are not limited, in number or in units', async () => {
      const store = await newStore({ openOrdersPerAddress: 1, openOrdersPerEmail: 1, submissionsPerAddress: 1, submissionsPerEmail: 1, maxLineQuantity: 5 });
      await placed(store);
      refusal(await submit(store));
      const byStaff = (lines: Record<string, number>, token = shop.staff) => {
        const cart = cartOf(lines, { shippingMethod: 'PICKUP' });
        return shop.app.inject({
          method: 'POST',
          url: `/${store}/api/v1/order/submit`,
          headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${token}` },
          remoteAddress: '198.51.100.1',
          payload: { cart: { ...cart, customerAddress: { ...cart.customerAddress, email: 'ada@example.ca' } } },
        });
      };
      for (let order = 0; order < 3; order++) expect((await byStaff({ 'alpha-bloom': 1 })).statusCode).toBe(201);
      expect((await byStaff({ 'alpha-bloom': 20 })).statusCode).toBe(201);
      // A viewer changes nothing in the shop: their orders are a shopper's.
      refusal(await byStaff({ 'alpha-bloom': 1 }, shop.viewer));
      // Staff orders are not counted against the shopper's limits either.
      expect(await count('order_submissions', store)).toBe(2);
    });
  });

  describe('client addresses', () => {
    it('count an IPv6 network (/64) as one client, and an IPv4-mapped address as its IPv4', async () => {
      const store = await newStore({ openOrdersPerAddress: 1 });
      await placed(store, { address: '2001:db8:1:2::10', email: 'a@example.ca' });
      refusal(await submit(store, { address: '2001:0db8:0001:0002:ffff::7', email: 'b@example.ca' }));
      await placed(store, { address: '2001:db8:1:3::10', email: 'b@example.ca' });
      await placed(store, { address: '203.0.113.5', email: 'c@example.ca' });
      refusal(await submit(store, { address: '::ffff:203.0.113.5', email: 'd@example.ca' }));
    });

    it('behind a trusted proxy are the forwarded ones', async () => {
      const store = await newStore({ openOrdersPerAddress: 1 });
      const proxied: FastifyInstance = await buildApp({ shop: shop.shop, webRoot: null, trustProxy: true, reconcilePaymentsEverySeconds: null, clock: () => now });
      try {
        const through = (forwardedFor: string, email: string) => {
          const base = cartOf({ 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP' });
          return proxied.inject({
            method: 'POST',
            url: `/${store}/api/v1/order/submit`,
            headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': forwardedFor },
            remoteAddress: '10.0.0.2',
            payload: { cart: { ...base, customerAddress: { ...base.customerAddress, email } } },
          });
        };
        expect((await through('198.51.100.20', 'a@example.ca')).statusCode).toBe(201);
        expect((await through('198.51.100.21', 'b@example.ca')).statusCode).toBe(201);
        refusal(await through('198.51.100.20', 'c@example.ca'));
        // A client cannot choose its address by writing one in front: the load balancer's entry counts.
        refusal(await through('203.0.113.99, 198.51.100.20', 'd@example.ca'));
      } finally {
        await proxied.close();
      }
    });
  });

  describe("SPEC's bare call", () => {
    it('makes an order from { cart } without an idempotency key; sending it again makes another', async () => {
      const store = await newStore(null);
      const response = await submit(store, { key: null });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
      const order = response.json<SubmittedOrder>();
      expect(Object.keys(order).sort()).toEqual(['id', 'token']);
      expect(order.token.length).toBeGreaterThanOrEqual(22);
      // The token is the order's own: it cancels it.
      const cancelled = await shop.app.inject({ url: `/${store}/api/v1/order/${order.id}/${order.token}/state/CANCELLED` });
      expect(cancelled.json<OrderView>().state).toBe('CANCELLED');

      const again = await placed(store, { key: null });
      expect(again.id).not.toBe(order.id);
      expect(await count('orders', store)).toBe(2);
    });

    it('is counted against the limits like any other', async () => {
      const store = await newStore({ openOrdersPerAddress: 1 });
      await placed(store, { key: null });
      refusal(await nothingStored(store, () => submit(store, { key: null })));
    });
  });
});
