import { type Cart } from '@backroom/core/cart';
import { type Item, MAX_BATCH_ITEMS } from '@backroom/core/catalog';
import { useEffect } from 'react';
import { postStoreJson } from './api-client';
import { readCart, updateCart } from './cart-store';

/**
 * The cart with the prices the shop gives now: a line keeps the item as it was added (for display;
 * the server prices the order), so a sale that started or ended since would show the wrong price.
 * Lines the shop did not answer (hidden, gone) stay as they are; the server says so at checkout.
 */
export function withPricesOf(cart: Cart, items: readonly Item[]): Cart {
  let changed = false;
  const lines = { ...cart.items };
  for (const fresh of items) {
    const line = lines[fresh.id];
    if (!line) continue;
    const { price, regularPrice, saleEndsAt } = fresh;
    if (line.item.price === price && line.item.regularPrice === regularPrice && line.item.saleEndsAt === saleEndsAt) continue;
    lines[fresh.id] = { ...line, item: { ...line.item, price, regularPrice, saleEndsAt } };
    changed = true;
  }
  return changed ? { ...cart, items: lines } : cart;
}

/** Once a visit of the cart or checkout, asks the shop for its items' prices now (POST items/batch). */
export function useFreshCartPrices(active = true): void {
  useEffect(() => {
    if (!active) return;
    const ids = Object.keys(readCart().items).slice(0, MAX_BATCH_ITEMS);
    if (ids.length === 0) return;
    let gone = false;
    postStoreJson<Item[]>('/items/batch', { ids }).then(
      (items) => {
        if (!gone) updateCart((cart) => withPricesOf(cart, items));
      },
      // Offline or refused: the prices as added stay; the server prices the order anyway.
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [active]);
}
