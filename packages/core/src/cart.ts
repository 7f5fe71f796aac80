// Read by hand, without zod: the storefront reads the cart on its first screen, and any schema
// library (even zod/mini, which shares its core with the lazy screens' full zod) would add 10 KB
// or more (gzip) to that first download.
import type { Item } from './catalog.js';
import { normalizeGiftCardCode } from './gift-cards/gift-card-code.js';
import { list, plainObject, readBoolean, readInt, readNumber, readOneOf, readString, record } from './stored-value.js';

/** Local-storage key of the shopper's cart (SPEC section 3). */
export const CART_STORAGE_KEY = 'cart';
/** The most of one item a cart line holds. */
export const MAX_LINE_COUNT = 999;

const TEXT_MAX = 500;

export interface Address {
  firstName: string;
  lastName: string;
  street: string;
  additional: string;
  city: string;
  province: string;
  postal: string;
}

export interface CardholderAddress extends Address {
  country: string;
}

export interface CustomerAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  ageCheck: boolean;
  tosCheck: boolean;
  privacyCheck: boolean;
}

/** A cart line: the item as it was when added (a snapshot for display; the server reprices) and how many. */
export interface CartLine {
  item: Item;
  count: number;
}

export type PaymentMethod = 'emt' | 'card' | 'sezzle';

/**
 * A gift card bought in the cart: one line is one card (two cards to two people are two lines).
 * It never sits in `items` (the server refuses a gift card item there); the fields the server
 * reads are those of core's GiftCardLineIn, the others are for showing the line.
 */
export interface GiftCardCartLine {
  /** The line's own key in this cart (two lines may hold the same item). */
  key: string;
  itemId: string;
  /** The item's name when added, for display. */
  name: string;
  /** What the card is worth in cents (the item's price for a fixed amount), for display; the server reprices. */
  amount: number;
  /** The shopper typed the amount (an item with limits): it is sent; a fixed amount is the item's price. */
  chosen: boolean;
  /** '' = the buyer. */
  recipientName: string;
  /** '' = the buyer's own e-mail. */
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD (Halifax), or null to send at once. */
  deliverOn: string | null;
}

/** The most gift cards one cart sells, and the most codes one order pays with (core's gift-card-rules). */
export const MAX_CART_GIFT_CARD_LINES = 10;
export const MAX_CART_GIFT_CARD_CODES = 5;

/** The cart as kept in local storage (SPEC section 3). */
export interface Cart {
  items: Record<string, CartLine>;
  /** Gift cards being bought (docs/decisions/067). */
  giftCardLines: GiftCardCartLine[];
  /** Gift card codes to pay with, in the order they were entered (sent beside the cart, never inside it). */
  giftCards: string[];
  deliveryAddress: Address;
  cardholderAddress: CardholderAddress;
  customerAddress: CustomerAddress;
  distance: number;
  shippingMethod: string | null;
  paymentMethod: PaymentMethod | null;
  deliveryDate: string | null;
  /** The florist delivery window of the date ('morning', 'afternoon'), when the store sets windows. */
  deliveryWindow: string | null;
  /** Who a florist order goes to when not the shopper (blank name and phone: the shopper). */
  recipient: { name: string; phone: string };
  notes: string;
  card: string;
  discountCode: string;
  discountAmount: number;
  live: boolean;
  checkoutStep: number;
  lastOrderId: string | null;
  /** The secret of the last order, needed to cancel it. */
  lastOrderToken: string | null;
  /** Idempotency key of the order being submitted: kept across retries until one succeeds. */
  submissionKey: string | null;
  /**
   * Idempotency key of the card payment for the order awaiting payment: made just before the
   * first payment request and kept until the payment is settled, so a retry never charges twice.
   */
  paymentKey: string | null;
  lastError: string | null;
  environment: 'TEST' | 'PROD';
}

