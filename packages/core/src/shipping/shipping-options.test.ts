import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_CODES } from '../client-config.js';
import type { LocalDeliveryMeasure } from './local-delivery.js';
import { quoteShippingMethod, shippingOptions, type ShippingOptionsRequest } from './shipping-options.js';
import { shippingError } from './shipping-quote.js';
import { DEFAULT_SHIPPING_RATES } from './shipping-rates.js';

const within = (distance: number): LocalDeliveryMeasure => ({ within: distance <= 40, distance, source: 'community' });

const request = (overrides: Partial<ShippingOptionsRequest> = {}): ShippingOptionsRequest => ({
  offered: SHIPPING_METHOD_CODES,
  rates: DEFAULT_SHIPPING_RATES,
  storeProvince: 'NS',
  province: 'NS',
  value: 2_000,
  hasSpecialOrder: false,
  local: within(3.2),
  ...overrides,
});

describe('choosing shipping', () => {
  it('offers every method to a Liverpool address, LOCAL with its distance', () => {
    const options = shippingOptions(request());
    expect(options.map((option) => option.code)).toEqual(['PICKUP', 'LOCAL', 'ARMOUR', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
    expect(options[0]).toEqual({ code: 'PICKUP', name: 'In-Store Pickup', minDays: 0, maxDays: 0, price: 0, freeShippingThreshold: null });
    expect(options[1]).toEqual({ code: 'LOCAL', name: 'Local Delivery', minDays: 0, maxDays: 1, price: 1000, freeShippingThreshold: 7500, distance: 3.2 });
  });

  it('delivers LOCAL at 39 km and gives the ERROR shape, with the distance, at 41 km', () => {
    expect(quoteShippingMethod('LOCAL', request({ local: within(39) }))).toMatchObject({ code: 'LOCAL', price: 1000, distance: 39 });
    expect(quoteShippingMethod('LOCAL', request({ local: within(41) }))).toEqual(shippingError('LOCAL', 41));
    expect(quoteShippingMethod('LOCAL', request({ local: null }))).toEqual(shippingError('LOCAL'));
  });

  it('keeps LOCAL in Nova Scotia even when a place across the border is near', () => {
    expect(quoteShippingMethod('LOCAL', request({ province: 'NB', local: within(14) }))).toEqual(shippingError('LOCAL', 14));
  });

  it('prices NS and NB differently at the border', () => {
    expect(quoteShippingMethod('CP.RP', request({ province: 'NS' })).price).toBe(1195);
    expect(quoteShippingMethod('CP.RP', request({ province: 'NB' })).price).toBe(1495);
    expect(quoteShippingMethod('ARMOUR', request({ province: 'NB' })).code).toBe('ARMOUR');
  });

  it('leaves out what does not reach the destination: Halifax has no LOCAL, Ontario no Armour', () => {
    expect(shippingOptions(request({ local: { within: false, distance: 111.7, source: 'fsa-centroid' } })).map((o) => o.code)).not.toContain('LOCAL');
    expect(shippingOptions(request({ province: 'ON', local: null })).map((o) => o.code)).toEqual(['PICKUP', 'CP.RP', 'CP.EP', 'CP.XP', 'CP.PC']);
  });

  it('offers only what the store lists, each once, in its order', () => {
    const options = shippingOptions(request({ offered: ['CP.XP', 'PICKUP', 'CP.XP'] }));
    expect(options.map((option) => option.code)).toEqual(['CP.XP', 'PICKUP']);
  });

  it('answers ERROR for a code not offered or unknown', () => {
    expect(quoteShippingMethod('ARMOUR', request({ offered: ['PICKUP'] }))).toEqual(shippingError('ARMOUR'));
    expect(quoteShippingMethod('LOCAL', request({ offered: ['PICKUP'] }))).toEqual(shippingError('LOCAL'));
    expect(quoteShippingMethod('FEDEX', request())).toEqual(shippingError('FEDEX'));
    expect(quoteShippingMethod('ERROR', request())).toEqual(shippingError('ERROR'));
  });

  it('quotes PICKUP without a destination but nothing else', () => {
    expect(quoteShippingMethod('PICKUP', request({ province: null, local: null })).code).toBe('PICKUP');
    expect(quoteShippingMethod('CP.RP', request({ province: null, local: null }))).toEqual(shippingError('CP.RP'));
  });

  it('makes LOCAL free from its threshold, but not for special orders', () => {
    expect(quoteShippingMethod('LOCAL', request({ value: 7_500 })).price).toBe(0);
    expect(quoteShippingMethod('LOCAL', request({ value: 7_500, hasSpecialOrder: true }))).toMatchObject({ price: 1000, freeShippingThreshold: null });
  });
});
