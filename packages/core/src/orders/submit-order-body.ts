import { z } from 'zod';
import { MAX_LINE_COUNT } from '../cart.js';
import { ItemId, MAX_BATCH_ITEMS } from '../catalog.js';
import { GiftCardCodesIn, GiftCardLinesIn } from '../gift-cards/gift-card-contract.js';
import { DeliveryWindowId } from '../florist/florist-settings.js';
import { RECIPIENT_NAME_MAX, RECIPIENT_PHONE_MAX } from '../florist/gift-order.js';
import { DEFAULT_LOCALE, LOCALES } from '../locale.js';
import { TextIn } from '../text-in.js';

const text = (max: number) => TextIn.max(max, `at most ${max} characters`).default('');

const SubmittedAddress = z.object({
  firstName: text(100),
  lastName: text(100),
  street: text(200),
  additional: text(200),
  city: text(100),
  province: text(40),
  postal: text(20),
});

const SubmittedContact = z.object({
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(40),
});

/**
 * The cart as POST order/submit reads it: what the server trusts of the shopper's cart (see
 * cart.ts). Item snapshots, prices, totals and the cart's own discount amount are ignored; every
 * other field of the stored cart is dropped unread.
 */
export const SubmittedCart = z.object({
  items: z
    .record(ItemId, z.object({ count: z.number().int('a count is a whole number').min(1).max(MAX_LINE_COUNT) }))
    .refine((lines) => Object.keys(lines).length <= MAX_BATCH_ITEMS, `a cart holds at most ${MAX_BATCH_ITEMS} lines`),
  customerAddress: SubmittedContact.default({ firstName: '', lastName: '', email: '', phone: '' }),
  deliveryAddress: SubmittedAddress.default({ firstName: '', lastName: '', street: '', additional: '', city: '', province: '', postal: '' }),
  shippingMethod: z.string().max(20).nullable().default(null),
  paymentMethod: z.enum(['emt', 'card', 'sezzle']).nullable().default(null),
  /** The florist delivery date (YYYY-MM-DD) chosen in the Shipping step; the server checks it by its own clock. */
  deliveryDate: z.string().max(40).nullable().default(null),
  /** The florist delivery window (morning, afternoon) of the date, when the store sets windows. */
  deliveryWindow: DeliveryWindowId.nullable().default(null),
  /** Who a florist order goes to when not the shopper (blank: the shopper); checked by core's giftProblems. */
  recipient: z.object({ name: text(RECIPIENT_NAME_MAX * 2), phone: text(RECIPIENT_PHONE_MAX) }).default({ name: '', phone: '' }),
  /** Delivery notes; a florist order's delivery instructions. */
  notes: text(500),
  /** The gift card message (core's CARD_MESSAGE_MAX is checked with a reason; this bound stops a flood). */
  card: text(1000),
  discountCode: text(40),
  environment: z.enum(['TEST', 'PROD']).default('PROD'),
  /**
   * The language of the page the shopper ordered from; their e-mails are written in it. Absent
   * (a storefront from before the French one) or anything but 'en-CA' / 'fr-CA' is English, never a refusal.
   */
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  /** Gift cards bought (docs/decisions/067): one entry a card, with its amount, recipient, message and date. */
  giftCardLines: GiftCardLinesIn,
});
export type SubmittedCart = z.infer<typeof SubmittedCart>;

/** POST order/submit; the idempotency key travels in its header (IDEMPOTENCY_KEY_HEADER). */
export const SubmitOrderBody = z.object({
  cart: SubmittedCart,
  /** Gift card codes paying the order, in this order (typed any way: case, spaces and dashes are ignored). */
  giftCards: GiftCardCodesIn,
});
export type SubmitOrderBody = z.infer<typeof SubmitOrderBody>;

/** An idempotency key: made by the shopper's browser (a random UUID does), kept secret like a password. */
export const IdempotencyKey = z
  .string({ error: 'the idempotency-key header is required' })
  .regex(/^[A-Za-z0-9_.:-]{16,128}$/, 'an idempotency key is 16-128 letters, digits, dots, colons, dashes or underscores');
