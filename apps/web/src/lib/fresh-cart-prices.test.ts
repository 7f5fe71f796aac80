import { addToCart, emptyCart } from '@backroom/core/cart';
import { makeItem } from '@backroom/core/testing/make-item';
import { describe, expect, it } from 'vitest';
import { withPricesOf } from './fresh-cart-prices';

const bloom = makeItem({ id: 'big-bloom', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' });
const coco = makeItem({ id: 'coco', price: 1250 });
const cart = addToCart(addToCart(emptyCart(), bloom, 2), coco, 1);

describe('withPricesOf', () => {
  it('takes the price in effect now: a sale that ended gives the regular price back, a new sale its own', () => {
    const fresh = withPricesOf(cart, [
      { ...bloom, price: 1899, regularPrice: null, saleEndsAt: null },
      { ...coco, price: 999, regularPrice: 1250, saleEndsAt: '2026-12-24T04:00:00.000Z' },
    ]);
    expect(fresh.items['big-bloom']).toMatchObject({ count: 2, item: { price: 1899, regularPrice: null, saleEndsAt: null } });
    expect(fresh.items.coco).toMatchObject({ count: 1, item: { price: 999, regularPrice: 1250 } });
  });

  it('keeps the same cart when nothing changed, and lines the shop did not answer as they are', () => {
    expect(withPricesOf(cart, [bloom])).toBe(cart);
    expect(withPricesOf(cart, [])).toBe(cart);
    expect(withPricesOf(cart, [makeItem({ id: 'elsewhere', price: 1 })])).toBe(cart);
  });
});
