import { randomUUID } from 'node:crypto';
import type { Item } from '@backroom/core/catalog';
import type { ErrorBody } from '@backroom/core/api-error';
import { SHIPPING_REFUSAL_REASONS } from '@backroom/core/shipping/shipping-refusal';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { fixtureConfig } from '../testing/fixture-catalogue.js';
import { cartOf, halifax } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { DIALECTS } from '../testing/test-shop.js';

const toronto = { ...halifax, street: '290 Bremner Blvd', city: 'Toronto', province: 'ON', postal: 'M5V 3L9' };

describe.each(DIALECTS)('order submission refuses shipping it cannot price, in a shopper’s words, on %s', (dialect) => {
  const shop = shopUnderTest(dialect, { stores: 'shipref' });

  /**
   * A store of its own offering pickup, LOCAL, Armour and Regular Parcel, whose staff have named
   * Armour themselves.
   */
  async function newStore(): Promise<string> {
    const id = await shop.newStore({ config: { ...fixtureConfig, general: { ...fixtureConfig.general, shipping: ['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP'] } } });

    const settings = DEFAULT_SHIPPING_SETTINGS;
    const armour = settings.rates.ARMOUR!;
    await writeSettings(shop.shop.db, id, 'shipping', { ...settings, rates: { ...settings.rates, ARMOUR: { ...armour, name: 'Maritime Courier' } } });
    return id;
  }

  async function refusal(store: string, cart: unknown, status = 400) {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart } as object,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<ErrorBody>().error;
  }
  const stockOf = async (store: string, itemId: string) => (await shop.app.inject({ url: `/${store}/api/v1/items/${itemId}` })).json<Item>().stock;
  const orderCount = async (store: string) =>
    Number((await shop.shop.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('count')).where('store_id', '=', store).executeTakeFirstOrThrow()).count);

  it('refuses a postal code that is not Canadian (123 456) as the delivery form’s own problem, taking nothing', async () => {
    const store = await newStore();
    for (const shippingMethod of ['CP.RP', 'LOCAL', 'ARMOUR']) {
      const error = await refusal(store, cartOf({ 'big-bloom': 1 }, { shippingMethod, deliveryAddress: { ...halifax, postal: '123 456' } }));
      expect(error.code, shippingMethod).toBe('VALIDATION_FAILED');
      expect(error.message, shippingMethod).toBe('The order cannot be placed: Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.');
      expect(error.details, shippingMethod).toEqual([{ path: 'deliveryAddress.postal', message: 'Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.', reason: 'delivery.postal.notCanadian' }]);
      expect(error.message, shippingMethod).not.toMatch(/CP\.RP|ARMOUR|LOCAL/);
    }
    expect(await stockOf(store, 'big-bloom')).toBe(5);
    expect(await orderCount(store)).toBe(0);
  });

  it('refuses a postal code of another province than the address’s', async () => {
    const store = await newStore();
    const error = await refusal(store, cartOf({ 'big-bloom': 1 }, { deliveryAddress: { ...halifax, province: 'ON' } }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      {
        path: 'deliveryAddress.postal',
        message: 'A postal code starting with B is in Nova Scotia, not Ontario: check the postal code and the province.',
        reason: 'delivery.postal.wrongProvince',
      },
    ]);
  });

  it('names a courier that does not reach the address by the name the shop gives it, with the reason as a code', async () => {
    const store = await newStore();
    const error = await refusal(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'ARMOUR', deliveryAddress: toronto }));
    expect(error).toEqual({
      code: 'SHIPPING_UNAVAILABLE',
      message: 'Maritime Courier does not deliver to this address: choose another shipping method.',
      details: [{ path: 'shippingMethod', message: 'does not reach the address', reason: 'address-not-served' }],
    });
    expect(await stockOf(store, 'big-bloom')).toBe(5);
  });

  it('says how far LOCAL delivery reaches, from the store’s own settings', async () => {
    const store = await newStore();
    const error = await refusal(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'LOCAL' }));
    expect(error).toEqual({
      code: 'SHIPPING_UNAVAILABLE',
      message: 'Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.',
      details: [{ path: 'shippingMethod', message: 'does not reach the address', reason: 'local-out-of-reach' }],
    });
  });

  it('tells a method the store does not offer, and one that does not exist, apart', async () => {
    const store = await newStore();
    const notOffered = await refusal(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'CP.XP' }));
    expect(notOffered).toEqual({
      code: 'SHIPPING_UNAVAILABLE',
      message: 'Canada Post Xpresspost is not offered at the moment: choose another shipping method.',
      details: [{ path: 'shippingMethod', message: 'not offered', reason: 'not-offered' }],
    });
    const unknown = await refusal(store, cartOf({ 'big-bloom': 1 }, { shippingMethod: 'FEDEX' }));
    expect(unknown).toEqual({
      code: 'SHIPPING_UNAVAILABLE',
      message: "There is no shipping method 'FEDEX'.",
      details: [{ path: 'shippingMethod', message: 'unknown', reason: 'unknown-method' }],
    });
    for (const error of [notOffered, unknown]) expect(SHIPPING_REFUSAL_REASONS).toContain(error.details?.[0]?.reason);
  });

  it('still places the order where the method reaches', async () => {
    const store = await newStore();
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cart: cartOf({ 'big-bloom': 1 }, { shippingMethod: 'ARMOUR', deliveryAddress: halifax }) } as object,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
