import { describe, expect, it } from 'vitest';
import {
  compareForListing,
  displayName,
  isUnchosenGroup,
  itemPriceLabel,
  type PricedItem,
  priceRangeOf,
  quantityFromInput,
  shownStock,
  totalStock,
} from './item-display.js';

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

const single: PricedItem = {
  price: 1899,
  stock: 7,
  group: { enabled: false, variantName: null, variantSummary: null },
};
const groupHead: PricedItem = {
  price: 1799,
  stock: 15,
  group: { enabled: true, variantName: null, variantSummary: { stock: 9, priceLow: 1799, priceHigh: 6499 } },
};

describe('itemPriceLabel', () => {
  it("shows an item's own price, and a zero price as $0.00", () => {
    expect(itemPriceLabel(single)).toBe('$18.99');
    expect(itemPriceLabel({ ...single, price: 0 })).toBe('$0.00');
  });

  it("shows an unchosen group's variant price range, or one price when the variants cost the same", () => {
    expect(itemPriceLabel(groupHead)).toBe('$17.99 - $64.99');
    expect(
      itemPriceLabel({ ...groupHead, group: { ...groupHead.group, variantSummary: { stock: 1, priceLow: 500, priceHigh: 500 } } }),
    ).toBe('$5.00');
  });

  it('shows the own price of a chosen variant', () => {
    expect(itemPriceLabel({ ...groupHead, group: { ...groupHead.group, variantName: '1 L' } })).toBe('$17.99');
  });
});

describe('shownStock', () => {
  it("gives an unchosen group's variant stock, otherwise the item's total stock", () => {
    expect(shownStock(groupHead)).toBe(9);
    expect(shownStock(single)).toBe(7);
    expect(isUnchosenGroup({ ...groupHead, group: { ...groupHead.group, variantSummary: null } })).toBe(false);
  });
});

describe('quantityFromInput', () => {
  it('turns non-numeric or negative text into 0 and keeps whole numbers', () => {
    expect(quantityFromInput('abc')).toBe(0);
    expect(quantityFromInput('')).toBe(0);
    expect(quantityFromInput('-3')).toBe(0);
    expect(quantityFromInput('4')).toBe(4);
    expect(quantityFromInput(' 2.7 ')).toBe(2);
  });
});
