import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { TEST_ORDER_NOT_SHIPPED } from '@backroom/core/orders/order-states';
import { describe, expect, it } from 'vitest';
import { bearer } from '../testing/account-fixtures.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { canadaPostParcel, shipOrder } from '../testing/shipment-fixtures.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string } };

describe.each(DIALECTS)('moves of a TEST order on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'testmoves' });


  async function place(store: string, overrides: Record<string, unknown>): Promise<string> {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf({ 'big-bloom': 2 }, overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>().id;
  }
  const move = (store: string, id: string, state: string) =>
    shop.app.inject({ url: `/${store}/api/v1/order/${id}/state/${state}`, headers: bearer(shop.staff) });
  const orderOf = async (store: string, id: string) => (await shop.app.inject({ url: `/${store}/api/v1/order/${id}` })).json<OrderView>();
  const shelfOf = (store: string) =>
    shop.shop.db.selectFrom('items').select(['stock', 'held_stock']).where('store_id', '=', store).where('id', '=', 'big-bloom').executeTakeFirstOrThrow();
  const eventsOf = async (store: string, id: string) =>
    (await shop.shop.db.selectFrom('order_events').select('state').where('store_id', '=', store).where('order_id', '=', id).orderBy('at').execute()).map(
      (event) => event.state,
    );

  it('refuses to ship a paid TEST order with a 409 that says why, and changes nothing', async () => {
    const store = await shop.newStore();
    const id = await place(store, { deliveryAddress: { ...halifax, firstName: 'Test' } });
    expect((await move(store, id, 'PAID')).statusCode).toBe(200);
    const shelf = await shelfOf(store);

    const shipped = await move(store, id, 'SHIPPED');
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json<ErrorReply>().error).toEqual({ code: 'STATE_CHANGE_NOT_ALLOWED', message: TEST_ORDER_NOT_SHIPPED });
    expect((await orderOf(store, id)).state).toBe('PAID');
    expect(await shelfOf(store)).toEqual(shelf);
    expect(await eventsOf(store, id)).toEqual(['OPEN', 'PAID']);

    // Cancelling it is how staff clear it away: its stock goes back on sale.
    expect((await move(store, id, 'CANCELLED')).statusCode).toBe(200);
    expect(await shelfOf(store)).toEqual({ stock: shelf.stock + 2, held_stock: shelf.held_stock - 2 });
  });

  it('refuses to set a TEST pickup order aside, paid by the sandbox card', async () => {
    const store = await shop.newStore();
    const id = await place(store, { shippingMethod: 'PICKUP', paymentMethod: 'card', environment: 'TEST' });
    const tokenized = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/payment/sandbox/tokenize`,
      payload: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect(tokenized.statusCode, tokenized.body).toBe(201);
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/payment`,
      payload: { provider: 'sandbox', environment: 'TEST', token: tokenized.json<{ token: string }>().token, orderId: id, idempotency_key: randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderOf(store, id)).state).toBe('PAID');

    const ready = await move(store, id, 'READY_FOR_PICKUP');
    expect(ready.statusCode).toBe(409);
    expect(ready.json<ErrorReply>().error.message).toBe(TEST_ORDER_NOT_SHIPPED);
    expect((await orderOf(store, id)).state).toBe('PAID');
    const item = (await shop.app.inject({ url: `/${store}/api/v1/items/big-bloom` })).json<Item>();
    expect(item.stock).toBe(3);
  });

  it('still ships a real order of the same kind', async () => {
    const store = await shop.newStore();
    const id = await place(store, {});
    expect((await move(store, id, 'PAID')).statusCode).toBe(200);
    expect((await shipOrder(shop.app, store, shop.staff, id, [canadaPostParcel()])).statusCode).toBe(200);
    expect(await eventsOf(store, id)).toEqual(['OPEN', 'PAID', 'SHIPPED']);
  });
});
