import { describe, expect, it } from 'vitest';
import { isShippingRefusalReason, SHIPPING_REFUSAL_REASONS, shippingRefusalMessage } from './shipping-refusal.js';

describe('a refused shipping method', () => {
  it('is told in a shopper’s words, naming the method as the shop names it', () => {
    expect(shippingRefusalMessage({ reason: 'address-not-served', method: 'Canada Post Regular Parcel' })).toBe(
      'Canada Post Regular Parcel does not deliver to this address: choose another shipping method.',
    );
    expect(shippingRefusalMessage({ reason: 'local-out-of-reach', method: 'Local Delivery', local: { radiusKm: 40, province: 'Nova Scotia' } })).toBe(
      'Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.',
    );
    expect(shippingRefusalMessage({ reason: 'not-offered', method: 'Armour Courier' })).toBe('Armour Courier is not offered at the moment: choose another shipping method.');
    expect(shippingRefusalMessage({ reason: 'unknown-method', method: 'FEDEX' })).toBe("There is no shipping method 'FEDEX'.");
  });

  it('has a closed set of reasons a client can check', () => {
    for (const reason of SHIPPING_REFUSAL_REASONS) expect(isShippingRefusalReason(reason)).toBe(true);
    expect(isShippingRefusalReason('does not reach the address')).toBe(false);
    expect(isShippingRefusalReason(undefined)).toBe(false);
  });
});
