import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOff, orderTotals, taxOn, type Discount } from './order-totals.js';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ discountAmount: fc.integer({ min: -1_000, max: 200_000_000 }) }),
  fc.record({ discountPercent: fc.integer({ min: -10, max: 150 }) }),
);

describe('order totals for any cart', () => {
  it('are never negative, and the total is subtotal - discount + shipping + tax', () => {
    fc.assert(
      fc.property(cents, discount, fc.integer({ min: -1, max: 1_000_000 }), (subtotal, off, shipping) => {
        const { taxLines, ...totals } = orderTotals(subtotal, off, shipping);
        for (const figure of Object.values(totals)) expect(figure).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBe(totals.subtotal - totals.discountAmount + totals.shipping + totals.tax);
        for (const figure of Object.values(totals)) expect(Number.isInteger(figure)).toBe(true);
        expect(taxLines).toEqual([{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: totals.tax }]);
      }),
    );
  });

  it('charge tax of 15% of the discounted subtotal plus shipping, within half a cent', () => {
    fc.assert(
      fc.property(cents, discount, fc.integer({ min: 0, max: 1_000_000 }), (subtotal, off, shipping) => {
        const totals = orderTotals(subtotal, off, shipping);
        const taxable = totals.subtotal - totals.discountAmount + totals.shipping;
        expect(Math.abs(totals.tax - taxable * 0.15)).toBeLessThanOrEqual(0.5);
        expect(totals.tax).toBe(taxOn(taxable));
      }),
    );
  });

  it('never take off more than the subtotal, nor less than nothing', () => {
    fc.assert(
      fc.property(cents, discount, (subtotal, off) => {
        const taken = discountOff(subtotal, off);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(subtotal);
      }),
    );
  });

  it('take a percent off to the nearest cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (subtotal, percent) => {
        expect(Math.abs(discountOff(subtotal, { discountPercent: percent }) - (subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
