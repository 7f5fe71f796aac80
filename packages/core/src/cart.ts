// zod/mini: the storefront parses the cart on its first screen, and the full zod would add about
// 20 KB (gzip) to that first download.
import { z } from 'zod/mini';
import type { Item } from './catalog.js';

/** Local-storage key of the shopper's cart (SPEC section 3). */
export const CART_STORAGE_KEY = 'cart';
/** The most of one item a cart line holds. */
export const MAX_LINE_COUNT = 999;

const text = z.catch(z.string().check(z.maxLength(500)), '');
const cents = z.int();
const nullableText = z.nullable(z.string());

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

export const CardholderAddress = z.extend(Address, { country: z.catch(z.string().check(z.maxLength(2)), 'CA') });
export type CardholderAddress = z.infer<typeof CardholderAddress>;

export const CustomerAddress = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  dob: text,
  ageCheck: z.catch(z.boolean(), false),
  tosCheck: z.catch(z.boolean(), false),
  privacyCheck: z.catch(z.boolean(), false),
});
export type CustomerAddress = z.infer<typeof CustomerAddress>;

/**
 * The item as a cart line keeps it: the shape of catalog's `Item` (checked below), so the
 * storefront shows a line like any item. It is a snapshot for display; the server reprices.
 */
const CartItem = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string(),
  description: z.catch(z.string(), ''),
  brand: z.catch(z.string(), ''),
  sku: z.catch(z.string(), ''),
  codes: z.catch(z.object({ upc: z.string(), sku: z.string() }), { upc: '', sku: '' }),
  vendor: z.catch(nullableText, null),
  externalId: z.catch(nullableText, null),
  supplierUrls: z.catch(z.array(z.string()), []),
  homeUrls: z.catch(z.array(z.string()), []),
  imageId: z.catch(nullableText, null),
  categoryId: z.catch(nullableText, null),
  price: cents,
  inventory: z.catch(z.record(z.string(), z.object({ count: z.int() })), {}),
  stock: z.catch(z.int(), 0),
  group: z.catch(
    z.object({
      enabled: z.boolean(),
      parentId: nullableText,
      variantName: nullableText,
      variantSummary: z.nullable(z.object({ stock: z.int(), priceLow: cents, priceHigh: cents })),
    }),
    { enabled: false, parentId: null, variantName: null, variantSummary: null },
  ),
  hidden: z.catch(z.boolean(), false),
  discontinued: z.catch(z.boolean(), false),
  special: z.catch(z.boolean(), false),
  updatedAt: z.catch(z.string(), ''),
});
// A compile-time check that a cart line's item is exactly a catalogue Item.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const cartItemIsItem: Same<z.infer<typeof CartItem>, Item> = true;
void cartItemIsItem;

export const CartLine = z.object({ item: CartItem, count: z.int().check(z.minimum(1), z.maximum(MAX_LINE_COUNT)) });
export type CartLine = z.infer<typeof CartLine>;

const emptyAddress: Address = { firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' };

/**
 * The cart as kept in local storage. Every field falls back to its default when what is stored
 * is damaged or from an older version, and a damaged line is dropped, so a cart always loads.
 */
export const Cart = z.object({
  items: z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((lines): Record<string, CartLine> =>
      Object.fromEntries(
        Object.entries(lines).flatMap(([id, line]) => {
          const parsed = CartLine.safeParse(line);
          return parsed.success && parsed.data.item.id === id ? [[id, parsed.data]] : [];
        }),
      ),
    ),
  ),
  deliveryAddress: z.catch(Address, emptyAddress),
  cardholderAddress: z.catch(CardholderAddress, { ...emptyAddress, country: 'CA' }),
  customerAddress: z.catch(CustomerAddress, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dob: '',
    ageCheck: false,
    tosCheck: false,
    privacyCheck: false,
  }),
  distance: z.catch(z.number(), -1),
  shippingMethod: z.catch(z.nullable(z.string().check(z.maxLength(20))), null),
  paymentMethod: z.catch(z.nullable(z.enum(['emt', 'card', 'sezzle'])), null),
  deliveryDate: z.catch(z.nullable(z.string().check(z.maxLength(40))), null),
  notes: text,
  card: text,
  discountCode: z.catch(z.string().check(z.maxLength(40)), ''),
  discountAmount: z.catch(z.int().check(z.minimum(0)), 0),
  live: z.catch(z.boolean(), false),
  checkoutStep: z.catch(z.int().check(z.minimum(0), z.maximum(3)), 0),
  lastOrderId: z.catch(z.nullable(z.string().check(z.maxLength(64))), null),
  /** The secret of the last order, needed to cancel it. */
  lastOrderToken: z.catch(z.nullable(z.string().check(z.maxLength(200))), null),
  /** Idempotency key of the order being submitted: kept across retries until one succeeds. */
  submissionKey: z.catch(z.nullable(z.string().check(z.minLength(8), z.maxLength(100))), null),
  /**
   * Idempotency key of the card payment for the order awaiting payment: made just before the
   * first payment request and kept until the payment is settled, so a retry never charges twice.
   */
  paymentKey: z.catch(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_:.-]{8,40}$/))), null),
  lastError: z.catch(z.nullable(z.string().check(z.maxLength(1000))), null),
  environment: z.catch(z.enum(['TEST', 'PROD']), 'PROD'),
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

/**
 * The cart once its order is placed (SPEC section 4): items emptied; notes, discount, payment
 * method, delivery date, live and the checkout step removed; the order remembered. Addresses, the
 * shipping method and the gift card message, which the spec does not list, stay.
 */
export function cartAfterOrder(cart: Cart, order: { id: string; token: string }): Cart {
  return {
    ...cart,
    items: {},
    notes: '',
    discountCode: '',
    discountAmount: 0,
    paymentMethod: null,
    deliveryDate: null,
    live: false,
    checkoutStep: 0,
    lastOrderId: order.id,
    lastOrderToken: order.token,
    lastError: null,
    submissionKey: null,
    paymentKey: null,
  };
}

/**
 * The card order made by the submission under way and not paid yet: its id and token are kept as
 * the last order while the submission key is kept (a new key forgets the last order first).
 */
export function orderAwaitingPayment(cart: Pick<Cart, 'submissionKey' | 'lastOrderId' | 'lastOrderToken'>): { id: string; token: string } | null {
  if (cart.submissionKey === null || cart.lastOrderId === null || cart.lastOrderToken === null) return null;
  return { id: cart.lastOrderId, token: cart.lastOrderToken };
}

/** Starts a submission with a new idempotency key: the last order is forgotten so it is never taken for this one's. */
export function cartWithNewSubmission(cart: Cart, submissionKey: string): Cart {
  return { ...cart, submissionKey, paymentKey: null, lastOrderId: null, lastOrderToken: null };
}

/**
 * The cart once the order awaiting payment is over without being paid (declined, cancelled): the
 * next press makes a new order with new keys. Items and answers stay for the new attempt.
 */
export function cartAfterUnpaidOrder(cart: Cart, lastError: string | null): Cart {
  return { ...cart, submissionKey: null, paymentKey: null, lastError };
}
