import { z } from 'zod';
import { Item } from './catalog.js';

/** Local-storage key of the shopper's cart (SPEC section 3). */
export const CART_STORAGE_KEY = 'cart';
/** The most of one item a cart line holds. */
export const MAX_LINE_COUNT = 999;

const text = z.string().max(500).catch('');

export const Address = z.object({
  firstName: text,
  lastName: text,
  street: text,
  additional: text,
  city: text,
  province: text,
  postal: text,
});
export type Address = z.infer<typeof Address>;

export const CardholderAddress = Address.extend({ country: z.string().max(2).catch('CA') });
export type CardholderAddress = z.infer<typeof CardholderAddress>;

export const CustomerAddress = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  dob: text,
  ageCheck: z.boolean().catch(false),
  tosCheck: z.boolean().catch(false),
  privacyCheck: z.boolean().catch(false),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

export const CartLine = z.object({ item: Item, count: z.number().int().min(1).max(MAX_LINE_COUNT) });
export type CartLine = z.infer<typeof CartLine>;

const emptyAddress: Address = { firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' };

/**
 * The cart as kept in local storage. Every field falls back to its default when what is stored
 * is damaged or from an older version, and a damaged line is dropped, so a cart always loads.
 */
export const Cart = z.object({
  items: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((lines) =>
      Object.fromEntries(
        Object.entries(lines).flatMap(([id, line]) => {
          const parsed = CartLine.safeParse(line);
          return parsed.success && parsed.data.item.id === id ? [[id, parsed.data]] : [];
        }),
      ),
    ),
  deliveryAddress: Address.catch(emptyAddress),
  cardholderAddress: CardholderAddress.catch({ ...emptyAddress, country: 'CA' }),
  customerAddress: CustomerAddress.catch({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dob: '',
    ageCheck: false,
    tosCheck: false,
    privacyCheck: false,
  }),
  distance: z.number().catch(-1),
  shippingMethod: z.string().max(20).nullable().catch(null),
  paymentMethod: z.enum(['emt', 'card', 'sezzle']).nullable().catch(null),
  deliveryDate: z.string().max(40).nullable().catch(null),
  notes: text,
  card: text,
  discountCode: z.string().max(40).catch(''),
  discountAmount: z.number().int().min(0).catch(0),
  live: z.boolean().catch(false),
  checkoutStep: z.number().int().min(0).max(3).catch(0),
  lastOrderId: z.string().max(64).nullable().catch(null),
  lastError: z.string().max(1000).nullable().catch(null),
  environment: z.enum(['TEST', 'PROD']).catch('PROD'),
});
export type Cart = z.infer<typeof Cart>;

/** A cart with nothing in it. */
export function emptyCart(): Cart {
  return Cart.parse({});
}

/** Reads a stored cart: anything unreadable gives an empty one, damaged parts their defaults. */
export function parseStoredCart(stored: string | null): Cart {
  if (stored === null) return emptyCart();
  try {
    const value: unknown = JSON.parse(stored);
    return Cart.parse(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});
  } catch {
    return emptyCart();
  }
}

/** How many pieces the cart holds in all (the cart badge). */
export function cartItemCount(cart: Cart): number {
  return Object.values(cart.items).reduce((sum, line) => sum + line.count, 0);
}

/** The badge text: nothing at 0, "99+" above 99. */
export function cartBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** Adds `count` of an item to the cart (SPEC section 4: Add to Cart raises the count). */
export function addToCart(cart: Cart, item: Item, count: number): Cart {
  const current = cart.items[item.id]?.count ?? 0;
  const next = Math.min(MAX_LINE_COUNT, current + Math.max(0, Math.floor(count)));
  if (next <= 0) return cart;
  return { ...cart, items: { ...cart.items, [item.id]: { item, count: next } } };
}

/** Sets a line's count; 0 or less removes the line. */
export function setLineCount(cart: Cart, itemId: string, count: number): Cart {
  const line = cart.items[itemId];
  if (!line) return cart;
  const items = { ...cart.items };
  if (count <= 0) delete items[itemId];
  else items[itemId] = { ...line, count: Math.min(MAX_LINE_COUNT, Math.floor(count)) };
  return { ...cart, items };
}

/** The cart's subtotal in cents from the prices it holds: for display; the server reprices. */
export function cartSubtotal(cart: Cart): number {
  return Object.values(cart.items).reduce((sum, line) => sum + line.item.price * line.count, 0);
}
