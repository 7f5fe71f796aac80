import { randomUUID } from 'node:crypto';
import type { SignedIn } from '@backroom/core/identity/account-contract';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';

describe.each(DIALECTS)('members on %s', (dialect) => {
  let now = new Date('2026-11-23T15:00:00.000Z');

  const shop = shopUnderTest(dialect, { app: { clock: () => now }, seed: [fixtureCatalogue('north'), fixtureCatalogue('south')] });

  const register = (payload: object, remoteAddress = '198.51.100.7') =>
    shop.app.inject({ method: 'POST', url: '/api/v1/members/register', payload, remoteAddress });
  const placeOrder = async (store: string, token?: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID(), ...(token ? bearer(token) : {}) },
      payload: { cart: cartOf({ 'alpha-bloom': 1 }) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>().id;
  };
  const ordersOf = (store: string, token?: string) =>
    shop.app.inject({ method: 'GET', url: `/${store}/api/v1/members/orders`, headers: token ? bearer(token) : {} });

  it('a shopper registers and is signed in as a member, who is not staff', async () => {
    const response = await register({ email: 'Shopper@Example.ca', password: 'my garden password', firstName: 'Rose', lastName: 'Gardner' });
    expect(response.statusCode, response.body).toBe(201);
    const signedIn = response.json<SignedIn>();
    expect(signedIn.roles).toEqual(['member']);
    const staffList = await shop.app.inject({ method: 'GET', url: '/api/v1/order', headers: bearer(signedIn.token) });
    expect(staffList.statusCode).toBe(403);

    const again = await register({ email: 'shopper@example.ca', password: 'another password', firstName: 'R', lastName: 'G' });
    expect(again.statusCode).toBe(409);
    const short = await register({ email: 'other@example.ca', password: 'short', firstName: 'R', lastName: 'G' });
    expect(short.statusCode).toBe(400);
    const sneaky = await register({ email: 'sneaky@example.ca', password: 'long enough password', firstName: 'R', lastName: 'G', role: 'admin' });
    expect(sneaky.statusCode).toBe(400);
  });

  it("links a signed-in member's orders to them and shows them, newest first, store by store", async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    const other = await signedInAccount(shop.app, shop.shop.db, 'member');
    const first = await placeOrder('north', member.token);
    now = new Date(now.getTime() + 60_000);
    const second = await placeOrder('north', member.token);
    const elsewhere = await placeOrder('south', member.token);
    await placeOrder('north');
    await placeOrder('north', other.token);

    const response = await ordersOf('north', member.token);
    expect(response.statusCode, response.body).toBe(200);
    const orders = response.json<OrderView[]>();
    expect(orders.map((order) => order.id)).toEqual([second, first]);
    expect(orders[0]).toMatchObject({ state: 'OPEN', items: [{ count: 1, item: { id: 'alpha-bloom' } }, { count: 1 }] });
    expect(JSON.stringify(orders)).not.toMatch(/Lovelace|example\.ca|token/i);
    expect((await ordersOf('south', member.token)).json<OrderView[]>().map((order) => order.id)).toEqual([elsewhere]);
  });

  it('orders as a guest by default, and when the token is no longer good', async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    const guestOrder = await placeOrder('north', 'expired-or-unknown-token-value');
    const row = await shop.shop.db.selectFrom('orders').select('member_id').where('id', '=', guestOrder).executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
    expect((await ordersOf('north', member.token)).json<OrderView[]>()).toEqual([]);
  });

  it("does not link a member of staff's order (staff order for shoppers)", async () => {
    const staff = await signedInAccount(shop.app, shop.shop.db, 'staff');
    const id = await placeOrder('north', staff.token);
    const row = await shop.shop.db.selectFrom('orders').select('member_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
  });

  it('shows no orders without a member session', async () => {
    expect((await ordersOf('north')).statusCode).toBe(401);
    expect((await ordersOf('north', 'expired-or-unknown-token-value')).statusCode).toBe(401);
  });

  it('limits registrations per address', async () => {
    const address = '198.51.100.99';
    for (let index = 0; index < 10; index += 1) {
      expect((await register({ email: `many${index}@example.ca`, password: 'long enough password', firstName: 'A', lastName: 'B' }, address)).statusCode).toBe(201);
    }
    const refused = await register({ email: 'many-more@example.ca', password: 'long enough password', firstName: 'A', lastName: 'B' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
