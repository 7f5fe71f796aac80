import { SHIPPING_METHOD_CODES } from '@backroom/core/client-config';
import { LIVERPOOL_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import { PROVINCE_CODES } from '@backroom/core/provinces';
import { pickShippingOption, shippingError, type ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedStore } from '../seed/seed-store.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { FakeCanadaPost } from '../testing/fake-canada-post.js';
import { fixtureCatalogue, fixtureConfig } from '../testing/fixture-catalogue.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { forgetLiveRates, quoteShipping as quoteWithSetup, readShippingSetup } from './shipping.service.js';
import { SHIPPING_SETTINGS_NAME } from './shipping-settings.js';

/** quoteShipping as the order submission calls it, with the store's set-up read first through the same database or transaction. */
const quoteShipping = async (ctx: Parameters<typeof quoteWithSetup>[0], request: Parameters<typeof quoteWithSetup>[2]) => quoteWithSetup(ctx, await readShippingSetup(ctx.db, ctx.storeId), request);

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; message: string }> } };

const credentials = { username: 'backroom-api', password: 'never-shown-to-shoppers', customerNumber: '0009876543' };

/** A store offering every method, with `settings` as its shipping settings (none: the defaults). */
function shippingStore(id: string, shipping: readonly string[] = SHIPPING_METHOD_CODES) {
  const catalogue = fixtureCatalogue(id);
  return { ...catalogue, config: { ...fixtureConfig, general: { ...fixtureConfig.general, shipping: [...shipping] as typeof fixtureConfig.general.shipping } } };
}

