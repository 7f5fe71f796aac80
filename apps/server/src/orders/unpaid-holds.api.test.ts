import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import { DEFAULT_ORDER_LIMITS, ORDER_LIMITS_SETTINGS_NAME, type OrderLimitsInput, type OrderLimitsView } from '@backroom/core/orders/order-limits';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

interface Refusal {
  code: string;
  message: string;
  details?: Array<{ path: string; message: string; reason?: string; count?: number }>;
}

/** The fixture shop's phone, which the refusal asks the shopper to call. */
const PHONE = '902-555-0100';

describe.each(DIALECTS)('one client cannot hold an item away from everyone else on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'hoard' });

  /** A store of the test's own with a 12-unit, a 1,000-unit, a one-off and a 3-unit item, and these order limits (none: the defaults). */
  async function newStore(limits: OrderLimitsInput | null = null): Promise<string> {
    const fixture = fixtureCatalogue();
    const base = fixture.items.find((item) => item.id === 'big-bloom')!;
    const stocked = (id: string, name: string, count: number) => ({ ...base, id, name, sku: id.toUpperCase(), upc: '', picture: null, inventory: { store: { count } } });
    const store = await shop.newStore({
      items: [...fixture.items, stocked('twelve-pots', 'Clay Pot', 12), stocked('bulk-perlite', 'Perlite', 1_000), stocked('one-off', 'Old Lamp', 1), stocked('three-trays', 'Seed Tray', 3)],
    });
    if (limits) {
      const saved = await shop.app.inject({
        method: 'PUT',
        url: `/${store}/api/v1/settings/order-limits`,
        headers: { authorization: `Bearer ${shop.staff}`, 'if-none-match': '*' },
        payload: limits,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return store;
  }

  interface Shopper {
    address?: string;
    email?: string;
    card?: boolean;
    locale?: 'en-CA' | 'fr-CA';
  }
  function submit(store: string, lines: Record<string, number>, { address = '198.51.100.7', email = 'ada@example.ca', card = false }: Shopper = {}) {
    const base = cartOf(lines, { shippingMethod: 'PICKUP', paymentMethod: card ? 'card' : 'emt' });
    return shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: address,
      payload: { cart: { ...base, customerAddress: { ...base.customerAddress, email } } },
    });
  }
  async function placed(store: string, lines: Record<string, number>, shopper: Shopper = {}): Promise<SubmittedOrder> {
    const response = await submit(store, lines, shopper);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }
  function refused(response: LightMyRequestResponse): Refusal {
    expect(response.statusCode, response.body).toBe(409);
    const { error } = response.json<{ error: Refusal }>();
    expect(error.code).toBe('QUANTITY_OVER_LIMIT');
    return error;
  }
  const onSale = async (store: string, itemId: string) => (await shop.app.inject({ url: `/${store}/api/v1/items/${itemId}` })).json<Item>().stock;
  const orderCount = async (store: string) =>
    Number((await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store).executeTakeFirstOrThrow()).n);

  it('one unpaid e-transfer order for all 12 units is refused, saying 6 may be ordered; a second shopper still sees 6 and buys them', async () => {
    const store = await newStore();
    const error = refused(await submit(store, { 'twelve-pots': 12 }));
    expect(error.message).toBe(
      "Your orders waiting for payment already hold part of what is left, and other shoppers need the rest: you can order at most 6 more of 'Clay Pot' (12 in your cart) " +
        `until you pay. Lower the quantity, pay for your unpaid orders first, or call us at ${PHONE} to order more.`,
    );
    expect(error.details).toEqual([{ path: 'items.twelve-pots', message: 'at most 6 more until your unpaid orders are paid', reason: 'unpaid-share', count: 6 }]);
    expect(await onSale(store, 'twelve-pots')).toBe(12);
    expect(await orderCount(store)).toBe(0);

    await placed(store, { 'twelve-pots': 6 });
    const more = refused(await submit(store, { 'twelve-pots': 1 }, { email: 'ada+again@example.ca' }));
    expect(more.details).toEqual([{ path: 'items.twelve-pots', message: 'none more until your unpaid orders are paid', reason: 'unpaid-share', count: 0 }]);
    expect(await onSale(store, 'twelve-pots')).toBe(6);

    // Half of what is not yet paid for is 6 for every shopper, whoever holds the other half.
    await placed(store, { 'twelve-pots': 6 }, { address: '203.0.113.9', email: 'bea@example.ca' });
    expect(await onSale(store, 'twelve-pots')).toBe(0);
  });

  it('ten unpaid orders of 100 hold at most 500 of a 1,000-unit item: the other 500 stay on sale to others', async () => {
    const store = await newStore();
    const answers: number[] = [];
    for (let order = 0; order < 10; order++) answers.push((await submit(store, { 'bulk-perlite': 100 }, { email: `ada+${order}@example.ca` })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await onSale(store, 'bulk-perlite')).toBe(500);
    // The same inbox from other connections is the same client.
    refused(await submit(store, { 'bulk-perlite': 1 }, { address: '203.0.113.20', email: 'ADA@example.ca' }));
    // Another shopper buys from the 500.
    await placed(store, { 'bulk-perlite': 100 }, { address: '203.0.113.21', email: 'bea@example.ca' });
    expect(await onSale(store, 'bulk-perlite')).toBe(400);
  });

  it('counts by client address whatever the e-mail, and by inbox whatever the address', async () => {
    const store = await newStore();
    await placed(store, { 'twelve-pots': 4 }, { address: '198.51.100.30', email: 'one@example.ca' });
    const byAddress = refused(await submit(store, { 'twelve-pots': 3 }, { address: '198.51.100.30', email: 'two@example.ca' }));
    expect(byAddress.details?.[0]?.count).toBe(2);
    const byInbox = refused(await submit(store, { 'twelve-pots': 3 }, { address: '203.0.113.31', email: 'One+Garden@Example.ca' }));
    expect(byInbox.details?.[0]?.count).toBe(2);
    await placed(store, { 'twelve-pots': 3 }, { address: '203.0.113.31', email: 'three@example.ca' });
  });

  it('a shopper buying 3 of 12, a one-off, or 2 then 1 of 3 is not stopped', async () => {
    const store = await newStore();
    await placed(store, { 'twelve-pots': 3 });
    await placed(store, { 'one-off': 1 });
    await placed(store, { 'three-trays': 2 });
    await placed(store, { 'three-trays': 1 });
    expect(await onSale(store, 'twelve-pots')).toBe(9);
  });

  it('a card order, paid at once, is not stopped and its hold does not count', async () => {
    const store = await newStore();
    await placed(store, { 'twelve-pots': 8 }, { card: true });
    // The e-transfer order that follows counts the 4 left on sale: half is 2, the floor 3.
    await placed(store, { 'twelve-pots': 3 });
    expect(await onSale(store, 'twelve-pots')).toBe(1);
  });

  it('a paid order no longer holds: the client may order again', async () => {
    const store = await newStore();
    const first = await placed(store, { 'twelve-pots': 6 });
    refused(await submit(store, { 'twelve-pots': 1 }));
    const paid = await shop.app.inject({ url: `/${store}/api/v1/order/${first.id}/state/PAID`, headers: { authorization: `Bearer ${shop.staff}` } });
    expect(paid.statusCode, paid.body).toBe(200);
    await placed(store, { 'twelve-pots': 3 });
  });

  it('names every line over the rule and refuses the whole order, holding nothing', async () => {
    const store = await newStore();
    const error = refused(await submit(store, { 'twelve-pots': 7, 'bulk-perlite': 100, 'one-off': 1 }));
    expect(error.details?.map((detail) => [detail.path, detail.count])).toEqual([['items.twelve-pots', 6]]);
    expect(await onSale(store, 'one-off')).toBe(1);
    expect(await onSale(store, 'bulk-perlite')).toBe(1_000);
  });

  it('follows the store: a share of 100% lets one client hold all 12; a floor of 12 too', async () => {
    const whole = await newStore({ ...DEFAULT_ORDER_LIMITS, unpaidSharePercent: 100 });
    await placed(whole, { 'twelve-pots': 12 });
    const floor = await newStore({ ...DEFAULT_ORDER_LIMITS, unpaidUnitsAlways: 12 });
    await placed(floor, { 'twelve-pots': 12 });
    const quarter = await newStore({ ...DEFAULT_ORDER_LIMITS, unpaidSharePercent: 25, unpaidUnitsAlways: 1 });
    expect(refused(await submit(quarter, { 'twelve-pots': 4 })).details?.[0]?.count).toBe(3);
  });

  it('staff see and change the rule; bad figures are a 400 naming the field; settings stored before it read as the defaults', async () => {
    const store = await newStore();
    const call = (method: 'GET' | 'PUT', payload?: object, headers: Record<string, string> = {}) =>
      shop.app.inject({ method, url: `/${store}/api/v1/settings/order-limits`, headers: { authorization: `Bearer ${shop.staff}`, ...headers }, ...(payload ? { payload } : {}) });
    expect((await call('GET')).json<OrderLimitsView>().settings).toMatchObject({ unpaidSharePercent: 50, unpaidUnitsAlways: 3 });
    for (const [field, value] of [
      ['unpaidSharePercent', 0],
      ['unpaidSharePercent', 101],
      ['unpaidSharePercent', 12.5],
      ['unpaidUnitsAlways', 0],
      ['unpaidUnitsAlways', '3'],
    ] as const) {
      const response = await call('PUT', { ...DEFAULT_ORDER_LIMITS, [field]: value }, { 'if-none-match': '*' });
      expect(response.statusCode, `${field} ${value}`).toBe(400);
      expect(response.json<{ error: Refusal }>().error.details?.map((detail) => detail.path)).toEqual([`body/${field}`]);
    }

    const older = await newStore();
    const before = Object.fromEntries(Object.entries({ ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 12 }).filter(([name]) => !name.startsWith('unpaid')));
    await shop.shop.db
      .insertInto('store_settings')
      .values({ store_id: older, name: ORDER_LIMITS_SETTINGS_NAME, body: JSON.stringify(before), updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    const read = await shop.app.inject({ url: `/${older}/api/v1/settings/order-limits`, headers: { authorization: `Bearer ${shop.staff}` } });
    expect(read.json<OrderLimitsView>().settings).toEqual({ ...DEFAULT_ORDER_LIMITS, maxLineQuantity: 12 });
    expect(refused(await submit(older, { 'twelve-pots': 12 })).details?.[0]?.count).toBe(6);
  });

  it('two submissions of one client at once never hold more than half together (six rounds; the race shows on PostgreSQL)', async () => {
    for (let round = 0; round < 6; round++) {
      const store = await newStore();
      const address = `198.51.100.${100 + round}`;
      const answers = await Promise.all([
        submit(store, { 'twelve-pots': 6 }, { address, email: 'first@example.ca' }),
        submit(store, { 'twelve-pots': 6 }, { address, email: 'second@example.ca' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([201, 409]);
      expect(refused(answers.find((answer) => answer.statusCode === 409)!).details?.[0]?.count).toBe(0);
      expect(await onSale(store, 'twelve-pots')).toBe(6);
    }
  });
});
