import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { PaymentResult } from '@backroom/core/payments/payment-contract';
import { describe, expect, it } from 'vitest';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

describe.each(DIALECTS)('card payments for real orders on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'cardpay' });


  const json = async <T>(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const response = await shop.app.inject({ method, url, payload, headers });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const stockOf = async (store: string, itemId: string) => (await json<Item>('GET', `/${store}/api/v1/items/${itemId}`)).body.stock;

  /** A TEST card order, then a sandbox token for `card`, then the payment call. */
  async function orderAndPay(store: string, card: string, key = randomUUID()) {
    const submitted = await json<SubmittedOrder>(
      'POST',
      `/${store}/api/v1/order/submit`,
      { cart: cartOf({ 'big-bloom': 2 }, { paymentMethod: 'card', environment: 'TEST' }) },
      { 'idempotency-key': randomUUID() },
    );
    expect(submitted.status).toBe(201);
    const tokenized = await json<{ token: string }>('POST', `/${store}/api/v1/payment/sandbox/tokenize`, { number: card, expiry: '12/39', cvc: '123' });
    expect(tokenized.status).toBe(201);
    const payment = await json<PaymentResult & { error?: { code: string; message: string } }>('POST', `/${store}/api/v1/payment`, {
      provider: 'sandbox',
      environment: 'TEST',
      token: tokenized.body.token,
      orderId: submitted.body.id,
      idempotency_key: key,
    });
    const order = (await json<OrderView>('GET', `/${store}/api/v1/order/${submitted.body.id}`)).body;
    return { payment, order };
  }

  it('charges the total the server computed and marks the order PAID, once however often it is asked', async () => {
    const store = await shop.newStore();
    const before = await stockOf(store, 'big-bloom');
    const key = randomUUID();
    const { payment, order } = await orderAndPay(store, '4242424242424242', key);
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({ status: 'APPROVED', orderId: order.id, amountCents: order.total, currency: 'CAD' });
    expect(order.state).toBe('PAID');
    expect(await stockOf(store, 'big-bloom')).toBe(before - 2);

    const again = await json<PaymentResult>('POST', `/${store}/api/v1/payment`, {
      provider: 'sandbox',
      environment: 'TEST',
      token: 'spent-token-is-not-read-on-a-replay',
      orderId: order.id,
      idempotency_key: key,
    });
    expect(again.body).toEqual(payment.body);
    const charges = await shop.shop.db.selectFrom('sandbox_payments').select(['amount_cents', 'status']).where('store_id', '=', store).execute();
    expect(charges).toEqual([{ amount_cents: order.total, status: 'COMPLETED' }]);
  });

  it('cancels the order and gives its stock back when the card is declined', async () => {
    const store = await shop.newStore();
    const before = await stockOf(store, 'big-bloom');
    const { payment, order } = await orderAndPay(store, '4000000000000002');
    expect(payment.status).toBe(402);
    expect(payment.body.error?.message).toBe('Payment was declined. Try again with the same or another payment method.');
    expect(order.state).toBe('CANCELLED');
    expect(await stockOf(store, 'big-bloom')).toBe(before);
  });

  it('refuses to charge an order that is already paid', async () => {
    const store = await shop.newStore();
    const { order } = await orderAndPay(store, '4242424242424242');
    const tokenized = await json<{ token: string }>('POST', `/${store}/api/v1/payment/sandbox/tokenize`, { number: '4242424242424242', expiry: '12/39', cvc: '123' });
    const second = await json<{ error: { code: string } }>('POST', `/${store}/api/v1/payment`, {
      provider: 'sandbox',
      environment: 'TEST',
      token: tokenized.body.token,
      orderId: order.id,
      idempotency_key: randomUUID(),
    });
    expect(second.status).toBe(409);
  });
});
