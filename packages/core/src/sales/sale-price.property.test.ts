import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSaleBoundary, percentOff, priceInEffect, saleIsOn, salePriceOf, type SaleTerms } from './sale-price.js';

const instant = fc.integer({ min: 0, max: 1_000_000 });
const sale: fc.Arbitrary<SaleTerms> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    start: instant,
    length: fc.integer({ min: 1, max: 500_000 }),
    fixed: fc.boolean(),
    salePrice: fc.integer({ min: 1, max: 200_000 }),
    percent: fc.integer({ min: 1, max: 90 }),
  })
  .map(({ id, start, length, fixed, salePrice, percent }) => ({
    id,
    startsAt: start,
    endsAt: start + length,
    salePrice: fixed ? salePrice : null,
    percent: fixed ? null : percent,
  }));
const regular = fc.integer({ min: 0, max: 200_000 });

describe('the price in effect for any regular price, sales and moment', () => {
  it('is never above the regular price, never below a cent unless the regular price is, and whole cents', () => {
    fc.assert(
      fc.property(regular, fc.array(sale, { maxLength: 6 }), instant, (price, sales, now) => {
        const effect = priceInEffect(price, sales, now);
        expect(effect.price).toBeLessThanOrEqual(price);
        expect(effect.price).toBeGreaterThanOrEqual(Math.min(price, 1));
        expect(Number.isInteger(effect.price)).toBe(true);
        expect(effect.regularPrice === null ? effect.price === price : effect.price < price && effect.regularPrice === price).toBe(true);
      }),
    );
  });

  it('is the lowest any sale on at that moment gives, and names a sale on then that gives it', () => {
    fc.assert(
      fc.property(regular, fc.array(sale, { maxLength: 6 }), instant, (price, sales, now) => {
        const effect = priceInEffect(price, sales, now);
        const offers = sales.filter((one) => saleIsOn(one, now)).map((one) => Math.min(price, salePriceOf(price, one)));
        expect(effect.price).toBe(Math.min(price, ...offers));
        if (effect.sale) {
          const named = sales.find((one) => one.id === effect.sale?.id && saleIsOn(one, now) && salePriceOf(price, one) === effect.price);
          expect(named).toBeDefined();
          expect(effect.sale.endsAt).toBeGreaterThan(now);
        }
      }),
    );
  });

  it('does not change between two boundaries: the price at any moment is the price at the last boundary before it', () => {
    fc.assert(
      fc.property(regular, fc.array(sale, { maxLength: 6 }), instant, (price, sales, now) => {
        const next = nextSaleBoundary(sales, now);
        const later = next === null ? now + 1_000_000 : next - 1;
        if (later < now) return;
        expect(priceInEffect(price, sales, later)).toEqual(priceInEffect(price, sales, now));
      }),
    );
  });

  it('does not depend on the order the sales are given in', () => {
    fc.assert(
      fc.property(regular, fc.array(sale, { maxLength: 6 }), instant, (price, sales, now) => {
        expect(priceInEffect(price, [...sales].reverse(), now)).toEqual(priceInEffect(price, sales, now));
      }),
    );
  });

  it('is the regular price with no sale on: before the start and from the end on', () => {
    fc.assert(
      fc.property(regular, sale, (price, one) => {
        expect(priceInEffect(price, [one], Number(one.startsAt) - 1).regularPrice).toBeNull();
        expect(priceInEffect(price, [one], Number(one.endsAt)).regularPrice).toBeNull();
      }),
    );
  });
});

describe('a percentage off', () => {
  it('rounds to the nearest cent, halves up', () => {
    expect(percentOff(999, 25)).toBe(749); // 749.25
    expect(percentOff(1_000, 15)).toBe(850);
    expect(percentOff(250, 50)).toBe(125);
    expect(percentOff(5, 50)).toBe(3); // 2.5 rounds up
  });

  it('never takes an item below a cent', () => {
    expect(priceInEffect(1, [{ id: 'a', startsAt: 0, endsAt: 10, salePrice: null, percent: 90 }], 5)).toEqual({ price: 1, regularPrice: null, sale: null });
    expect(priceInEffect(2, [{ id: 'a', startsAt: 0, endsAt: 10, salePrice: null, percent: 90 }], 5).price).toBe(1);
  });

  it('names the longest of two sales giving the same price', () => {
    const sales = [
      { id: 'short', startsAt: 0, endsAt: 10, salePrice: 500, percent: null },
      { id: 'long', startsAt: 0, endsAt: 20, salePrice: null, percent: 50 },
    ];
    expect(priceInEffect(1_000, sales, 5)).toEqual({ price: 500, regularPrice: 1_000, sale: { id: 'long', endsAt: 20 } });
  });
});
