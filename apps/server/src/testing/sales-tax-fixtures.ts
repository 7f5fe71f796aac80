import { randomUUID } from 'node:crypto';
import type { ClientConfig } from '@backroom/core/client-config';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fixtureConfig } from './fixture-catalogue.js';
import { halifax } from './order-fixtures.js';

export const vancouver = { ...halifax, street: '800 Robson St', city: 'Vancouver', province: 'BC', postal: 'V6Z 2E7' };
export const montreal = { ...halifax, street: '1 Place Ville Marie', city: 'Montréal', province: 'QC', postal: 'H3B 2B6' };
export const toronto = { ...halifax, street: '100 Queen St W', city: 'Toronto', province: 'ON', postal: 'M5H 2N2' };

/** The fixture configuration taxing by destination, registered for PST/QST in `registrations`. */
export const byDestination = (registrations: string[]): ClientConfig => ({
  ...fixtureConfig,
  general: { ...fixtureConfig.general, tax_mode: 'by-destination', tax_registrations: registrations as never },
});

/** POST order/submit as a shopper, with a fresh idempotency key. */
export const submitOrder = (app: FastifyInstance, store: string, cart: unknown): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: `/${store}/api/v1/order/submit`, headers: { 'idempotency-key': randomUUID() }, payload: { cart } as object });

/** Places an order (201 expected) and returns its receipt. */
export async function placedOrder(app: FastifyInstance, store: string, cart: unknown): Promise<OrderView> {
  const response = await submitOrder(app, store, cart);
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<SubmittedOrder>();
  const receipt = await app.inject({ method: 'GET', url: `/${store}/api/v1/order/${id}` });
  expect(receipt.statusCode, receipt.body).toBe(200);
  return receipt.json<OrderView>();
}
