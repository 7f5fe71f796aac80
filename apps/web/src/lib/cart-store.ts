import { type Cart, CART_STORAGE_KEY, emptyCart, parseStoredCart } from '@backroom/core/cart';
import { useSyncExternalStore } from 'react';
import { inBrowser, onStoredChangeElsewhere, readStored, writeStored } from './browser-state';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Cart | null = null;

/** The cart as it is now, outside React. */
export function readCart(): Cart {
  // Storage refused (a locked-down browser) or the server's render: an empty cart.
  current ??= parseStoredCart(readStored(CART_STORAGE_KEY));
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab changed the cart: take its version.
onStoredChangeElsewhere((key) => {
  if (key !== CART_STORAGE_KEY && key !== null) return;
  current = null;
  notify();
});

/**
 * Replaces the cart through `change` and keeps it in local storage. On the server, which renders
 * for every visitor from one module, it does nothing.
 */
export function updateCart(change: (cart: Cart) => Cart): void {
  if (!inBrowser()) return;
  const next = change(readCart());
  if (next === current) return;
  current = next;
  // Storage full or refused (private mode): the cart still works for this page's life.
  writeStored(CART_STORAGE_KEY, JSON.stringify(next));
  notify();
}

/** The cart's parts a checkout form types into, one text field at a time. */
type TypedPart = 'customerAddress' | 'deliveryAddress' | 'cardholderAddress';
type TextFieldOf<Part extends TypedPart> = { [Field in keyof Cart[Part]]: Cart[Part][Field] extends string ? Field : never }[keyof Cart[Part]];

/** Keeps one typed text field of the cart's contact, delivery address or cardholder address. */
export function saveCartField<Part extends TypedPart>(part: Part, field: TextFieldOf<Part>, value: string): void {
  updateCart((cart) => ({ ...cart, [part]: { ...cart[part], [field]: value } }));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's render, and the browser's hydration of it, know no cart: the badge and totals fill in just after. */
const SERVER_CART = emptyCart();
const serverCart = () => SERVER_CART;

/** The shopper's cart, re-rendering on every change (also from other tabs). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, serverCart);
}

/** Calls `listener` on every change of the cart; returns the function that stops it. */
export function subscribeToCart(listener: () => void): () => void {
  return subscribe(listener);
}

/** Forgets the in-memory copy; tests use it after changing local storage directly. */
export function reloadCart(): void {
  current = null;
  notify();
}
