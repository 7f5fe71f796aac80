import { describe, expect, it } from 'vitest';
import { bestShippingEstimate, deliveryEstimateText, pickShippingOption, shippingError, ShippingQuote } from './shipping-quote.js';

const quote = (overrides: Partial<ShippingQuote> & Pick<ShippingQuote, 'code'>): ShippingQuote => ({
  name: overrides.code,
  minDays: 2,
  maxDays: 4,
  price: 1195,
  freeShippingThreshold: null,
  ...overrides,
});

describe('shipping quotes', () => {
  it('gives the ERROR shape of SPEC section 8', () => {
    expect(shippingError('LOCAL')).toEqual({ code: 'ERROR', name: 'Local Delivery', minDays: 0, maxDays: 1, price: -1, freeShippingThreshold: null });
    expect(shippingError('CP.XP')).toEqual({ code: 'ERROR', name: 'Unknown', minDays: 0, maxDays: 0, price: -1, freeShippingThreshold: null });
    expect(shippingError('FEDEX')).toMatchObject({ code: 'ERROR', name: 'Unknown', price: -1 });
    expect(shippingError('LOCAL', 40.9)).toMatchObject({ code: 'ERROR', name: 'Local Delivery', distance: 40.9 });
    expect(ShippingQuote.parse(shippingError('LOCAL'))).toEqual(shippingError('LOCAL'));
  });

  it('shows the delivery estimate as (minDays+1)-(maxDays+3) days', () => {
    expect(deliveryEstimateText({ minDays: 2, maxDays: 4 })).toBe('3-7 days');
    expect(deliveryEstimateText({ minDays: 0, maxDays: 0 })).toBe('1-3 days');
    expect(deliveryEstimateText(shippingError('LOCAL'))).toBe('1-4 days');
  });

  it('picks the option matching a code, or ERROR when the list has none', () => {
    const options = [quote({ code: 'PICKUP', price: 0 }), quote({ code: 'CP.RP' })];
    expect(pickShippingOption(options, 'CP.RP')).toBe(options[1]);
    expect(pickShippingOption(options, 'LOCAL')).toEqual(shippingError('LOCAL'));
    expect(pickShippingOption(options, 'CP.PC')).toEqual(shippingError('CP.PC'));
  });

  describe('best estimate (SPEC section 9)', () => {
    it('takes the lowest free-shipping threshold, ignoring PICKUP and LOCAL', () => {
      const options = [
        quote({ code: 'PICKUP', price: 0, freeShippingThreshold: 0 }),
        quote({ code: 'LOCAL', price: 1000, freeShippingThreshold: 5000 }),
        quote({ code: 'CP.XP', freeShippingThreshold: 20_000 }),
        quote({ code: 'CP.RP', freeShippingThreshold: 9_900 }),
        quote({ code: 'CP.PC', freeShippingThreshold: null }),
      ];
      expect(bestShippingEstimate(options)?.code).toBe('CP.RP');
    });

    it('skips options without a threshold and prefers the cheaper on a tie', () => {
      const options = [
        quote({ code: 'CP.PC', freeShippingThreshold: null }),
        quote({ code: 'CP.EP', price: 1395, freeShippingThreshold: 12_500 }),
        quote({ code: 'ARMOUR', price: 1295, freeShippingThreshold: 12_500 }),
      ];
      expect(bestShippingEstimate(options)?.code).toBe('ARMOUR');
    });

    it('is null when no option has a threshold', () => {
      expect(bestShippingEstimate([quote({ code: 'CP.PC' }), quote({ code: 'LOCAL', freeShippingThreshold: 7500 })])).toBeNull();
      expect(bestShippingEstimate([])).toBeNull();
    });
  });
});