const text = (value: unknown) => readString(value, { max: TEXT_MAX }) ?? '';
const nullableText = (value: unknown, max = Number.MAX_SAFE_INTEGER, min = 0, pattern?: RegExp) =>
  value === null ? null : (readString(value, { min, max, pattern }) ?? null);

/** The named text fields of a stored object, each '' where missing or damaged. */
function readTexts<Field extends string>(stored: Record<string, unknown>, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, text(stored[field])])) as Record<Field, string>;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'additional', 'city', 'province', 'postal'] as const satisfies readonly (keyof Address)[];
const CUSTOMER_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'dob'] as const satisfies readonly (keyof CustomerAddress)[];

function readAddress(value: unknown): Address {
  return readTexts(plainObject(value) ?? {}, ADDRESS_FIELDS);
}

function readCustomer(value: unknown): CustomerAddress {
  const stored = plainObject(value) ?? {};
  return {
    ...readTexts(stored, CUSTOMER_TEXT_FIELDS),
    ageCheck: readBoolean(stored.ageCheck) ?? false,
    tosCheck: readBoolean(stored.tosCheck) ?? false,
    privacyCheck: readBoolean(stored.privacyCheck) ?? false,
  };
}

function readPlace(value: unknown): { count: number } | undefined {
  const count = readInt(plainObject(value)?.count);
  return count === undefined ? undefined : { count };
}

const noGroup: Item['group'] = { enabled: false, parentId: null, variantName: null, variantSummary: null };

function readGroup(value: unknown): Item['group'] {
  const stored = plainObject(value);
  const enabled = readBoolean(stored?.enabled);
  if (!stored || enabled === undefined) return noGroup;
  const parentId = stored.parentId === null ? null : readString(stored.parentId);
  const variantName = stored.variantName === null ? null : readString(stored.variantName);
  if (parentId === undefined || variantName === undefined) return noGroup;
  if (stored.variantSummary === null) return { enabled, parentId, variantName, variantSummary: null };
  const summary = plainObject(stored.variantSummary);
  const stock = readInt(summary?.stock);
  const priceLow = readInt(summary?.priceLow);
  const priceHigh = readInt(summary?.priceHigh);
  if (stock === undefined || priceLow === undefined || priceHigh === undefined) return noGroup;
  return { enabled, parentId, variantName, variantSummary: { stock, priceLow, priceHigh } };
}

function readCodes(value: unknown): Item['codes'] {
  const stored = plainObject(value);
  const upc = readString(stored?.upc);
  const sku = readString(stored?.sku);
  return upc === undefined || sku === undefined ? { upc: '', sku: '' } : { upc, sku };
}

/** A stored line's item, or undefined when its id, name or price is missing or damaged. */
function readItem(value: unknown): Item | undefined {
  const stored = plainObject(value);
  const id = readString(stored?.id, { min: 1, max: 64 });
  const name = readString(stored?.name);
  const price = readInt(stored?.price);
  if (!stored || id === undefined || name === undefined || price === undefined) return undefined;
  const nullable = (field: unknown) => (field === null ? null : (readString(field) ?? null));
  return {
    id,
    name,
    description: readString(stored.description) ?? '',
    brand: readString(stored.brand) ?? '',
    sku: readString(stored.sku) ?? '',
    codes: readCodes(stored.codes),
    vendor: nullable(stored.vendor),
    externalId: nullable(stored.externalId),
    supplierUrls: list(stored.supplierUrls, (url) => readString(url)) ?? [],
    homeUrls: list(stored.homeUrls, (url) => readString(url)) ?? [],
    imageId: nullable(stored.imageId),
    categoryId: nullable(stored.categoryId),
    price,
    regularPrice: readInt(stored.regularPrice) ?? null,
    saleEndsAt: nullable(stored.saleEndsAt),
    inventory: record(stored.inventory, readPlace) ?? {},
    stock: readInt(stored.stock) ?? 0,
    group: readGroup(stored.group),
    hidden: readBoolean(stored.hidden) ?? false,
    discontinued: readBoolean(stored.discontinued) ?? false,
    special: readBoolean(stored.special) ?? false,
    florist: readBoolean(stored.florist) ?? false,
    updatedAt: readString(stored.updatedAt) ?? '',
  };
}

