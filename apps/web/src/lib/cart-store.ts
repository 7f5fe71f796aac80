import { type Cart, CART_STORAGE_KEY, parseStoredCart } from '@backroom/core/cart';
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Cart | null = null;

/** The cart as it is now, outside React. */
export function readCart(): Cart {
  current ??= parseStoredCart(storedCartText());
  return current;
}

function storedCartText(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage refused (a locked-down browser): start with an empty cart that lives as long as the page.
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab changed the cart: take its version.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  current = null;
  notify();
});

/** Replaces the cart through `change` and keeps it in local storage. */
export function updateCart(change: (cart: Cart) => Cart): void {
  const next = change(readCart());
  if (next === current) return;
  current = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the cart still works for this page's life.
  }
  notify();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shopper's cart, re-rendering on every change (also from other tabs). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, readCart);
}

/** Forgets the in-memory copy; tests use it after changing local storage directly. */
export function reloadCart(): void {
  current = null;
  notify();
}
