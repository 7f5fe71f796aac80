import { randomUUID } from 'node:crypto';
import type { Reorder } from '@backroom/core/members/reorder';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import { describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { errorCode } from '../testing/staff-client.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { letOneClientHoldAll } from '../testing/unpaid-share.js';

describe.each(DIALECTS)('a member reorders on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { seed: [fixtureCatalogue('teststore'), fixtureCatalogue('elsewhere')] });

  const placeOrder = async (lines: Record<string, number>, token?: string, store = 'teststore', shopper = { address: '127.0.0.1', email: 'Ada@Example.ca' }) => {
    const cart = cartOf(lines);
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID(), ...(token ? bearer(token) : {}) },
      remoteAddress: shopper.address,
      payload: { cart: { ...cart, customerAddress: { ...cart.customerAddress, email: shopper.email } } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>().id;
  };
  const reorder = (orderId: string, token?: string, store = 'teststore') =>
    shop.app.inject({ method: 'GET', url: `/${store}/api/v1/members/orders/${orderId}/reorder`, headers: token ? bearer(token) : {} });
  const staffEdit = async (itemId: string, field: string, value: unknown) => {
    const response = await shop.api.call('PATCH', `/items/${itemId}/${field}`, {
      token: shop.staff,
      body: { [field]: value },
      headers: await shop.api.currentVersion(shop.staff, itemId),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("puts a past order back at today's prices and says what changed, line by line as the order lists them", async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    // The member's one order holds 4 of 5 nutrient kits: this test is about what changed since, not about hoarding.
    await letOneClientHoldAll(shop.shop.db, 'teststore');
    // big-bloom 5 in stock at 18.99, alpha-bloom without inventory at 10.00, old-bloom discontinued with 2 left,
    // ocean-forest 29.99, nutrient-kit and flora-micro 5 each at 10.00.
    const orderId = await placeOrder({ 'big-bloom': 2, 'alpha-bloom': 1, 'old-bloom': 2, 'ocean-forest': 1, 'nutrient-kit': 4, 'flora-micro': 1 }, member.token);
    await placeOrder({ 'big-bloom': 3 }, undefined, 'teststore', { address: '198.51.100.41', email: 'guest@example.ca' }); // a guest buys the last big-bloom
    await staffEdit('alpha-bloom', 'price', 1250);
    await staffEdit('ocean-forest', 'price', 2499);
    await staffEdit('nutrient-kit', 'inventory', { store: { count: 6 } }); // 4 held by the order: 2 left
    await staffEdit('flora-micro', 'hidden', true);

    const response = await reorder(orderId, member.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Reorder>();
    expect(body.orderId).toBe(orderId);
    expect(body.lines.map((line) => [line.item.id, line.item.price, line.count])).toEqual([
      ['alpha-bloom', 1250, 1],
      ['nutrient-kit', 1000, 2],
      ['ocean-forest', 2499, 1],
    ]);
    expect(body.changes.map(({ itemId, kind, ordered, added, pastPrice, price }) => ({ itemId, kind, ordered, added, pastPrice, price }))).toEqual([
      { itemId: 'alpha-bloom', kind: 'priceUp', ordered: 1, added: 1, pastPrice: 1000, price: 1250 },
      { itemId: 'big-bloom', kind: 'outOfStock', ordered: 2, added: 0, pastPrice: 1899, price: 1899 },
      { itemId: 'flora-micro', kind: 'noLongerSold', ordered: 1, added: 0, pastPrice: 1000, price: null },
      { itemId: 'nutrient-kit', kind: 'lessStock', ordered: 4, added: 2, pastPrice: 1000, price: 1000 },
      { itemId: 'ocean-forest', kind: 'priceDown', ordered: 1, added: 1, pastPrice: 2999, price: 2499 },
      { itemId: 'old-bloom', kind: 'discontinued', ordered: 2, added: 0, pastPrice: 1000, price: 1000 },
    ]);
    expect(body.changes.find((change) => change.itemId === 'alpha-bloom')?.name).toBe('Alpha Bloom Booster');
    // Nothing was held or changed by asking.
    expect((await shop.api.staffItem(shop.staff, 'nutrient-kit')).stock).toBe(2);
  });

  it("refuses another member's order, a guest's, another store's and an unknown one as if none existed", async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    const other = await signedInAccount(shop.app, shop.shop.db, 'member');
    const theirs = await placeOrder({ 'alpha-bloom': 1 }, other.token);
    const guests = await placeOrder({ 'alpha-bloom': 1 });
    const mineElsewhere = await placeOrder({ 'alpha-bloom': 1 }, member.token, 'elsewhere');
    for (const orderId of [theirs, guests, mineElsewhere, 'B-NOSUCH']) {
      const response = await reorder(orderId, member.token);
      expect(response.statusCode, `${orderId}: ${response.body}`).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    expect((await reorder(mineElsewhere, member.token, 'elsewhere')).statusCode).toBe(200);
  });

  it('is for signed-in members only', async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    const orderId = await placeOrder({ 'alpha-bloom': 1 }, member.token);
    expect((await reorder(orderId)).statusCode).toBe(401);
    expect((await reorder(orderId, 'expired-or-unknown-token-value')).statusCode).toBe(401);
  });
});
