import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_CODES } from '../client-config.js';
import { PROVINCE_CODES, type ProvinceCode } from '../provinces.js';
import { bestShippingEstimate } from './shipping-quote.js';
import { DEFAULT_SHIPPING_RATES, MethodRate, priceShippingMethod, ShippingRateTable, ZoneRate } from './shipping-rates.js';
import { SHIPPING_ZONES, shippingZoneOf } from './shipping-zone.js';

const order = (province: ProvinceCode, value: number, hasSpecialOrder = false) => ({ province, value, hasSpecialOrder });
const rp = DEFAULT_SHIPPING_RATES['CP.RP'];

describe('rate tables', () => {
  it('has valid defaults for every method', () => {
    expect(ShippingRateTable.parse(DEFAULT_SHIPPING_RATES)).toEqual(DEFAULT_SHIPPING_RATES);
    expect(Object.keys(DEFAULT_SHIPPING_RATES)).toEqual([...SHIPPING_METHOD_CODES]);
  });

  it('prices Canada Post to every zone: Regular Parcel cheapest and slowest, Priority fastest and dearest', () => {
    for (const zone of SHIPPING_ZONES) {
      const province = PROVINCE_CODES.find((code) => shippingZoneOf(code) === zone)!;
      const quotes = (['CP.RP', 'CP.EP', 'CP.XP', 'CP.PC'] as const).map((code) =>
        priceShippingMethod(code, DEFAULT_SHIPPING_RATES[code], order(province, 2_000)),
      );
      expect(quotes.every((quote) => quote !== null), zone).toBe(true);
      const prices = quotes.map((quote) => quote!.price);
      const slowest = quotes.map((quote) => quote!.maxDays);
      expect(prices, zone).toEqual([...prices].sort((a, b) => a - b));
      expect(slowest, zone).toEqual([...slowest].sort((a, b) => b - a));
    }
  });

  it('charges more the farther a parcel goes', () => {
    const zonePrices = (['NS', 'NB', 'ON', 'AB', 'BC', 'NU'] as const).map(
      (province) => priceShippingMethod('CP.RP', rp, order(province, 2_000))!.price,
    );
    expect(zonePrices).toEqual([1195, 1495, 1795, 2195, 2395, 3495]);
  });

  it('prices by the band the order value falls in', () => {
    expect(priceShippingMethod('CP.RP', rp, order('NS', 4_999))!.price).toBe(1195);
    expect(priceShippingMethod('CP.RP', rp, order('NS', 5_000))!.price).toBe(1495);
    expect(priceShippingMethod('CP.RP', rp, order('ON', 14_999))!.price).toBe(2195);
    expect(priceShippingMethod('CP.RP', rp, order('ON', 15_000))!.price).toBe(0);
    expect(priceShippingMethod('CP.PC', DEFAULT_SHIPPING_RATES['CP.PC'], order('ON', 15_000))!.price).toBe(6495);
  });

  it('ships free once the discounted subtotal reaches the threshold', () => {
    expect(priceShippingMethod('CP.RP', rp, order('NS', 9_899))).toMatchObject({ price: 1495, freeShippingThreshold: 9_900 });
    expect(priceShippingMethod('CP.RP', rp, order('NS', 9_900))).toMatchObject({ price: 0, freeShippingThreshold: 9_900 });
    expect(priceShippingMethod('CP.RP', rp, order('NT', 1_000_000))).toMatchObject({ price: 5995, freeShippingThreshold: null });
  });

  it('never ships special-order items free, and says so with a null threshold', () => {
    expect(priceShippingMethod('CP.RP', rp, order('NS', 50_000, true))).toMatchObject({ price: 1895, freeShippingThreshold: null });
  });

  it('sends Armour to NS, NB and PE only', () => {
    const armour = DEFAULT_SHIPPING_RATES.ARMOUR;
    expect(priceShippingMethod('ARMOUR', armour, order('NS', 1_000))).toMatchObject({ code: 'ARMOUR', price: 1395, minDays: 1, maxDays: 2 });
    expect(priceShippingMethod('ARMOUR', armour, order('NB', 1_000))).toMatchObject({ price: 1795, minDays: 2, maxDays: 3 });
    expect(priceShippingMethod('ARMOUR', armour, order('PE', 1_000))).not.toBeNull();
    expect(priceShippingMethod('ARMOUR', armour, order('NL', 1_000))).toBeNull();
    expect(priceShippingMethod('ARMOUR', armour, order('QC', 1_000))).toBeNull();
  });

  it('makes Regular Parcel the best estimate wherever anything can ship free', () => {
    for (const province of PROVINCE_CODES) {
      const quotes = SHIPPING_METHOD_CODES.flatMap((code) => priceShippingMethod(code, DEFAULT_SHIPPING_RATES[code], order(province, 1_000)) ?? []);
      expect(bestShippingEstimate(quotes)?.code ?? null, province).toBe(shippingZoneOf(province) === 'TERRITORIES' ? null : 'CP.RP');
    }
  });

  it('refuses rate tables that make no sense', () => {
    const zone = { minDays: 2, maxDays: 4, prices: [{ fromValue: 0, price: 100 }], freeShippingThreshold: null };
    expect(ZoneRate.safeParse(zone).success).toBe(true);
    expect(ZoneRate.safeParse({ ...zone, minDays: 5 }).success).toBe(false);
    expect(ZoneRate.safeParse({ ...zone, prices: [] }).success).toBe(false);
    expect(ZoneRate.safeParse({ ...zone, prices: [{ fromValue: 100, price: 1 }] }).success).toBe(false);
    expect(ZoneRate.safeParse({ ...zone, prices: [{ fromValue: 0, price: 1 }, { fromValue: 0, price: 2 }] }).success).toBe(false);
    expect(ZoneRate.safeParse({ ...zone, prices: [{ fromValue: 0, price: 12.5 }] }).success).toBe(false);
    expect(MethodRate.safeParse({ name: 'X', zones: { MARS: zone } }).success).toBe(false);
    expect(ShippingRateTable.safeParse({ FEDEX: { name: 'X', zones: {} } }).success).toBe(false);
  });
});
