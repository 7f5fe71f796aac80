import { describe, expect, it } from 'vitest';
import { makeItem } from '../testing/make-item.js';
import { reorderOf } from './reorder.js';

const past = (itemId: string, price: number, count: number) => ({ itemId, name: `Name of ${itemId}`, price, count });
const soldNow = (...items: ReturnType<typeof makeItem>[]) => new Map(items.map((item) => [item.id, item]));

describe('putting a past order back in the cart', () => {
  it('adds what is still sold at today’s price and says which prices moved', () => {
    const reorder = reorderOf('B-1', [past('same', 1000, 2), past('dearer', 500, 1), past('cheaper', 800, 3)], soldNow(
      makeItem({ id: 'same', price: 1000, stock: 10 }),
      makeItem({ id: 'dearer', price: 650, stock: 10 }),
      makeItem({ id: 'cheaper', price: 700, stock: 10 }),
    ));
    expect(reorder.lines.map((line) => [line.item.id, line.item.price, line.count])).toEqual([
      ['same', 1000, 2],
      ['dearer', 650, 1],
      ['cheaper', 700, 3],
    ]);
    expect(reorder.changes).toEqual([
      { itemId: 'dearer', name: 'Name of dearer', kind: 'priceUp', ordered: 1, added: 1, pastPrice: 500, price: 650 },
      { itemId: 'cheaper', name: 'Name of cheaper', kind: 'priceDown', ordered: 3, added: 3, pastPrice: 800, price: 700 },
    ]);
  });

  it('leaves out what is sold out, discontinued or gone, and adds only what is left of a short item', () => {
    const reorder = reorderOf('B-2', [past('sold-out', 100, 1), past('ended', 100, 1), past('gone', 100, 1), past('special', 100, 1), past('short', 100, 5)], soldNow(
      makeItem({ id: 'sold-out', price: 100, stock: 0 }),
      makeItem({ id: 'ended', price: 100, stock: 0, discontinued: true }),
      makeItem({ id: 'special', price: 100, stock: 4, special: true }),
      makeItem({ id: 'short', price: 120, stock: 2 }),
    ));
    expect(reorder.lines.map((line) => [line.item.id, line.count])).toEqual([['short', 2]]);
    expect(reorder.changes.map(({ itemId, kind, added }) => [itemId, kind, added])).toEqual([
      ['sold-out', 'outOfStock', 0],
      ['ended', 'discontinued', 0],
      ['gone', 'noLongerSold', 0],
      ['special', 'noLongerSold', 0],
      ['short', 'priceUp', 2],
      ['short', 'lessStock', 2],
    ]);
  });

  it('counts two lines of one item together', () => {
    const reorder = reorderOf('B-3', [past('twice', 100, 1), past('twice', 100, 2)], soldNow(makeItem({ id: 'twice', price: 100, stock: 50 })));
    expect(reorder.lines.map((line) => line.count)).toEqual([3]);
    expect(reorder.changes).toEqual([]);
  });
});