describe.each(DIALECTS)('shipping API on %s', (dialect) => {
  let shop: TestShop;
  const canadaPost = new FakeCanadaPost(credentials);

  beforeAll(async () => {
    const endpoint = await canadaPost.start();
    shop = await createTestShop(dialect);
    await seedStore(shop.shop, shippingStore('shipshop'));
    await seedStore(shop.shop, fixtureCatalogue('teststore'));
    await seedStore(shop.shop, shippingStore('liveshop', ['PICKUP', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']));
    await writeSettings(shop.shop.db, 'liveshop', 'shipping', {
      ...LIVERPOOL_SHIPPING_SETTINGS,
      canadaPost: { ...credentials, endpoint, timeoutMs: 300, itemWeightKg: 0.5 },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await canadaPost.stop();
  });
  beforeEach(() => {
    forgetLiveRates();
    canadaPost.mode = 'rates';
    canadaPost.requests.length = 0;
  });

  async function post<T>(url: string, payload: unknown, status = 200): Promise<T> {
    const response = await shop.app.inject({ method: 'POST', url, payload: payload as object });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json<T>();
  }
  const estimate = (payload: unknown, store = 'shipshop') => post<ShippingQuote[]>(`/${store}/api/v1/shipping/estimate`, payload);
  const quote = (payload: unknown, store = 'shipshop') => post<ShippingQuote[]>(`/${store}/api/v1/shipping`, payload);
  const codes = (options: ShippingQuote[]) => options.map((option) => option.code);
  const address = (city: string, province: string, postal: string) => ({ street: '1 Main St', city, province, postal });

  describe('options by destination', () => {
    it('offers everything to Liverpool B0T 1K0, LOCAL at 0 km, at the default Nova Scotia rates', async () => {
      const options = await estimate({ province: 'NS', postal: 'b0t 1k0', value: 2_000 });
      expect(codes(options)).toEqual(['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
      expect(pickShippingOption(options, 'LOCAL')).toEqual({
        code: 'LOCAL',
        name: 'Local Delivery',
        minDays: 0,
        maxDays: 1,
        price: 1000,
        freeShippingThreshold: 7500,
        distance: 0,
      });
      expect(pickShippingOption(options, 'CP.RP')).toMatchObject({ price: 1195, freeShippingThreshold: 9900, minDays: 2, maxDays: 4 });
    });

    it('delivers LOCAL to Milton and Port Mouton by their community, with the distance', async () => {
      const milton = pickShippingOption(await quote({ ...address('Milton', 'NS', 'B0T 1P0'), value: 2_000 }), 'LOCAL');
      expect(milton).toMatchObject({ code: 'LOCAL', price: 1000 });
      expect(milton.distance).toBeCloseTo(3.7, 0);
      const portMouton = pickShippingOption(await quote({ ...address('port mouton', 'NS', 'B0T 1T0'), value: 2_000 }), 'LOCAL');
      expect(portMouton.distance).toBeGreaterThan(10);
      expect(portMouton.distance).toBeLessThan(20);
    });

    it('does not deliver LOCAL to Bridgewater (about 41 km), Caledonia, Halifax or another Brooklyn', async () => {
      for (const destination of [
        address('Bridgewater', 'NS', 'B4V 2W9'),
        address('Caledonia', 'NS', 'B0T 1B0'),
        address('Halifax', 'NS', 'B3H 4R2'),
        address('Brooklyn', 'NS', 'B0N 1H0'),
        address('Coldbrook', 'NS', 'B4R 1A1'),
      ]) {
        const options = await quote({ ...destination, value: 2_000 });
        expect(codes(options), destination.city).not.toContain('LOCAL');
        expect(pickShippingOption(options, 'LOCAL'), destination.city).toEqual(shippingError('LOCAL'));
        expect(codes(options), destination.city).toContain('CP.RP');
      }
      // Without a city, Bridgewater's urban FSA centroid decides: 40.3 km.
      expect(codes(await estimate({ postal: 'B4V 2W9', value: 2_000 }))).not.toContain('LOCAL');
    });

    it('prices by zone outside Nova Scotia: Armour to NB, not to Ontario; nothing free to the territories', async () => {
      const moncton = await estimate({ province: 'NB', postal: 'E1C 4M3', value: 2_000 });
      expect(codes(moncton)).toEqual(['PICKUP', 'ARMOUR', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
      expect(pickShippingOption(moncton, 'CP.RP').price).toBe(1495);
      const toronto = await estimate({ postal: 'M5V 3L9', value: 2_000 });
      expect(codes(toronto)).toEqual(['PICKUP', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
      expect(pickShippingOption(toronto, 'CP.RP')).toMatchObject({ price: 1795, minDays: 4, maxDays: 7, freeShippingThreshold: 15_000 });
      const iqaluit = await estimate({ postal: 'X0A 0H0', value: 2_000 });
      expect(pickShippingOption(iqaluit, 'CP.RP')).toMatchObject({ price: 3495, freeShippingThreshold: null });
    });

    it('offers only what the store lists', async () => {
      expect(codes(await estimate({ province: 'NS', postal: 'B0T1K0', value: 2_000 }, 'teststore'))).toEqual(['PICKUP', 'LOCAL', 'CP.RP']);
    });
  });

  describe('the order value', () => {
    const cart = (items: Record<string, number>) => ({
      items: Object.fromEntries(Object.entries(items).map(([id, count]) => [id, { item: { id, price: 1, special: false }, count }])),
      distance: -1,
      shippingMethod: 'CP.RP',
    });

    it('comes from the catalogue’s prices when a cart is sent, whatever the cart or value say', async () => {
      // 6 × $29.99 = $179.94 at the server's price: Regular Parcel ships free in NS.
      const options = await estimate({ postal: 'B3H 4R2', cart: cart({ 'ocean-forest': 6 }) });
      expect(pickShippingOption(options, 'CP.RP')).toMatchObject({ price: 0, freeShippingThreshold: 9_900 });
      const withValue = await quote({ ...address('Halifax', 'NS', 'B3H 4R2'), value: 0, cart: cart({ 'ocean-forest': 6 }) });
      expect(pickShippingOption(withValue, 'CP.RP').price).toBe(0);
      const small = await estimate({ postal: 'B3H 4R2', cart: cart({ 'ocean-forest': 1 }) });
      expect(pickShippingOption(small, 'CP.RP').price).toBe(1195);
    });

    it('leaves out hidden and unknown items', async () => {
      const options = await estimate({ postal: 'B3H 4R2', cart: cart({ 'secret-bloom': 100, 'no-such-item': 50, 'ocean-forest': 1 }) });
      expect(pickShippingOption(options, 'CP.RP').price).toBe(1195);
    });

    it('never ships special-order items free', async () => {
      const options = await estimate({ postal: 'B3H 4R2', cart: cart({ 'zeta-bloom': 1, 'ocean-forest': 6 }) });
      expect(pickShippingOption(options, 'CP.RP')).toMatchObject({ price: 1895, freeShippingThreshold: null });
      expect(pickShippingOption(options, 'LOCAL')).toEqual(shippingError('LOCAL'));
    });
  });

  describe('best estimate', () => {
    it('is the option with the lowest free-shipping threshold, PICKUP and LOCAL aside', async () => {
      const best = await post<ShippingQuote>('/shipshop/api/v1/shipping/estimate/best', { province: 'NS', postal: 'B0T 1K0', value: 2_000 });
      expect(best).toEqual({ code: 'CP.RP', name: 'Canada Post Regular Parcel', minDays: 2, maxDays: 4, price: 1195, freeShippingThreshold: 9_900 });
    });

    it('is the ERROR shape where nothing ships free', async () => {
      expect(await post('/shipshop/api/v1/shipping/estimate/best', { postal: 'Y1A 2C6', value: 2_000 })).toEqual(shippingError('UNKNOWN'));
    });
  });

  describe('cities', () => {
    const cities = async (province: string) => {
      const response = await shop.app.inject({ url: `/shipshop/api/v1/shipping/cities/${province}` });
      expect(response.statusCode).toBe(200);
      return response.json<string[]>();
    };

    it('lists real places of every province and territory, with the store’s delivery communities', async () => {
      for (const province of PROVINCE_CODES) expect((await cities(province)).length, province).toBeGreaterThan(10);
      const novaScotia = await cities('ns');
      expect(novaScotia).toEqual(expect.arrayContaining(['Liverpool', 'Halifax', 'Bridgewater', 'Mill Village', 'Western Head', 'Hunts Point']));
      expect(novaScotia).toEqual([...novaScotia].sort((a, b) => a.localeCompare(b, 'en-CA')));
      expect(await cities('QC')).toEqual(expect.arrayContaining(['Montreal', 'Saint-Jean-sur-Richelieu']));
      expect(await cities('YT')).toContain('Whitehorse');
    });

    it('answers an empty list for an unknown province', async () => {
      expect(await cities('ZZ')).toEqual([]);
      expect(await cities('constructor')).toEqual([]);
      expect(await cities('')).toEqual([]);
    });
  });

  describe('bad requests', () => {
    const refused = async (payload: unknown, url = '/shipshop/api/v1/shipping/estimate') => post<ErrorReply>(url, payload, 400);

    it('says what is wrong with a postal code', async () => {
      for (const postal of ['90210', 'B0T', 'D0T 1K0', 'B0T 1K0 1', '']) {
        const body = await refused({ province: 'NS', postal, value: 100 });
        expect(body.error.code, postal).toBe('VALIDATION_FAILED');
        expect(body.error.details?.[0], postal).toMatchObject({ path: 'body/postal' });
        expect(body.error.details?.[0]?.message, postal).toMatch(/postal code/);
      }
      const mismatch = await refused({ ...address('Liverpool', 'ON', 'B0T 1K0'), value: 100 }, '/shipshop/api/v1/shipping');
      expect(mismatch.error.details).toEqual([{ path: 'body/postal', message: 'a postal code starting with B is in Nova Scotia, not Ontario' }]);
    });

    it('refuses unknown provinces, missing values, wrong types and unknown fields', async () => {
      expect((await refused({ province: 'ZZ', postal: 'B0T1K0', value: 1 })).error.details?.[0]?.path).toBe('body/province');
      expect((await refused({ postal: 'B0T1K0' })).error.details?.[0]?.path).toBe('body/value');
      expect((await refused({ postal: 'B0T1K0', value: '12.00' })).error.code).toBe('VALIDATION_FAILED');
      expect((await refused({ postal: 'B0T1K0', value: 1, coupon: 'FREE' })).error.code).toBe('VALIDATION_FAILED');
      expect((await refused({ postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: -3 } } } })).error.code).toBe('VALIDATION_FAILED');
      expect((await refused({ city: 'Liverpool', postal: 'B0T1K0', value: 1 }, '/shipshop/api/v1/shipping')).error.details?.[0]?.path).toBe('body/province');
    });

    it('refuses malformed JSON and other media types', async () => {
      const malformed = await shop.app.inject({
        method: 'POST',
        url: '/shipshop/api/v1/shipping/estimate',
        headers: { 'content-type': 'application/json' },
        payload: '{"postal": "B0T',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorReply>().error.code).toBe('MALFORMED_JSON');
      const text = await shop.app.inject({ method: 'POST', url: '/shipshop/api/v1/shipping', headers: { 'content-type': 'text/plain' }, payload: 'B0T 1K0' });
      expect(text.statusCode).toBe(415);
    });

    it('answers 404 STORE_NOT_FOUND for an unknown store', async () => {
      for (const url of ['/nostore/api/v1/shipping/estimate', '/nostore/api/v1/shipping']) {
        const body = await post<ErrorReply>(url, { province: 'NS', postal: 'B0T1K0', value: 1 }, 404);
        expect(body.error.code).toBe('STORE_NOT_FOUND');
      }
      expect((await shop.app.inject({ url: '/nostore/api/v1/shipping/cities/NS' })).statusCode).toBe(404);
    });
  });

  describe('quoteShipping, for the order submission', () => {
    const ctx = () => ({ db: shop.shop.db, storeId: 'shipshop' });
    const liverpool = { street: '1 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

    it('prices one method, or gives the ERROR shape when it does not apply', async () => {
      expect(await quoteShipping(ctx(), { code: 'LOCAL', destination: liverpool, value: 8_000, hasSpecialOrder: false })).toMatchObject({
        code: 'LOCAL',
        price: 0,
        distance: 0,
      });
      const halifax = { ...liverpool, city: 'Halifax', postal: 'B3H 4R2' };
      // The ERROR shape, with the distance the decision was made on.
      expect(await quoteShipping(ctx(), { code: 'LOCAL', destination: halifax, value: 100, hasSpecialOrder: false })).toEqual(shippingError('LOCAL', 111.7));
      expect(await quoteShipping(ctx(), { code: 'FEDEX', destination: halifax, value: 100, hasSpecialOrder: false })).toEqual(shippingError('FEDEX'));
      const nowhere = { street: '', city: '', province: 'NS', postal: '12345' };
      expect(await quoteShipping(ctx(), { code: 'CP.RP', destination: nowhere, value: 100, hasSpecialOrder: false })).toEqual(shippingError('CP.RP'));
      expect((await quoteShipping(ctx(), { code: 'PICKUP', destination: nowhere, value: 100, hasSpecialOrder: false })).price).toBe(0);
      expect(await quoteShipping({ db: shop.shop.db, storeId: 'teststore' }, { code: 'ARMOUR', destination: liverpool, value: 1, hasSpecialOrder: false })).toEqual(
        shippingError('ARMOUR'),
      );
    });

    it('works inside the caller’s transaction', async () => {
      const quoted = await shop.shop.db.transaction().execute((tx) =>
        quoteShipping({ db: tx, storeId: 'shipshop' }, { code: 'CP.RP', destination: liverpool, value: 100, hasSpecialOrder: true }),
      );
      expect(quoted).toMatchObject({ code: 'CP.RP', price: 1195, freeShippingThreshold: null });
    });
  });

  describe('live Canada Post rates', () => {
    const toronto = { postal: 'M5V 3L9', cart: { items: { 'ocean-forest': { count: 4 } } } };

    it('replace the table prices of Canada Post methods when the store has credentials', async () => {
      const options = await estimate(toronto, 'liveshop');
      // 4 items × 0.5 kg: the fake charges its base plus $1 a kg, before tax.
      expect(pickShippingOption(options, 'CP.RP')).toMatchObject({ price: 1200, minDays: 3, maxDays: 3, freeShippingThreshold: 15_000 });
      expect(pickShippingOption(options, 'CP.XP')).toMatchObject({ price: 2200, minDays: 1, maxDays: 1 });
      // Canada Post quoted no Priority for this parcel: it is not offered.
      expect(codes(options)).toEqual(['PICKUP', 'CP.RP', 'CP.EP', 'CP.XP']);
      expect(canadaPost.requests).toHaveLength(1);
      expect(canadaPost.requests[0]).toMatchObject({ originPostal: 'B0T1K0', destinationPostal: 'M5V3L9', weight: '2.000', customerNumber: '0009876543' });
    });

    it('are asked once for the same parcel, and not at all when shipping is free anyway', async () => {
      await estimate(toronto, 'liveshop');
      await quote({ ...address('Toronto', 'ON', 'M5V 3L9'), cart: toronto.cart }, 'liveshop');
      expect(canadaPost.requests).toHaveLength(1);
      const destination = { street: '', city: 'Ottawa', province: 'ON', postal: 'K1A 0B1' };
      const free = await quoteShipping({ db: shop.shop.db, storeId: 'liveshop' }, { code: 'CP.RP', destination, value: 1_000_000, hasSpecialOrder: false });
      expect(free).toMatchObject({ code: 'CP.RP', price: 0, minDays: 4, maxDays: 7 });
      expect(canadaPost.requests).toHaveLength(1);
    });

    it('fall back to the rate tables when Canada Post fails or is too slow', async () => {
      for (const mode of ['server-error', 'slow'] as const) {
        forgetLiveRates();
        canadaPost.mode = mode;
        const options = await estimate(toronto, 'liveshop');
        expect(pickShippingOption(options, 'CP.RP'), mode).toMatchObject({ price: 2195, minDays: 4, maxDays: 7 });
        expect(codes(options), mode).toContain('CP.PC');
      }
    });

    it('are never asked for inside a transaction, which reads what the checkout was shown', async () => {
      const order = { code: 'CP.RP', destination: { street: '', city: 'Toronto', province: 'ON', postal: 'M5V3L9' }, value: 2_999, hasSpecialOrder: false, itemCount: 1 };
      const inTransaction = () => shop.shop.db.transaction().execute((tx) => quoteShipping({ db: tx, storeId: 'liveshop' }, order));
      expect(await inTransaction()).toMatchObject({ price: 1795 });
      expect(canadaPost.requests).toHaveLength(0);
      expect(await quoteShipping({ db: shop.shop.db, storeId: 'liveshop' }, order)).toMatchObject({ price: 1050 });
      expect(await inTransaction()).toMatchObject({ price: 1050 });
      expect(canadaPost.requests).toHaveLength(1);
    });

    it('keep the credentials out of the public client configuration', async () => {
      const config = await shop.app.inject({ url: '/liveshop/api/v1/config' });
      expect(config.statusCode).toBe(200);
      expect(config.body).not.toContain(credentials.password);
      expect(config.body).not.toContain(credentials.customerNumber);
    });
  });

  describe('store settings', () => {
    it('replace the defaults: rates, radius and communities of the store', async () => {
      await seedStore(shop.shop, shippingStore('amherst', ['LOCAL', 'CP.RP']));
      await writeSettings(shop.shop.db, 'amherst', 'shipping', {
        originPostal: 'B4H 3Y1',
        rates: { 'CP.RP': { name: 'Parcel', zones: { NS: { minDays: 1, maxDays: 2, prices: [{ fromValue: 0, price: 999 }], freeShippingThreshold: 5_000 } } } },
        deliveryArea: {
          province: 'NS',
          origin: { latitude: 45.8338, longitude: -64.2119 },
          radiusKm: 20,
          communities: [{ name: 'Sackville', latitude: 45.8958, longitude: -64.368 }],
        },
      });
      const amherst = await quote({ ...address('Amherst', 'NS', 'B4H 3Y1'), value: 100 }, 'amherst');
      expect(amherst).toEqual([
        { code: 'LOCAL', name: 'Local Delivery', minDays: 0, maxDays: 1, price: 1000, freeShippingThreshold: 7_500, distance: expect.any(Number) },
        { code: 'CP.RP', name: 'Parcel', minDays: 1, maxDays: 2, price: 999, freeShippingThreshold: 5_000 },
      ]);
      // Sackville is 14 km away but in New Brunswick, where this Parcel rate does not go.
      expect(await quote({ ...address('Sackville', 'NB', 'E4L 1A1'), value: 100 }, 'amherst')).toEqual([]);
    });

    it('that no longer fit their schema are a server fault, not a shopper’s', async () => {
      await shop.shop.db.insertInto('store_settings').values({ store_id: 'teststore', name: SHIPPING_SETTINGS_NAME, body: '{"rates": 1}', updated_at: '2026-11-23T00:00:00.000Z' }).execute();
      const response = await shop.app.inject({ method: 'POST', url: '/teststore/api/v1/shipping/estimate', payload: { postal: 'B0T1K0', value: 1 } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('rates');
      await shop.shop.db.deleteFrom('store_settings').where('store_id', '=', 'teststore').execute();
    });
  });
});