/** The lines whose item and count are sound and whose key is their item's id; the others are dropped. */
function readLines(value: unknown): Record<string, CartLine> {
  const stored = plainObject(value) ?? {};
  const lines: Record<string, CartLine> = {};
  for (const [id, line] of Object.entries(stored)) {
    const storedLine = plainObject(line);
    const item = readItem(storedLine?.item);
    const count = readInt(storedLine?.count, { min: 1, max: MAX_LINE_COUNT });
    if (item && count !== undefined && item.id === id) lines[id] = { item, count };
  }
  return lines;
}

/** The elements of a stored list that read, a damaged one dropped (as a damaged line is). */
function soundOnes<T>(value: unknown, read: (element: unknown) => T | undefined): T[] {
  return Array.isArray(value) ? value.flatMap((element) => (read(element) as T | undefined) ?? []) : [];
}

function readGiftCardLine(value: unknown): GiftCardCartLine | undefined {
  const stored = plainObject(value);
  const key = readString(stored?.key, { min: 1, max: 64 });
  const itemId = readString(stored?.itemId, { min: 1, max: 64 });
  const amount = readInt(stored?.amount, { min: 1 });
  if (!stored || key === undefined || itemId === undefined || amount === undefined) return undefined;
  return {
    key,
    itemId,
    name: readString(stored.name, { max: TEXT_MAX }) ?? '',
    amount,
    chosen: readBoolean(stored.chosen) ?? false,
    recipientName: readString(stored.recipientName, { max: 100 }) ?? '',
    recipientEmail: readString(stored.recipientEmail, { max: 254 }) ?? '',
    message: readString(stored.message, { max: 500 }) ?? '',
    deliverOn: readString(stored.deliverOn, { pattern: /^\d{4}-\d{2}-\d{2}$/ }) ?? null,
  };
}

/**
 * The cart from what local storage held. Every field falls back to its default when what is
 * stored is damaged or from an older version, and a damaged line is dropped, so a cart always loads.
 */
export function readCart(value: unknown): Cart {
  const stored = plainObject(value) ?? {};
  return {
    items: readLines(stored.items),
    giftCardLines: soundOnes(stored.giftCardLines, readGiftCardLine).slice(0, MAX_CART_GIFT_CARD_LINES),
    giftCards: soundOnes(stored.giftCards, (code) => readString(code, { min: 1, max: 64 })).slice(0, MAX_CART_GIFT_CARD_CODES),
    deliveryAddress: readAddress(stored.deliveryAddress),
    cardholderAddress: { ...readAddress(stored.cardholderAddress), country: readString(plainObject(stored.cardholderAddress)?.country, { max: 2 }) ?? 'CA' },
    customerAddress: readCustomer(stored.customerAddress),
    distance: readNumber(stored.distance) ?? -1,
    shippingMethod: nullableText(stored.shippingMethod, 20),
    paymentMethod: stored.paymentMethod === null ? null : (readOneOf(stored.paymentMethod, ['emt', 'card', 'sezzle'] as const) ?? null),
    deliveryDate: nullableText(stored.deliveryDate, 40),
    deliveryWindow: nullableText(stored.deliveryWindow, 20),
    recipient: readTexts(plainObject(stored.recipient) ?? {}, ['name', 'phone'] as const),
    notes: text(stored.notes),
    card: text(stored.card),
    discountCode: readString(stored.discountCode, { max: 40 }) ?? '',
    discountAmount: readInt(stored.discountAmount, { min: 0 }) ?? 0,
    live: readBoolean(stored.live) ?? false,
    checkoutStep: readInt(stored.checkoutStep, { min: 0, max: 3 }) ?? 0,
    lastOrderId: nullableText(stored.lastOrderId, 64),
    lastOrderToken: nullableText(stored.lastOrderToken, 200),
    submissionKey: nullableText(stored.submissionKey, 100, 8),
    paymentKey: nullableText(stored.paymentKey, 40, 8, /^[A-Za-z0-9_:.-]{8,40}$/),
    lastError: nullableText(stored.lastError, 1000),
    environment: readOneOf(stored.environment, ['TEST', 'PROD'] as const) ?? 'PROD',
  };
}

