import { describe, expect, it } from 'vitest';
import { discountOff, orderTotals, taxOn } from './order-totals.js';

describe('order totals', () => {
  it('adds 15% tax on the discounted subtotal plus shipping', () => {
    expect(orderTotals(10_000, null, 1_500)).toEqual({
      subtotal: 10_000,
      discountAmount: 0,
      shipping: 1_500,
      tax: 1_725,
      taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 1_725 }],
      total: 13_225,
    });
  });

  it('takes a percent of the subtotal, rounded', () => {
    expect(discountOff(3_333, { discountPercent: 10 })).toBe(333);
    expect(discountOff(3_335, { discountPercent: 10 })).toBe(334);
  });

  it('never takes more than the subtotal', () => {
    expect(orderTotals(500, { discountAmount: 2_000 }, 0)).toMatchObject({ discountAmount: 500, tax: 0, total: 0 });
  });

  it('rounds the tax to the cent', () => {
    expect(taxOn(1_003)).toBe(150);
    expect(taxOn(1_010)).toBe(152);
  });
});
