import { describe, expect, it } from 'vitest';
import { ShippingEstimateBody, ShippingQuoteBody } from './shipping-request.js';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('shipping request bodies', () => {
  it('reads an estimate by province, postal and value', () => {
    expect(ShippingEstimateBody.parse({ province: 'ns', postal: 'b0t 1k0', value: 2500 })).toEqual({ province: 'NS', postal: 'B0T1K0', value: 2500 });
  });

  it('keeps only ids and counts of a cart from local storage', () => {
    const cart = { items: { 'big-bloom': { item: { id: 'big-bloom', price: 1 }, count: 2 } }, distance: -1, deliveryAddress: { city: 'Liverpool' } };
    expect(ShippingEstimateBody.parse({ postal: 'B0T1K0', cart })).toEqual({ postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: 2 } } } });
  });

  it('says what is wrong with a postal code', () => {
    expect(messages(ShippingEstimateBody.safeParse({ province: 'ON', postal: '90210', value: 1 }))).toEqual(['postal: a Canadian postal code looks like A1A 1A1']);
    expect(messages(ShippingEstimateBody.safeParse({ province: 'ON', postal: 'B0T1K0', value: 1 }))).toEqual([
      'postal: a postal code starting with B is in Nova Scotia, not Ontario',
    ]);
  });

  it('refuses a body without value or cart, unknown fields, and nonsense values', () => {
    expect(messages(ShippingEstimateBody.safeParse({ postal: 'B0T1K0' }))).toEqual(['value: send the order value in cents or the cart']);
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', value: 1, postcode: 'x' }).success).toBe(false);
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', value: 12.5 }).success).toBe(false);
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', value: -1 }).success).toBe(false);
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: 0 } } } }).success).toBe(false);
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', cart: { items: { '../etc': { count: 1 } } } }).success).toBe(false);
    const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`item-${index}`, { count: 1 }]));
    expect(ShippingEstimateBody.safeParse({ postal: 'B0T1K0', cart: { items: tooMany } }).success).toBe(false);
  });

  it('reads a delivery address for a quote, province required', () => {
    expect(ShippingQuoteBody.parse({ street: '1 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', value: 100 })).toEqual({
      street: '1 Main St',
      city: 'Liverpool',
      province: 'NS',
      postal: 'B0T1K0',
      value: 100,
    });
    expect(ShippingQuoteBody.safeParse({ city: 'Liverpool', postal: 'B0T 1K0', value: 100 }).success).toBe(false);
  });
});
