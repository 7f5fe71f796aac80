import { describe, expect, it } from 'vitest';
import { compareForListing, displayName, priceRangeOf, totalStock } from './item-display.js';

describe('displayName', () => {
  it("shows only the last segment after '>'", () => {
    expect(displayName('FoxFarm>Liquid>Big Bloom')).toBe('Big Bloom');
    expect(displayName('Tiger Bloom')).toBe('Tiger Bloom');
    expect(displayName('Soil > Ocean Forest ')).toBe('Ocean Forest');
  });

  it("says 'Unnamed' when there is no name", () => {
    expect(displayName(undefined)).toBe('Unnamed');
    expect(displayName('')).toBe('Unnamed');
    expect(displayName('Nutrients>')).toBe('Unnamed');
  });
});

describe('totalStock', () => {
  it('adds the counts of every location', () => {
    expect(totalStock({ store: { count: 3 }, warehouse: { count: 2 } })).toBe(5);
    expect(totalStock({ store: { count: 0 } })).toBe(0);
  });

  it('counts an item without inventory data as 100', () => {
    expect(totalStock(null)).toBe(100);
    expect(totalStock({})).toBe(100);
  });
});

describe('compareForListing', () => {
  it('puts items in stock first, then orders by displayed name', () => {
    const items = [
      { name: 'Zinnia Seeds', stock: 0 },
      { name: 'b>Tomato Cages', stock: 4 },
      { name: 'alpha bloom', stock: 1 },
      { name: 'Aster', stock: 0 },
    ];
    expect(items.sort(compareForListing).map((item) => item.name)).toEqual([
      'alpha bloom',
      'b>Tomato Cages',
      'Aster',
      'Zinnia Seeds',
    ]);
  });
});

describe('priceRangeOf', () => {
  it('gives the lowest and highest price, or null without prices', () => {
    expect(priceRangeOf([999, 499, 1499])).toEqual({ priceLow: 499, priceHigh: 1499 });
    expect(priceRangeOf([])).toBeNull();
  });
});
