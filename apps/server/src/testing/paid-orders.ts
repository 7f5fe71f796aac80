import { randomUUID } from 'node:crypto';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { PaymentResult } from '@backroom/core/payments/payment-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cartOf } from './order-fixtures.js';

let shoppers = 0;

/** Orders placed, paid and refunded through the API, as a shopper and staff would. */
export function orderCalls(app: FastifyInstance, store: string) {
  const api = `/${store}/api/v1`;

  /** An order from a shopper at an address of their own (the flood limits count per address). */
  async function place(lines: Record<string, number>, overrides: Record<string, unknown> = {}): Promise<SubmittedOrder> {
    shoppers += 1;
    const response = await app.inject({
      method: 'POST',
      url: `${api}/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: `10.77.${Math.floor(shoppers / 250) % 250}.${shoppers % 250}`,
      payload: { cart: cartOf(lines, overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>();
  }

  /** A sandbox test card's single-use token (4242… approves, 4000 0000 0000 0002 declines). */
  async function sandboxToken(card = '4242424242424242'): Promise<string> {
    const response = await app.inject({ method: 'POST', url: `${api}/payment/sandbox/tokenize`, payload: { number: card, expiry: '12/39', cvc: '123' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string }>().token;
  }

  function pay(orderId: string, token: string, key = randomUUID()): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'POST', url: `${api}/payment`, payload: { provider: 'sandbox', environment: 'TEST', token, orderId, idempotency_key: key } });
  }

  /** A TEST card order paid with the sandbox's approving card. */
  async function paidByCard(lines: Record<string, number>, overrides: Record<string, unknown> = {}): Promise<OrderView> {
    const { id } = await place(lines, { paymentMethod: 'card', environment: 'TEST', ...overrides });
    const paid = await pay(id, await sandboxToken());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaymentResult>().status).toBe('APPROVED');
    return receipt(id);
  }

  /** An e-transfer order staff marked paid. */
  async function paidByEmt(staffToken: string, lines: Record<string, number>, overrides: Record<string, unknown> = {}): Promise<OrderView> {
    const { id } = await place(lines, overrides);
    const moved = await move(staffToken, id, 'PAID');
    expect(moved.statusCode, moved.body).toBe(200);
    return receipt(id);
  }

  function move(staffToken: string, orderId: string, state: string): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'GET', url: `${api}/order/${orderId}/state/${state}`, headers: { authorization: `Bearer ${staffToken}` } });
  }

  function refund(staffToken: string | null, orderId: string, body: object, key = randomUUID()): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: `${api}/order/${orderId}/refunds`,
      headers: { 'idempotency-key': key, ...(staffToken ? { authorization: `Bearer ${staffToken}` } : {}) },
      payload: body,
    });
  }

  async function receipt(orderId: string): Promise<OrderView> {
    const response = await app.inject({ method: 'GET', url: `${api}/order/${orderId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderView>();
  }

  async function stockOf(itemId: string): Promise<number> {
    const response = await app.inject({ method: 'GET', url: `${api}/items/${itemId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ stock: number }>().stock;
  }

  return { place, sandboxToken, pay, paidByCard, paidByEmt, move, refund, receipt, stockOf };
}
