import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import type { ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { describe, expect, it } from 'vitest';
import { moveRow, shippingFormFrom, shippingSettingsFromForm, toggleMethod, toggleRegistration } from './settings-form';

const read: ShippingSettingsView['settings'] = {
  rates: DEFAULT_SHIPPING_RATES,
  originPostal: 'B0T1K0',
  deliveryArea: { province: 'NS', origin: { latitude: 44.0386, longitude: -64.7172 }, radiusKm: 40, communities: [], postalPrefixesInside: [], postalPrefixesOutside: [] },
  canadaPost: { username: 'cp-user', customerNumber: '1234567', environment: 'production', timeoutMs: 3_000, itemWeightKg: 1, passwordSet: true },
};

describe('the settings form rules', () => {
  it('moves a menu row up or down, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("keeps the store's order of shipping methods, a newly offered one last", () => {
    expect(toggleMethod(['CP.RP', 'PICKUP'], 'LOCAL', true)).toEqual(['CP.RP', 'PICKUP', 'LOCAL']);
    expect(toggleMethod(['CP.RP', 'PICKUP', 'LOCAL'], 'PICKUP', false)).toEqual(['CP.RP', 'LOCAL']);
  });

  it('keeps tax registrations in BC, MB, SK, QC order, each once', () => {
    expect(toggleRegistration(['QC'], 'BC', true)).toEqual(['BC', 'QC']);
    expect(toggleRegistration(['BC', 'QC'], 'BC', true)).toEqual(['BC', 'QC']);
    expect(toggleRegistration(['BC', 'QC'], 'QC', false)).toEqual(['BC']);
  });

  it('gives back the rates read, unchanged, in cents, and the Canada Post account without its password', () => {
    const outcome = shippingSettingsFromForm(shippingFormFrom(read), read);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.rates).toEqual(DEFAULT_SHIPPING_RATES);
    expect(outcome.value.canadaPost).toEqual({ username: 'cp-user', customerNumber: '1234567', environment: 'production', timeoutMs: 3_000, itemWeightKg: 1 });
  });

  it('reads dollars to the cent and an empty threshold as never free', () => {
    const form = shippingFormFrom(read);
    const ns = form.methods.find((method) => method.code === 'LOCAL')!.zones[0]!;
    ns.bands[0]!.price = '$1,234.5';
    ns.free = ' ';
    const outcome = shippingSettingsFromForm(form, read);
    expect(outcome.ok && outcome.value.rates!.LOCAL!.zones.NS).toMatchObject({ prices: [{ fromValue: 0, price: 123_450 }], freeShippingThreshold: null });
  });

  it('names each field that is not dollars or whole days', () => {
    const form = shippingFormFrom(read);
    const zone = form.methods.find((method) => method.code === 'CP.RP')!.zones[0]!;
    zone.minDays = 'two';
    zone.bands[1]!.from = '50.001';
    const outcome = shippingSettingsFromForm(form, read);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors).toEqual({
      'rates.CP.RP.zones.NS.minDays': 'a whole number of days',
      'rates.CP.RP.zones.NS.prices.1.fromValue': 'dollars and cents, e.g. 11.95',
    });
  });
});
