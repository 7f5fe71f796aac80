import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@backroom/core/api-error';
import type { OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { DEFAULT_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedStore } from '../seed/seed-store.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { TableQueryCounter } from '../testing/table-query-counter.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';

const STORE = 'setupshop';
const liverpool = { firstName: 'Grace', lastName: 'Hopper', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

describe.each(DIALECTS)("an order submission reads the store's settings once, on %s", (dialect) => {
  let shop: TestShop;
  /** The same application on the same database, counting the queries that touch a settings document. */
  let counted: FastifyInstance;
  const settingsQueries = new TableQueryCounter(['store_configs', 'store_settings']);
  // Tuesday 2026-11-24, 10:30 in Halifax.
  const now = new Date('2026-11-24T14:30:00Z');

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    const catalogue = fixtureCatalogue(STORE);
    await seedStore(shop.shop, { ...catalogue, items: catalogue.items.map((item) => (item.id === 'flora-micro' ? { ...item, florist: true } : item)) });
    // Every kind a submission needs is stored, each with a value the defaults do not have.
    await writeSettings(shop.shop.db, STORE, 'shipping', {
      ...DEFAULT_SHIPPING_SETTINGS,
      rates: { ...DEFAULT_SHIPPING_SETTINGS.rates, ARMOUR: { ...DEFAULT_SHIPPING_SETTINGS.rates.ARMOUR!, name: 'Maritime Courier' } },
    });
    await writeSettings(shop.shop.db, STORE, 'florist', { deliveryWeekdays: ['TUE', 'WED', 'THU', 'FRI', 'SAT'], sameDayCutoff: '11:00', leadDays: 2, blackoutDates: [] });
    await writeSettings(shop.shop.db, STORE, 'orderLimits', {
      openOrdersPerAddress: 20,
      openOrdersPerEmail: 10,
      submissionsPerAddress: 40,
      submissionsPerEmail: 20,
      windowMinutes: 60,
      maxLineQuantity: 3,
    });
    counted = await buildApp({ shop: { ...shop.shop, db: shop.shop.db.withPlugin(settingsQueries) }, webRoot: null, reconcilePaymentsEverySeconds: null, clock: () => now });
    await counted.ready();
  });
  afterAll(async () => {
    await counted?.close();
    await shop?.close();
  });

  /** Submits a cart and counts the settings queries it made, the order e-mails' included. */
  async function submitCounting(cart: unknown, idempotencyKey: string = randomUUID()) {
    settingsQueries.reset();
    const response = await counted.inject({ method: 'POST', url: `/${STORE}/api/v1/order/submit`, headers: { 'idempotency-key': idempotencyKey }, payload: { cart } as object });
    await counted.orderMailer.idle();
    return { response, settingsQueries: settingsQueries.queries };
  }

  it('places a florist order, priced, limited, dated, shipped and e-mailed from one read of the settings', async () => {
    const key = randomUUID();
    const cart = cartOf({ 'flora-micro': 1, 'big-bloom': 3 }, { shippingMethod: 'LOCAL', deliveryAddress: liverpool, deliveryDate: '2026-11-26' });
    const placed = await submitCounting(cart, key);
    expect(placed.response.statusCode, placed.response.body).toBe(201);
    expect(placed.settingsQueries).toBe(1);
    const { id } = placed.response.json<SubmittedOrder>();
    const receipt = (await shop.app.inject({ url: `/${STORE}/api/v1/order/${id}` })).json<OrderView>();
    expect(receipt).toMatchObject({ deliveryDate: '2026-11-26', shippingMethod: 'LOCAL' });

    // The same key again is the same order, and reads no settings at all.
    const replayed = await submitCounting(cart, key);
    expect(replayed.response.json<SubmittedOrder>().id).toBe(id);
    expect(replayed.settingsQueries).toBe(0);
  });

  it('refuses by the stored florist settings, order limits and shipping names, each from one read', async () => {
    const refusals = [
      { cart: cartOf({ 'flora-micro': 1 }, { shippingMethod: 'LOCAL', deliveryAddress: liverpool, deliveryDate: '2026-11-25' }), code: 'DELIVERY_DATE_UNAVAILABLE' },
      { cart: cartOf({ 'big-bloom': 4 }), code: 'QUANTITY_OVER_LIMIT' },
      { cart: cartOf({ 'big-bloom': 1 }, { shippingMethod: 'ARMOUR' }), code: 'SHIPPING_UNAVAILABLE', message: 'Maritime Courier is not offered at the moment: choose another shipping method.' },
    ];
    for (const { cart, code, message } of refusals) {
      const { response, settingsQueries: queries } = await submitCounting(cart);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe(code);
      if (message) expect(error.message).toBe(message);
      expect(queries, code).toBe(1);
    }
  });
});
