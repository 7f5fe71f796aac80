import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { DiscountView, OrderView, StaffOrder, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { orderTotals } from '@backroom/core/orders/order-totals';
import { describe, expect, it } from 'vitest';
import type { SeedDiscountCode } from '../seed/catalogue-source.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { canadaPostParcel, shipOrder } from '../testing/shipment-fixtures.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

const CODES: SeedDiscountCode[] = [
  { code: 'TENOFF', discountPercent: 10 },
  { code: 'FIVE', discountAmount: 500, minSubtotal: 3_000 },
  { code: 'ONCE', discountAmount: 100, usageLimit: 1 },
  { code: 'THREE', discountAmount: 100, usageLimit: 3 },
  { code: 'OLD', discountPercent: 50, endsAt: '2020-01-01T00:00:00Z' },
  { code: 'SOON', discountPercent: 50, startsAt: '2999-01-01T00:00:00Z' },
];

describe.each(DIALECTS)('order API on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'orders' });
  const newStore = () => shop.newStore({ discountCodes: CODES });


  async function submit(store: string, cart: unknown, key: string = randomUUID(), remoteAddress?: string) {
    return shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': key },
      payload: { cart } as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }
  /** Many shoppers at once: each from an address and with an e-mail of their own (the flood limits count per shopper). */
  const shoppers = (count: number, cart: (shopper: number) => Record<string, unknown>, store: string) =>
    Promise.all(
      Array.from({ length: count }, (_, shopper) => {
        const own = cart(shopper);
        const customerAddress = { ...(own.customerAddress as object), email: `shopper${shopper}@example.ca` };
        return submit(store, { ...own, customerAddress }, randomUUID(), `203.0.113.${shopper + 1}`);
      }),
    );
  async function placed(store: string, cart: unknown, key?: string): Promise<SubmittedOrder> {
    const response = await submit(store, cart, key);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }
  async function refused(store: string, cart: unknown, status: number, code: string): Promise<ErrorReply['error']> {
    const response = await submit(store, cart);
    expect(response.statusCode, response.body).toBe(status);
    const { error } = response.json<ErrorReply>();
    expect(error.code).toBe(code);
    return error;
  }
  async function get<T>(url: string, status = 200, token?: string): Promise<T> {
    const response = await shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json<T>();
  }
  const orderOf = (store: string, id: string) => get<OrderView>(`/${store}/api/v1/order/${id}`);
  const stockOf = async (store: string, itemId: string) => (await get<Item>(`/${store}/api/v1/items/${itemId}`)).stock;
  const usesOf = async (store: string, code: string) =>
    (await shop.shop.db.selectFrom('discount_codes').select('used_count').where('store_id', '=', store).where('code', '=', code).executeTakeFirstOrThrow())
      .used_count;

  describe('submitting', () => {
    it('prices the order from the catalogue, whatever the cart says, and stores a shipping line', async () => {
      const store = await newStore();
      const { id, token } = await placed(store, cartOf({ 'big-bloom': 2, 'alpha-bloom': 1 }));
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(token.length).toBeGreaterThanOrEqual(22);

      const order = await orderOf(store, id);
      const subtotal = 2 * 1899 + 1000;
      const shippingLine = order.items.find((line) => line.item.name.startsWith('Shipping'));
      expect(shippingLine).toMatchObject({ count: 1, item: { id: null, name: 'Shipping: Canada Post Regular Parcel' } });
      expect(shippingLine!.item.price).toBeGreaterThan(0);
      expect(order).toMatchObject({
        state: 'OPEN',
        paymentMethod: 'emt',
        shippingMethod: 'CP.RP',
        environment: 'PROD',
        discountCode: null,
        items: [
          { count: 1, item: { id: 'alpha-bloom', name: 'Alpha Bloom Booster', price: 1000 } },
          { count: 2, item: { id: 'big-bloom', name: 'Big Bloom', price: 1899 } },
          shippingLine,
        ],
        ...orderTotals(subtotal, null, shippingLine!.item.price),
      });
      // The receipt tells nothing of the shopper or the token.
      expect(JSON.stringify(order)).not.toMatch(/Lovelace|example\.ca|side door/i);
      expect(JSON.stringify(order)).not.toContain(token);
    });

    it('takes the stock at once, and the catalogue shows it', async () => {
      const store = await newStore();
      expect(await stockOf(store, 'big-bloom')).toBe(5);
      expect(await stockOf(store, 'fabric-pot')).toBe(10);
      await placed(store, cartOf({ 'big-bloom': 2, 'fabric-pot-1': 4 }, { shippingMethod: 'PICKUP' }));
      expect(await stockOf(store, 'big-bloom')).toBe(3);
      expect(await stockOf(store, 'fabric-pot-1')).toBe(6);
      // A group shows its variants' stock.
      expect(await stockOf(store, 'fabric-pot')).toBe(6);
    });

    it('marks an order for TEST by the delivery first name', async () => {
      const store = await newStore();
      const { id } = await placed(store, cartOf({ 'alpha-bloom': 1 }, { deliveryAddress: { ...halifax, firstName: 'test' } }));
      expect((await orderOf(store, id)).environment).toBe('TEST');
    });

    it('refuses what cannot be sold, naming each item', async () => {
      const store = await newStore();
      expect((await refused(store, cartOf({}), 400, 'VALIDATION_FAILED')).message).toBe('The cart is empty: add an item before ordering.');
      const emptyAndAnonymous = cartOf({}, { customerAddress: {}, shippingMethod: null });
      expect((await refused(store, emptyAndAnonymous, 400, 'VALIDATION_FAILED')).details).toEqual([{ path: 'items', message: 'The cart is empty.' }]);
      expect((await refused(store, cartOf({ 'zeta-bloom': 1 }), 400, 'ITEM_UNAVAILABLE')).message).toBe(
        "'zeta bloom' is available by Special Order only: please call us to order it.",
      );
      expect((await refused(store, cartOf({ 'secret-bloom': 1 }), 400, 'ITEM_UNAVAILABLE')).message).toBe("There is no item 'secret-bloom' for sale.");
      expect((await refused(store, cartOf({ 'hidden-group-a': 1 }), 400, 'ITEM_UNAVAILABLE')).message).toBe("There is no item 'hidden-group-a' for sale.");
      expect((await refused(store, cartOf({ 'no-such-thing': 1 }), 400, 'ITEM_UNAVAILABLE')).message).toBe("There is no item 'no-such-thing' for sale.");
      expect((await refused(store, cartOf({ 'old-bloom': 3 }), 400, 'ITEM_UNAVAILABLE')).message).toBe(
        "'Old Bloom' has been discontinued: 2 left in stock.",
      );
      expect((await refused(store, cartOf({ 'fabric-pot': 1 }), 400, 'ITEM_UNAVAILABLE')).message).toBe("Choose a variation of 'Fabric Pot'.");
      const several = await refused(store, cartOf({ 'zeta-bloom': 1, 'big-bloom': 1, 'nothing-here': 2 }), 400, 'ITEM_UNAVAILABLE');
      expect(several.details?.map((detail) => detail.path)).toEqual(['items.nothing-here', 'items.zeta-bloom']);
      expect((await refused(store, cartOf({ 'tiger-bloom': 1 }), 409, 'OUT_OF_STOCK')).message).toBe("Not enough 'Tiger Bloom' left in stock for 1.");
      // Nothing was taken by the refused orders.
      expect(await stockOf(store, 'big-bloom')).toBe(5);
      // A discontinued item sells while it lasts.
      await placed(store, cartOf({ 'old-bloom': 2 }));
      expect(await stockOf(store, 'old-bloom')).toBe(0);
    });

    it('refuses missing contact and address details, each field named', async () => {
      const store = await newStore();
      const contact = await refused(
        store,
        cartOf({ 'big-bloom': 1 }, { customerAddress: { firstName: 'Ada', lastName: '', email: 'ada@', phone: ' ' } }),
        400,
        'VALIDATION_FAILED',
      );
      expect(contact.details).toEqual([
        { path: 'customerAddress.lastName', message: 'Last Name is required.', reason: 'contact.lastName.required' },
        { path: 'customerAddress.email', message: 'Email Address is not a valid e-mail address.', reason: 'contact.email.invalid' },
        { path: 'customerAddress.phone', message: 'Phone Number is required.', reason: 'contact.phone.required' },
      ]);
      const address = await refused(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: { ...halifax, city: '', postal: 'B3H' } }), 400, 'VALIDATION_FAILED');
      expect(address.details?.map((detail) => detail.path)).toEqual(['deliveryAddress.city', 'deliveryAddress.postal']);
      // PICKUP needs no address at all.
      await placed(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'PICKUP', deliveryAddress: undefined }));
      const method = await refused(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: null }), 400, 'VALIDATION_FAILED');
      expect(method.details).toEqual([{ path: 'shippingMethod', message: 'Choose a shipping method.', reason: 'delivery.method.required' }]);
      const payment = await refused(store, cartOf({ 'big-bloom': 1 }, { paymentMethod: 'sezzle' }), 400, 'VALIDATION_FAILED');
      expect(payment.message).toContain('Buy now, pay later is not available at this time.');
      const malformed = await refused(store, { ...cartOf({}), items: { 'big-bloom': { count: 'two' } } }, 400, 'VALIDATION_FAILED');
      expect(malformed.details?.[0]?.path).toContain('items');
    });

    it('refuses LOCAL delivery outside the zone and methods that do not exist', async () => {
      const store = await newStore();
      const local = await refused(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'LOCAL' }), 400, 'SHIPPING_UNAVAILABLE');
      expect(local.message).toBe('Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.');
      expect((await refused(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'FEDEX' }), 400, 'SHIPPING_UNAVAILABLE')).message).toBe(
        "There is no shipping method 'FEDEX'.",
      );
      const liverpool = { ...halifax, city: 'Liverpool', postal: 'B0T 1K0' };
      const { id } = await placed(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'LOCAL', deliveryAddress: liverpool }));
      expect((await orderOf(store, id)).items.at(-1)?.item).toMatchObject({ name: 'Shipping: Local Delivery', price: 1000 });
    });

    it('refuses a malformed idempotency key (none at all is SPEC\'s bare call, order-flood.api.test.ts)', async () => {
      const store = await newStore();
      const response = await submit(store, cartOf({ 'big-bloom': 1 }), 'too short');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorReply>().error.details?.[0]?.path).toContain('idempotency-key');
      expect(await stockOf(store, 'big-bloom')).toBe(5);
    });
  });

  describe('idempotency', () => {
    it('answers a replay with the same order, and never makes a second', async () => {
      const store = await newStore();
      const key = randomUUID();
      const first = await placed(store, cartOf({ 'big-bloom': 2 }), key);
      const replay = await submit(store, cartOf({ 'big-bloom': 2 }), key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first);
      expect(await stockOf(store, 'big-bloom')).toBe(3);
    });

    it('makes one order of concurrent submissions with the same key', async () => {
      const store = await newStore();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => submit(store, cartOf({ 'big-bloom': 1 }), key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await stockOf(store, 'big-bloom')).toBe(4);
      const count = await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });
  });

  it('never sells more than is left: of 40 shoppers after the last 5, exactly 5 succeed', async () => {
    const store = await newStore();
    expect(await stockOf(store, 'ocean-forest')).toBe(5);
    const answers = await shoppers(40, () => cartOf({ 'ocean-forest': 1 }, { shippingMethod: 'PICKUP' }), store);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    expect(new Set(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<ErrorReply>().error.code))).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf(store, 'ocean-forest')).toBe(0);
    const item = await shop.shop.db.selectFrom('items').select(['stock', 'held_stock', 'sold_out']).where('store_id', '=', store).where('id', '=', 'ocean-forest').executeTakeFirstOrThrow();
    expect(item).toEqual({ stock: 0, held_stock: 5, sold_out: 1 });
  });

  it('never sells more than is left of any line when orders of several lines race over the same items', async () => {
    const store = await newStore();
    await letOneClientHoldAll(shop.shop.db, store);
    const items = ['alpha-bloom', 'big-bloom', 'ocean-forest'];
    const before = await Promise.all(items.map((itemId) => stockOf(store, itemId)));
    // Every order holds two or three of the items, some two units of one: the lines of one order are held together.
    const lines = (shopper: number): Record<string, number> =>
      shopper % 3 === 0 ? { 'big-bloom': 2, 'ocean-forest': 1 } : shopper % 3 === 1 ? { 'ocean-forest': 1, 'alpha-bloom': 1, 'big-bloom': 1 } : { 'alpha-bloom': 2, 'big-bloom': 1 };
    const answers = await shoppers(24, (shopper) => cartOf(lines(shopper), { shippingMethod: 'PICKUP' }), store);
    for (const answer of answers) {
      expect([201, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json<ErrorReply>().error.code).toBe('OUT_OF_STOCK');
    }
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    // What the placed orders hold is exactly what left each item's stock, and none went below zero.
    const held = new Map(items.map((itemId) => [itemId, 0]));
    answers.forEach((answer, shopper) => {
      if (answer.statusCode !== 201) return;
      for (const [itemId, count] of Object.entries(lines(shopper))) held.set(itemId, held.get(itemId)! + count);
    });
    for (const [index, itemId] of items.entries()) {
      const row = await shop.shop.db.selectFrom('items').select(['stock', 'held_stock']).where('store_id', '=', store).where('id', '=', itemId).executeTakeFirstOrThrow();
      expect(row.stock, itemId).toBeGreaterThanOrEqual(0);
      expect(row, itemId).toEqual({ stock: before[index]! - held.get(itemId)!, held_stock: held.get(itemId) });
      expect(await stockOf(store, itemId), itemId).toBe(row.stock);
    }
  });

  describe('cancelling', () => {
    it('needs the token, and gives the stock and the discount use back once', async () => {
      const store = await newStore();
      const { id, token } = await placed(store, cartOf({ 'big-bloom': 2 }, { discountCode: 'once' }));
      expect(await stockOf(store, 'big-bloom')).toBe(3);
      expect(await usesOf(store, 'ONCE')).toBe(1);

      const wrong = await get<ErrorReply>(`/${store}/api/v1/order/${id}/${token.slice(0, -2)}xx/state/CANCELLED`, 403);
      expect(wrong.error.code).toBe('FORBIDDEN');
      expect((await orderOf(store, id)).state).toBe('OPEN');
      await get(`/${store}/api/v1/order/${id}/${token}/state/PAID`, 403);

      const cancelled = await get<OrderView>(`/${store}/api/v1/order/${id}/${token}/state/CANCELLED`);
      expect(cancelled.state).toBe('CANCELLED');
      expect(await stockOf(store, 'big-bloom')).toBe(5);
      expect(await usesOf(store, 'ONCE')).toBe(0);

      const again = await get<ErrorReply>(`/${store}/api/v1/order/${id}/${token}/state/CANCELLED`, 409);
      expect(again.error.code).toBe('STATE_CHANGE_NOT_ALLOWED');
      expect(await stockOf(store, 'big-bloom')).toBe(5);
    });

    it('gives stock back once when two cancellations race', async () => {
      const store = await newStore();
      const { id, token } = await placed(store, cartOf({ 'big-bloom': 3 }));
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => shop.app.inject({ method: 'GET', url: `/${store}/api/v1/order/${id}/${token}/state/CANCELLED` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await stockOf(store, 'big-bloom')).toBe(5);
    });

    it('finds orders by id however it is typed, and says so when there is none', async () => {
      const store = await newStore();
      const { id } = await placed(store, cartOf({ 'big-bloom': 1 }));
      expect((await orderOf(store, id.toLowerCase().replaceAll('-', ''))).id).toBe(id);
      const missing = await get<ErrorReply>(`/${store}/api/v1/order/0000-0000-0000-0000`, 404);
      expect(missing.error).toEqual({ code: 'NOT_FOUND', message: "There is no order '0000-0000-0000-0000'." });
      await get(`/otherstore-none/api/v1/order/${id}`, 404);
    });
  });

  describe('discount codes', () => {
    it('are looked up in any case; unknown, ended and not yet started codes are 404', async () => {
      const store = await newStore();
      expect(await get<DiscountView>(`/${store}/api/v1/order/discount/tenoff`)).toEqual({ code: 'TENOFF', discountPercent: 10 });
      expect(await get<DiscountView>(`/${store}/api/v1/order/discount/FIVE`)).toEqual({ code: 'FIVE', discountAmount: 500 });
      for (const code of ['NOPE', 'OLD', 'SOON']) {
        expect((await get<ErrorReply>(`/${store}/api/v1/order/discount/${code}`, 404)).error.message).toBe(`The discount code '${code}' is not valid.`);
      }
    });

    it('take their percent or amount off the server\'s subtotal, shipping free from the threshold', async () => {
      const store = await newStore();
      const { id } = await placed(store, cartOf({ 'big-bloom': 2 }, { discountCode: ' tenoff ' }));
      const order = await orderOf(store, id);
      expect(order).toMatchObject({ discountCode: 'TENOFF', subtotal: 3798, discountAmount: 380 });
      expect(order.total).toBe(orderTotals(3798, { discountPercent: 10 }, order.shipping).total);
      const five = await orderOf(store, (await placed(store, cartOf({ 'ocean-forest': 2 }, { discountCode: 'five' }))).id);
      expect(five).toMatchObject({ subtotal: 5998, discountAmount: 500 });
    });

    it('are refused when not valid, below their minimum or used up', async () => {
      const store = await newStore();
      expect((await refused(store, cartOf({ 'big-bloom': 1 }, { discountCode: 'old' }), 400, 'DISCOUNT_NOT_VALID')).message).toBe(
        "The discount code 'OLD' is not valid.",
      );
      expect((await refused(store, cartOf({ 'big-bloom': 1 }, { discountCode: 'five' }), 400, 'DISCOUNT_NOT_VALID')).message).toBe(
        "The discount code 'FIVE' needs a subtotal of at least $30.00.",
      );
      await placed(store, cartOf({ 'big-bloom': 1 }, { discountCode: 'ONCE' }));
      expect((await refused(store, cartOf({ 'big-bloom': 1 }, { discountCode: 'ONCE' }), 409, 'DISCOUNT_USED_UP')).message).toBe(
        "The discount code 'ONCE' has been used up.",
      );
    });

    it('are used no more than their limit by concurrent orders', async () => {
      const store = await newStore();
      const answers = await shoppers(10, () => cartOf({ 'alpha-bloom': 1 }, { discountCode: 'THREE', shippingMethod: 'PICKUP' }), store);
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
      expect(await usesOf(store, 'THREE')).toBe(3);
      // The refused orders held nothing.
      expect(await stockOf(store, 'alpha-bloom')).toBe(97);
    });
  });

  describe('staff', () => {
    it('need a session: 401 without one, 403 with too small a role', async () => {
      const store = await newStore();
      const { id } = await placed(store, cartOf({ 'big-bloom': 1 }));
      expect((await get<ErrorReply>(`/${store}/api/v1/order/${id}/state/PAID`, 401)).error.code).toBe('UNAUTHORIZED');
      expect((await get<ErrorReply>(`/${store}/api/v1/order/${id}/state/PAID`, 401, 'not-a-session-token-at-all')).error.code).toBe('UNAUTHORIZED');
      expect((await get<ErrorReply>(`/${store}/api/v1/order/${id}/state/PAID`, 403, shop.viewer)).error).toEqual({
        code: 'FORBIDDEN',
        message: 'This needs the staff role; you are viewer.',
      });
      expect((await orderOf(store, id)).state).toBe('OPEN');
      expect((await get<ErrorReply>('/api/v1/order', 401)).error.code).toBe('UNAUTHORIZED');
    });

    it('move orders by the rules, and shipping takes the stock off the shelf', async () => {
      const store = await newStore();
      await letOneClientHoldAll(shop.shop.db, store);
      const { id, token } = await placed(store, cartOf({ 'big-bloom': 4 }));
      const move = (state: string, status = 200) => get<OrderView & ErrorReply>(`/${store}/api/v1/order/${id}/state/${state}`, status, shop.staff);
      expect((await move('SHIPPED', 409)).error.message).toBe('A OPEN order can only become PAID or CANCELLED, not SHIPPED.');
      expect((await move('PAID')).state).toBe('PAID');
      expect((await get<ErrorReply>(`/${store}/api/v1/order/${id}/${token}/state/CANCELLED`, 409)).error.message).toContain('only an unpaid (OPEN) order');
      expect((await move('READY_FOR_PICKUP', 409)).error.message).toBe('A CP.RP order is not picked up: mark it SHIPPED.');
      // A CP.RP order ships with its carrier and tracking number.
      expect((await move('SHIPPED', 400)).error.message).toBe('A CP.RP order is shipped with its carrier and tracking number: give at least one parcel.');
      const shipped = await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel()]);
      expect(shipped.json<OrderView>().state).toBe('SHIPPED');
      // 4 of 5 left the shelf: the fullest location (store, 3) first, then the warehouse.
      const item = await get<Item>(`/${store}/api/v1/items/big-bloom`);
      expect(item.inventory).toEqual({ store: { count: 0 }, warehouse: { count: 1 } });
      expect(item.stock).toBe(1);
      expect((await move('COMPLETED')).state).toBe('COMPLETED');
      expect((await move('CANCELLED', 409)).error.message).toBe('A COMPLETED order cannot change any more.');
      await get(`/${store}/api/v1/order/${id}/state/LOST`, 400, shop.staff);
    });

    it('may cancel a paid order, which puts its stock back', async () => {
      const store = await newStore();
      const { id } = await placed(store, cartOf({ 'big-bloom': 2 }, { shippingMethod: 'PICKUP' }));
      await get(`/${store}/api/v1/order/${id}/state/PAID`, 200, shop.staff);
      expect((await get<OrderView>(`/${store}/api/v1/order/${id}/state/CANCELLED`, 200, shop.staff)).state).toBe('CANCELLED');
      expect(await stockOf(store, 'big-bloom')).toBe(5);
    });

    it('list orders of every store, filtered, with the shopper\'s details', async () => {
      const store = await newStore();
      const first = await placed(store, cartOf({ 'big-bloom': 1 }));
      const second = await placed(store, cartOf({ 'alpha-bloom': 2 }, { shippingMethod: 'PICKUP' }));
      await get(`/${store}/api/v1/order/${first.id}/state/PAID`, 200, shop.staff);
      const all = await get<StaffOrder[]>(`/api/v1/order?store=${store}`, 200, shop.viewer);
      expect(all.map((order) => order.id)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(all).toHaveLength(2);
      const paid = await get<StaffOrder[]>(`/api/v1/order?store=${store}&state=PAID`, 200, shop.staff);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        id: first.id,
        store,
        state: 'PAID',
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902-555-0101' },
        delivery: { city: 'Halifax', province: 'NS', postal: 'B3H 1A1' },
        notes: 'Leave at the side door',
        lineCount: 1,
        holdUntil: null,
      });
      expect(paid[0]!.paidAt).not.toBeNull();
      expect(await get<StaffOrder[]>(`/api/v1/order?store=${store}&to=2000-01-01`, 200, shop.viewer)).toEqual([]);
      await get('/api/v1/order?state=LOST', 400, shop.viewer);
    });

    /** One page of the staff list: its order ids and the url its Link header names as next (null: none). */
    async function pageAt(url: string): Promise<{ ids: string[]; next: string | null }> {
      const response = await shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${shop.viewer}` } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const link = response.headers.link;
      return { ids: response.json<StaffOrder[]>().map((order) => order.id), next: typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null };
    }

    /** Follows the list's Link headers from `first` and answers each page's order ids. */
    async function pagesFrom(first: string): Promise<string[][]> {
      const pages: string[][] = [];
      for (let url: string | null = first; url !== null; ) {
        expect(pages.length, 'the Link headers go round in circles').toBeLessThan(20);
        const page = await pageAt(url);
        pages.push(page.ids);
        url = page.next;
      }
      return pages;
    }

    it('page the order list: a Link to the next page while more follow, each order once, filters kept', async () => {
      const store = await newStore();
      const place = async () => (await placed(store, cartOf({ 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP' }))).id;
      const ids: string[] = [];
      for (let count = 0; count < 5; count++) ids.push(await place());
      const all = (await get<StaffOrder[]>(`/api/v1/order?store=${store}`, 200, shop.viewer)).map((order) => order.id);
      expect([...all].sort()).toEqual([...ids].sort());

      const pages = await pagesFrom(`/api/v1/order?store=${store}&limit=2`);
      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat()).toEqual(all);
      // Exactly a page's worth: no Link to an empty page.
      expect(await pagesFrom(`/api/v1/order?store=${store}&limit=5`)).toEqual([all]);

      // An order placed while staff page on does not push an order of the next page back onto it.
      const first = await pageAt(`/api/v1/order?store=${store}&limit=2`);
      const newest = await place();
      const rest = await pagesFrom(first.next!);
      expect([...first.ids, ...rest.flat()]).toEqual(all);
      expect(rest.flat()).not.toContain(newest);

      // Orders made in the same millisecond still come once each, by id.
      await shop.shop.db.updateTable('orders').set({ created_at: '2026-11-20T12:00:00.000Z' }).where('store_id', '=', store).execute();
      const tied = (await get<StaffOrder[]>(`/api/v1/order?store=${store}`, 200, shop.viewer)).map((order) => order.id);
      expect(tied).toHaveLength(6);
      expect((await pagesFrom(`/api/v1/order?store=${store}&limit=4`)).flat()).toEqual(tied);
      expect((await pagesFrom(`/api/v1/order?store=${store}&limit=1`)).flat()).toEqual(tied);

      // Filters stay on every page.
      for (const id of ids.slice(0, 3)) await get(`/${store}/api/v1/order/${id}/state/PAID`, 200, shop.staff);
      const paid = await pagesFrom(`/api/v1/order?store=${store}&state=PAID&limit=2`);
      expect(paid.map((page) => page.length)).toEqual([2, 1]);
      expect(paid.flat().sort()).toEqual(ids.slice(0, 3).sort());
    });

    it('refuse paging values the list did not give (400)', async () => {
      const refusedList = async (query: string, path: string) => {
        const reply = await get<ErrorReply>(`/api/v1/order?${query}`, 400, shop.viewer);
        expect(reply.error.code).toBe('VALIDATION_FAILED');
        expect(reply.error.details?.map((detail) => detail.path)).toContain(path);
      };
      const notJson = Buffer.from('not json').toString('base64url');
      const wrongShape = Buffer.from(JSON.stringify(['yesterday', 'A1', 'backroom'])).toString('base64url');
      const good = Buffer.from(JSON.stringify(['2026-11-20T12:00:00.000Z', 'A1', 'backroom'])).toString('base64url');
      await refusedList('after=not%20a%20cursor', 'querystring/after');
      await refusedList(`after=${'a'.repeat(401)}`, 'querystring/after');
      await refusedList(`after=${notJson}`, 'querystring/after');
      await refusedList(`after=${wrongShape}`, 'querystring/after');
      await refusedList(`after=${good}&offset=2`, 'querystring/offset');
      await refusedList('limit=0', 'querystring/limit');
      await refusedList('limit=501', 'querystring/limit');
      await refusedList('limit=ten', 'querystring/limit');
      await refusedList('offset=-1', 'querystring/offset');
      expect(await get<StaffOrder[]>(`/api/v1/order?after=${good}&store=nowhere`, 200, shop.viewer)).toEqual([]);
      await get(`/api/v1/order?after=${good}`, 401);
    });
  });
});
