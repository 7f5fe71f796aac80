import { randomUUID } from 'node:crypto';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { ActivePromotions, StaffPromotion, StaffPromotionList } from '@backroom/core/promotions/promotion';
import { salesTaxLines } from '@backroom/core/tax/sales-tax';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { orderPlacedMessages } from '../orders/order-emails.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { orderCalls } from '../testing/paid-orders.js';
import { byDestination, montreal, toronto, vancouver } from '../testing/sales-tax-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

const NOW = new Date('2027-05-10T15:00:00Z');
/** The fixture catalogue with plenty of stock of everything ordered here. */
const stocked = () => fixtureCatalogue('x').items.map((item) => (item.inventory === null || item.variants ? item : { ...item, inventory: { store: { count: 1_000 } } }));

const bigBloomTwoGetOneHalf = {
  name: 'Big Bloom 3 for 2.5',
  rule: { kind: 'buy-x-get-y', buy: { target: { kind: 'items', itemIds: ['big-bloom'] }, quantity: 2 }, get: { target: null, quantity: 1, percentOff: 50 } },
  endsAt: '2027-06-01T00:00:00-03:00',
};

describe.each(DIALECTS)('automatic promotions on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { app: { clock: () => NOW }, stores: 'promo' });
  const newStore = (config = fixtureConfig) => shop.newStore({ items: stocked(), config });
  const api = (store: string) => ({
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = shop.staff) =>
      shop.app.inject({ method, url: `/${store}/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) }),
    async create(body: object): Promise<StaffPromotion> {
      const response = await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/promotions`, headers: { authorization: `Bearer ${shop.staff}` }, payload: body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<StaffPromotion>();
    },
    async placed(lines: Record<string, number>, overrides: Record<string, unknown> = {}): Promise<OrderView> {
      const calls = orderCalls(shop.app, store);
      return calls.receipt((await calls.place(lines, overrides)).id);
    },
  });

  it('staff create, read, change, end and delete a promotion, with its summary, each change audited; the cart reads those in effect', async () => {
    const store = await newStore();
    const { call, create } = api(store);
    const created = await create(bigBloomTwoGetOneHalf);
    expect(created).toMatchObject({ status: 'active', usedCount: 0, combinesWithPromotions: false });
    expect(created.summary).toEqual({
      en: 'Buy 2 Big Blooms, get 1 half price, until May 31',
      fr: 'Achetez 2 Big Blooms, obtenez-en 1 à moitié prix, jusqu’au 31 mai',
    });
    const active = await call('GET', '/promotions/active', undefined, null);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json<ActivePromotions>()).toMatchObject({ withCodes: 'better-of', promotions: [{ id: created.id }] });

    const category = await create({ name: 'Nutrients', rule: { kind: 'off', target: { kind: 'categories', categoryIds: ['liquid'] }, reward: { percentOff: 10 } } });
    expect(category.rule).toMatchObject({ target: { kind: 'categories', categoryIds: ['bloom', 'liquid'], names: ['Liquid Nutrients'] } });
    const changed = await call('PUT', `/promotions/${category.id}`, { name: 'Nutrients', rule: { kind: 'off', target: { kind: 'brands', brands: ['FoxFarm'] }, reward: { amountOff: 500 } } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffPromotion>().summary.en).toBe('$5 off FoxFarm items');
    const ended = await call('POST', `/promotions/${category.id}/end`);
    expect(ended.json<StaffPromotion>()).toMatchObject({ status: 'ended', endsAt: NOW.toISOString() });
    const listed = (await call('GET', '/promotions', undefined, shop.viewer)).json<StaffPromotionList>();
    expect(listed.promotions.map((promotion) => promotion.status).sort()).toEqual(['active', 'ended']);
    expect(listed.combining.withCodes).toBe('better-of');
    expect(listed.combining.rules.en).toHaveLength(4);
    expect((await call('DELETE', `/promotions/${category.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/promotions/${category.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(shop.shop.db, store, 'promotion', category.id);
    expect(trail.map((row) => row.action).sort()).toEqual(['create', 'delete', 'end', 'update']);
    expect((await call('POST', '/promotions', bigBloomTwoGetOneHalf, shop.viewer)).statusCode).toBe(403);
  });

  it('refuses bad promotion bodies with a 4xx, changing nothing', async () => {
    const store = await newStore();
    const { call } = api(store);
    const bad: object[] = [
      {},
      { name: 'x', rule: { kind: 'off', target: { kind: 'items', itemIds: ['big-bloom'] }, reward: { percentOff: 101 } } },
      { name: 'x', rule: { kind: 'off', target: { kind: 'items', itemIds: [] }, reward: { percentOff: 10 } } },
      { name: 'x', rule: { kind: 'off', target: { kind: 'items', itemIds: ['big-bloom'] }, reward: { percentOff: 10, amountOff: 5 } } },
      { name: 'x', rule: { kind: 'spend', minSubtotal: 0, reward: { amountOff: 1_000 } } },
      { name: 'x', rule: { kind: 'buy-x-get-y', buy: { target: { kind: 'items', itemIds: ['big-bloom'] }, quantity: 0 }, get: { target: null, quantity: 1, percentOff: 100 } } },
      { name: 'x', rule: { kind: 'free-lunch' } },
      { name: 'x', rule: { kind: 'spend', minSubtotal: 100, reward: { amountOff: 10 } }, startsAt: '2027-06-02T00:00:00Z', endsAt: '2027-06-01T00:00:00Z' },
      { name: 'x', rule: { kind: 'spend', minSubtotal: 100, reward: { amountOff: 10 } }, extra: 1 },
    ];
    for (const body of bad) {
      const response = await call('POST', '/promotions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await call('POST', '/promotions', { name: 'x', rule: { kind: 'off', target: { kind: 'categories', categoryIds: ['soil', 'nowhere'] }, reward: { percentOff: 10 } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { code: string; details: { path: string }[] } }>().error).toMatchObject({ code: 'PROMOTION_TARGET_UNKNOWN', details: [{ path: 'rule.target.categoryIds.1' }] });
    expect((await call('PUT', '/promotions/nope', bigBloomTwoGetOneHalf)).statusCode).toBe(404);
    expect((await call('GET', '/promotions')).json<StaffPromotionList>().promotions).toEqual([]);
  });

  it('prices each kind at submission: buy 2 get 1 half price, a category with its sub-categories, a brand, a spend threshold', async () => {
    const store = await newStore();
    const { create, placed } = api(store);
    const bxgy = await create(bigBloomTwoGetOneHalf);
    const order = await placed({ 'big-bloom': 3 });
    expect(order.promotions).toEqual([{ label: 'Buy 2 Big Blooms, get 1 half price', amount: 950 }]);
    expect(order.promotionAmount).toBe(950);
    expect(order.discountAmount).toBe(0);
    expect(order.items[0]).toMatchObject({ count: 3, discounts: { promotion: 950, code: 0 } });
    expect(order.total).toBe(order.subtotal - 950 + order.shipping + order.tax);
    const counted = await shop.app.inject({ method: 'GET', url: `/${store}/api/v1/promotions/${bxgy.id}`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(counted.json<StaffPromotion>().usedCount).toBe(1);
    await shop.app.inject({ method: 'DELETE', url: `/${store}/api/v1/promotions/${bxgy.id}`, headers: { authorization: `Bearer ${shop.staff}` } });

    const nutrients = await create({ name: 'n', rule: { kind: 'off', target: { kind: 'categories', categoryIds: ['nutrients'] }, reward: { percentOff: 10 } } });
    // alpha-bloom is in 'bloom', under 'liquid', under 'nutrients'.
    expect((await placed({ 'alpha-bloom': 1, 'flora-micro': 1 })).promotionAmount).toBe(200);
    await shop.app.inject({ method: 'POST', url: `/${store}/api/v1/promotions/${nutrients.id}/end`, headers: { authorization: `Bearer ${shop.staff}` } });

    await create({ name: 'fox', rule: { kind: 'off', target: { kind: 'brands', brands: ['foxfarm'] }, reward: { amountOff: 300 } } });
    const fox = await placed({ 'ocean-forest': 1, 'flora-micro': 1 });
    expect(fox.promotionAmount).toBe(300);
    expect(fox.items.find((line) => line.item.id === 'flora-micro')?.discounts).toEqual({ promotion: 0, code: 0 });

    await create({ name: 'spend', rule: { kind: 'spend', minSubtotal: 10_000, reward: { amountOff: 1_000 } }, combinesWithPromotions: false });
    const big = await placed({ 'flora-micro': 10 });
    expect(big.promotions).toEqual([{ label: '$10 off orders of $100 or more', amount: 1_000 }]);
  });

  it('gives one promotion a line (the one worth most) unless both combine, and a code the better of the two or on top as the store says', async () => {
    const store = await newStore();
    const { create, placed } = api(store);
    await create({ name: 'ten', rule: { kind: 'off', target: { kind: 'items', itemIds: ['flora-micro'] }, reward: { percentOff: 10 } } });
    await create({ name: 'twenty', rule: { kind: 'off', target: { kind: 'items', itemIds: ['flora-micro'] }, reward: { percentOff: 20 } } });
    expect((await placed({ 'flora-micro': 2 })).promotions).toEqual([{ label: '20% off Flora Micros', amount: 400 }]);

    await shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/discounts/SMALL`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { discountAmount: 100 } });
    await shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/discounts/BIG`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { discountAmount: 1_000 } });
    const small = await placed({ 'flora-micro': 2 }, { discountCode: 'small' });
    expect([small.discountCode, small.discountAmount, small.promotionAmount]).toEqual([null, 0, 400]);
    const bigCode = await placed({ 'flora-micro': 2 }, { discountCode: 'big' });
    expect([bigCode.discountCode, bigCode.discountAmount, bigCode.promotionAmount, bigCode.promotions]).toEqual(['BIG', 1_000, 0, []]);

    const combining = await newStore({ ...fixtureConfig, general: { ...fixtureConfig.general, promotions_with_codes: 'combine' } });
    await api(combining).create({ name: 'ten', rule: { kind: 'off', target: { kind: 'items', itemIds: ['flora-micro'] }, reward: { percentOff: 10 } }, combinesWithPromotions: true });
    await api(combining).create({ name: 'spend', rule: { kind: 'spend', minSubtotal: 1_000, reward: { amountOff: 100 } }, combinesWithPromotions: true });
    await shop.app.inject({ method: 'PUT', url: `/${combining}/api/v1/discounts/SMALL`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { discountAmount: 100 } });
    const both = await api(combining).placed({ 'flora-micro': 2 }, { discountCode: 'small' });
    expect([both.discountCode, both.discountAmount, both.promotionAmount]).toEqual(['SMALL', 100, 300]);
    expect(both.items[0]!.discounts).toEqual({ promotion: 300, code: 100 });
  });

  it('charges tax by province exactly on the promoted lines plus shipping, and a refund of part of a promoted line gives back what it cost', async () => {
    const store = await newStore(byDestination(['BC', 'QC']));
    const { create } = api(store);
    const calls = orderCalls(shop.app, store);
    await create(bigBloomTwoGetOneHalf);
    for (const address of [vancouver, montreal, toronto]) {
      const order = await api(store).placed({ 'big-bloom': 3, 'flora-micro': 1 }, { deliveryAddress: address });
      const nets = order.items.filter((line) => line.item.id !== null).reduce((sum, line) => sum + line.item.price * line.count - (line.discounts?.promotion ?? 0) - (line.discounts?.code ?? 0), 0);
      expect(order.taxLines).toEqual(salesTaxLines(nets + order.shipping, { mode: 'by-destination', province: address.province as 'BC', registrations: ['BC', 'QC'], on: '2027-05-10' }));
    }
    const order = await calls.paidByEmt(shop.staff, { 'big-bloom': 3 }, { deliveryAddress: vancouver });
    // 3 × 18.99 = 56.97 less 9.50: the line cost 47.47; one unit of three gives back 15.82 and its GST and PST.
    const one = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 }] });
    expect(one.statusCode, one.body).toBe(201);
    const refund = one.json<OrderView>().refunds![0]!;
    expect(refund).toMatchObject({ discount: 317, total: 1_582 + 79 + 111 });
    const rest = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 2 }] });
    expect(rest.statusCode, rest.body).toBe(201);
    const after = rest.json<OrderView>().refunds!;
    expect(after[0]!.discount + after[1]!.discount).toBe(950);
  });

  it("keeps the tax report's taxes equal to its orders' and refunds' tax lines, and shows promotions on the dashboard, the orders CSV and the e-mails", async () => {
    const store = await newStore(byDestination(['BC', 'QC']));
    const calls = orderCalls(shop.app, store);
    await api(store).create(bigBloomTwoGetOneHalf);
    await shop.app.inject({ method: 'PUT', url: `/${store}/api/v1/discounts/TWENTY`, headers: { authorization: `Bearer ${shop.staff}` }, payload: { discountPercent: 20 } });
    const orders: OrderView[] = [];
    for (const [address, code] of [[vancouver, ''], [montreal, 'TWENTY'], [toronto, '']] as const) {
      orders.push(await calls.paidByEmt(shop.staff, { 'big-bloom': 3, 'flora-micro': 2 }, { deliveryAddress: address, discountCode: code }));
    }
    const refunds: OrderView['refunds'] = [];
    for (const [index, order] of orders.entries()) {
      const response = await calls.refund(shop.staff, order.id, { lines: [{ itemId: 'big-bloom', count: 1 + index }] });
      expect(response.statusCode, response.body).toBe(201);
      refunds.push(...response.json<OrderView>().refunds!);
    }
    const report = await shop.app.inject({ method: 'GET', url: `/api/v1/reports/tax?period=2027-05&store=${store}`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(report.statusCode, report.body).toBe(200);
    const charged = orders.flatMap((order) => order.taxLines).reduce((sum, line) => sum + line.amount, 0);
    const givenBack = refunds.flatMap((refund) => refund.taxLines).reduce((sum, line) => sum + line.amount, 0);
    expect(report.json<{ total: { taxTotal: number } }>().total.taxTotal).toBe(charged - givenBack);

    const dashboard = await shop.app.inject({ method: 'GET', url: `/api/v1/reports/dashboard?from=2027-05-01&to=2027-05-31&store=${store}`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const promotions = orders.reduce((sum, order) => sum + (order.promotionAmount ?? 0), 0);
    expect(dashboard.json<{ discountsGiven: object }>().discountsGiven).toEqual({ sales: 0, codes: orders[1]!.discountAmount, promotions });
    expect(orders[1]!.discountAmount).toBeGreaterThan(0);

    const csv = await shop.app.inject({ method: 'GET', url: `/api/v1/order/export.csv?from=2027-05-10&to=2027-05-10&store=${store}`, headers: { authorization: `Bearer ${shop.viewer}` } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('big-bloom x3: promotion 9.50, code 0.00');

    const row = await shop.shop.db.selectFrom('orders').selectAll().where('store_id', '=', store).where('id', '=', orders[0]!.id).executeTakeFirstOrThrow();
    const lines = await shop.shop.db.selectFrom('order_lines').selectAll().where('store_id', '=', store).where('order_id', '=', row.id).orderBy('position').execute();
    const taxLines = await shop.shop.db.selectFrom('order_tax_lines').selectAll().where('store_id', '=', store).where('order_id', '=', row.id).orderBy('position').execute();
    const contact = { name: 'Shop', email: 'shop@example.ca', phone: '902-555-0100', url: '' };
    const [english] = orderPlacedMessages(row, lines, taxLines, contact, orders[0]!.promotions);
    expect(english!.text).toContain('Buy 2 Big Blooms, get 1 half price: -$9.50');
    expect(english!.text).not.toContain('Discount: None');
    const [french] = orderPlacedMessages({ ...row, locale: 'fr-CA' }, lines, taxLines, contact, [{ label: 'Achetez 2 Big Blooms, obtenez-en 1 à moitié prix', amount: 950 }]);
    expect(french!.text).toContain('Achetez 2 Big Blooms, obtenez-en 1 à moitié prix\u00a0: -9,50\u00a0$');
  });

  it('refuses an order whose review showed a promotion that has run out, and gives a use back when an order is cancelled', async () => {
    const store = await newStore();
    const calls = orderCalls(shop.app, store);
    const limited = await api(store).create({ ...bigBloomTwoGetOneHalf, usageLimit: 1 });
    const { id } = await calls.place({ 'big-bloom': 3 }, { promotions: [limited.id] });
    const late = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: '10.99.0.1',
      payload: { cart: cartOf({ 'big-bloom': 3 }, { promotions: [limited.id] }) },
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ error: { code: string; details: { path: string }[] } }>().error).toMatchObject({ code: 'PROMOTION_USED_UP', details: [{ path: `promotions.${limited.id}` }] });
    expect((await calls.move(shop.staff, id, 'CANCELLED')).statusCode).toBe(200);
    const after = await api(store).call('GET', `/promotions/${limited.id}`);
    expect(after.json<StaffPromotion>()).toMatchObject({ usedCount: 0, status: 'active' });
  });

  it('gives a promotion limited to 5 uses to exactly 5 of 20 orders placed at once; the rest are refused with a 409 and nothing is placed', async () => {
    const store = await newStore();
    const promotion = await api(store).create({ ...bigBloomTwoGetOneHalf, usageLimit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        shop.app.inject({
          method: 'POST',
          url: `/${store}/api/v1/order/submit`,
          headers: { 'idempotency-key': randomUUID() },
          remoteAddress: `10.88.0.${String(index + 1)}`,
          payload: { cart: cartOf({ 'big-bloom': 3 }, { paymentMethod: 'card', promotions: [promotion.id], customerAddress: { ...cartOf({}).customerAddress, email: `race${String(index)}@example.ca` } }) },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const answer of answers.filter((each) => each.statusCode === 409)) expect(answer.json<{ error: { code: string } }>().error.code).toBe('PROMOTION_USED_UP');
    const row = await shop.shop.db.selectFrom('promotions').select('used_count').where('store_id', '=', store).where('id', '=', promotion.id).executeTakeFirstOrThrow();
    expect(row.used_count).toBe(5);
    const placedCount = await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store).executeTakeFirstOrThrow();
    expect(Number(placedCount.n)).toBe(5);
    const active = await api(store).call('GET', '/promotions/active', undefined, null);
    expect(active.json<ActivePromotions>().promotions).toEqual([]);
  });
});
