import { randomUUID } from 'node:crypto';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './account-fixtures.js';
import { cartOf } from './order-fixtures.js';

let parcelNumbers = 0;
let orders = 0;

/** A Canada Post parcel whose 16-digit tracking number no other test parcel has. */
export function canadaPostParcel(): { carrier: 'canada-post'; trackingNumber: string } {
  parcelNumbers += 1;
  return { carrier: 'canada-post', trackingNumber: `7023${String(parcelNumbers).padStart(12, '0')}` };
}

/** POST order/{id}/shipment: staff mark an order SHIPPED in these parcels. */
export function shipOrder(app: FastifyInstance, store: string, token: string | null, orderId: string, parcels: readonly object[]): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/${store}/api/v1/order/${orderId}/shipment`, headers: token ? bearer(token) : {}, payload: { parcels } });
}

/** An e-transfer order (CP.RP to Halifax unless `overrides` say otherwise) placed by a shopper of its own (address and e-mail, so the flood limits never refuse it); its id. */
export async function placeOrder(app: FastifyInstance, store: string, overrides: Record<string, unknown> = {}, lines: Record<string, number> = { 'alpha-bloom': 1 }): Promise<string> {
  orders += 1;
  const placed = await app.inject({
    method: 'POST',
    url: `/${store}/api/v1/order/submit`,
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: `10.88.${Math.floor(orders / 250) % 250}.${orders % 250}`,
    payload: { cart: cartOf(lines, { customerAddress: { ...cartOf({}).customerAddress, email: `shopper${orders}@example.ca` }, ...overrides }) },
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return placed.json<SubmittedOrder>().id;
}

/** An order of one Alpha Bloom, placed as `placeOrder` does, that staff marked PAID; its id. */
export async function paidOrder(app: FastifyInstance, store: string, staffToken: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await placeOrder(app, store, overrides);
  const paid = await app.inject({ url: `/${store}/api/v1/order/${id}/state/PAID`, headers: bearer(staffToken) });
  if (paid.statusCode !== 200) throw new Error(`order not paid: ${paid.body}`);
  return id;
}

/** A paid order shipped in `count` Canada Post parcels: its receipt. */
export async function shippedOrder(app: FastifyInstance, store: string, staffToken: string, count = 1): Promise<OrderView> {
  const id = await paidOrder(app, store, staffToken);
  const shipped = await shipOrder(app, store, staffToken, id, Array.from({ length: count }, canadaPostParcel));
  if (shipped.statusCode !== 200) throw new Error(`order not shipped: ${shipped.body}`);
  return shipped.json<OrderView>();
}