/** A cart with nothing in it. */
export function emptyCart(): Cart {
  return readCart({});
}

/** Reads a stored cart: anything unreadable gives an empty one, damaged parts their defaults. */
export function parseStoredCart(stored: string | null): Cart {
  if (stored === null) return emptyCart();
  try {
    const value: unknown = JSON.parse(stored);
    return readCart(value);
  } catch {
    return emptyCart();
  }
}

/** How many pieces the cart holds in all (the cart badge): each gift card is one. */
export function cartItemCount(cart: Pick<Cart, 'items'> & Partial<Pick<Cart, 'giftCardLines'>>): number {
  return Object.values(cart.items).reduce((sum, line) => sum + line.count, 0) + (cart.giftCardLines?.length ?? 0);
}

/** Whether the cart holds anything: goods or gift cards. */
export function cartIsEmpty(cart: Pick<Cart, 'items' | 'giftCardLines'>): boolean {
  return Object.keys(cart.items).length === 0 && cart.giftCardLines.length === 0;
}

/** A cart of gift cards alone: nothing to ship, no address, no tax (the server records the method as EMAIL). */
export function onlyGiftCards(cart: Pick<Cart, 'items' | 'giftCardLines'>): boolean {
  return Object.keys(cart.items).length === 0 && cart.giftCardLines.length > 0;
}

/** What the gift cards bought in the cart are worth, in cents (never taxed, never discounted). */
export function giftCardLinesTotal(cart: Pick<Cart, 'giftCardLines'>): number {
  return cart.giftCardLines.reduce((sum, line) => sum + line.amount, 0);
}

/** Adds a gift card line; refused (the cart unchanged) past the most a cart sells. */
export function addGiftCardLine(cart: Cart, line: GiftCardCartLine): Cart {
  if (cart.giftCardLines.length >= MAX_CART_GIFT_CARD_LINES) return cart;
  return { ...cart, giftCardLines: [...cart.giftCardLines, line] };
}

/** Removes the gift card line with this key. */
export function removeGiftCardLine(cart: Cart, key: string): Cart {
  return { ...cart, giftCardLines: cart.giftCardLines.filter((line) => line.key !== key) };
}

/** Adds a gift card code to pay with (as the shop reads it: case, spaces and dashes dropped; once; at most five). */
export function addGiftCardCode(cart: Cart, typed: string): Cart {
  const code = normalizeGiftCardCode(typed);
  if (code === '' || cart.giftCards.includes(code) || cart.giftCards.length >= MAX_CART_GIFT_CARD_CODES) return cart;
  return { ...cart, giftCards: [...cart.giftCards, code] };
}

/** Stops paying with a code. */
export function removeGiftCardCode(cart: Cart, code: string): Cart {
  return { ...cart, giftCards: cart.giftCards.filter((other) => other !== code) };
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
 * method, delivery date (and its window), live and the checkout step removed; the order remembered.
 * Addresses, the shipping method and the gift card message, which the spec does not list, stay;
 * the gift's recipient goes with the order (the next flowers are seldom for the same person).
 */
export function cartAfterOrder(cart: Cart, order: { id: string; token: string }): Cart {
  return {
    ...cart,
    items: {},
    giftCardLines: [],
    giftCards: [],
    notes: '',
    discountCode: '',
    discountAmount: 0,
    paymentMethod: null,
    deliveryDate: null,
    deliveryWindow: null,
    recipient: { name: '', phone: '' },
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
