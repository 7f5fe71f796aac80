import { z } from 'zod';
import { AddressView } from './address-view.js';
import { DeliveryWindowView } from '../florist/florist-settings.js';
import { GiftCardApplied, OrderGiftCardLine } from '../gift-cards/gift-card-contract.js';
import { ParcelView } from '../shipments/parcel.js';
import { TaxLine } from '../tax/sales-tax.js';

/**
 * What the order calls answer (SPEC section 7), shared by the server (which serialises with these
 * schemas) and the storefront (which reads with them).
 */

/** Order states and the moves between them are enforced on the server (orders feature). */
export const ORDER_STATES = ['OPEN', 'PAID', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED', 'CANCELLED'] as const;
export const OrderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderState>;

/** Header carrying the shopper's idempotency key on POST order/submit. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** POST order/submit → 201. The token is the secret needed to cancel. */
export const SubmittedOrder = z.object({ id: z.string(), token: z.string() });
export type SubmittedOrder = z.infer<typeof SubmittedOrder>;

/** One line of an order: items and, with a name starting 'Shipping', the shipping line. */
export const OrderLine = z.object({
  count: z.number().int(),
  /** `price` is what was charged per unit; `regularPrice` the regular price then (above `price` when a sale gave it, docs/decisions/065). */
  item: z.object({ id: z.string().nullable(), name: z.string(), price: z.number().int(), regularPrice: z.number().int() }),
  /** The promotions' and the code's discounts spread on the line, for all its units, in cents; absent on the shipping line and on orders placed before decision 066. */
  discounts: z.object({ promotion: z.number().int(), code: z.number().int() }).optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** How the money of a refund went back: through the card provider, by e-transfer, or by hand. */
export const REFUND_PAYOUT_STATES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** One refund of an order as the receipt shows it: what went back, tax reversed at the order's rates. */
export const RefundView = z.object({
  /** 1, 2, …: the order's refunds in the order they were made. */
  number: z.number().int(),
  createdAt: z.string(),
  /** STAFF: staff refunded part or all of the order; CANCELLATION: the order was cancelled after it was paid. */
  kind: z.enum(['STAFF', 'CANCELLATION']),
  method: z.enum(['card', 'emt', 'manual']),
  lines: z.array(z.object({ itemId: z.string(), name: z.string(), price: z.number().int(), count: z.number().int() })),
  goods: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  adjustment: z.number().int(),
  taxLines: z.array(TaxLine),
  tax: z.number().int(),
  total: z.number().int(),
  /** Whether the money has reached the shopper's side: PENDING while the provider (or staff) carries it out. */
  payout: z.enum(REFUND_PAYOUT_STATES),
  /**
   * What of `total` went back to the gift cards that paid the order (by last four; docs/decisions/067),
   * and what through the payment (`method`): `total` = the cards' amounts + `toPayment`.
   */
  giftCards: z.array(GiftCardApplied).optional(),
  toPayment: z.number().int().optional(),
});
export type RefundView = z.infer<typeof RefundView>;

/** GET order/{id}: only what the receipt needs; money in cents. */
export const OrderView = z.object({
  id: z.string(),
  state: OrderState,
  createdAt: z.string(),
  items: z.array(OrderLine),
  discountCode: z.string().nullable(),
  /** The discount code's amount (the promotions' is `promotionAmount`). */
  discountAmount: z.number().int(),
  /** What the automatic promotions took off in all, in cents (decision 066); 0 when none. */
  promotionAmount: z.number().int().optional(),
  /** The promotions the order got, as the shopper saw them ('Buy 2 potting soils, get 1 half price'); the receipt and staff's order. */
  promotions: z.array(z.object({ label: z.string(), amount: z.number().int() })).optional(),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  /** Each tax as charged ('GST 5%', 'PST 7%', or 'Tax 15%' on a flat-tax order); their amounts add up to `tax`. */
  taxLines: z.array(TaxLine),
  total: z.number().int(),
  paymentMethod: z.enum(['emt', 'card', 'sezzle']),
  shippingMethod: z.string(),
  environment: z.enum(['TEST', 'PROD']),
  /** The day a florist order is delivered or picked up (YYYY-MM-DD, Halifax); null or absent for other orders. */
  deliveryDate: z.string().nullable().optional(),
  /** The florist order's delivery (or pickup) window and its hours as booked; null or absent for others. */
  deliveryWindow: DeliveryWindowView.nullable().optional(),
  /**
   * Who a florist order goes to when not the shopper; null: the shopper. The receipt shows only the
   * phone's last digits (anyone holding the link reads it); staff see it whole.
   */
  recipient: z.object({ name: z.string(), phone: z.string() }).nullable().optional(),
  /** The card's message as typed (line breaks kept); '' none. On the receipt of a florist order only. */
  giftMessage: z.string().optional(),
  /** Delivery instructions (the cart's notes): staff views only, never the receipt (a gate code, where the key is). */
  notes: z.string().optional(),
  /** What the order's refunds gave back in all, in cents (0 when none). */
  refundedTotal: z.number().int().optional(),
  /** Each refund of the order, oldest first (the receipt's list; the staff list leaves it out). */
  refunds: z.array(RefundView).optional(),
  /** The parcels it was shipped in, with their tracking links, first shipped first (the receipt's list). */
  parcels: z.array(ParcelView).optional(),
  /** The gift cards the order sells, in cents: untaxed, after tax, in `total` (docs/decisions/067). */
  giftCards: z.number().int().optional(),
  /** Each card sold (the receipt's list; staff list leaves it out). */
  giftCardLines: z.array(OrderGiftCardLine).optional(),
  /** The gift cards that paid the order: last four and amount. */
  giftCardsApplied: z.array(GiftCardApplied).optional(),
  giftCardsAppliedTotal: z.number().int().optional(),
  /** What is left to pay by card or e-transfer: total − giftCardsAppliedTotal. */
  amountDue: z.number().int().optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/** GET order/discount/{code}: one of the two. */
export const DiscountView = z.union([
  z.object({ code: z.string(), discountAmount: z.number().int() }),
  z.object({ code: z.string(), discountPercent: z.number() }),
]);
export type DiscountView = z.infer<typeof DiscountView>;

/** An order as staff see it in the base order list (GET /api/v1/order): who, what state, what money. */
export const StaffOrder = OrderView.omit({ items: true, refunds: true, parcels: true }).extend({
  store: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unpaid order is cancelled by itself; null when it never is. */
  holdUntil: z.string().nullable(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  delivery: AddressView,
  notes: z.string(),
  giftMessage: z.string(),
  lineCount: z.number().int(),
});
export type StaffOrder = z.infer<typeof StaffOrder>;

/** The `after` of the staff order list: an opaque cursor the previous page's Link header gave. */
export const ORDER_LIST_CURSOR = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * GET /api/v1/order: filters for the staff order list, newest first. Pages: `limit` orders at a
 * time; a Link header (rel="next") names the next page, keyed on the last order (`after`).
 * `offset` is the older way to skip and cannot be mixed with `after`.
 */
export const OrderListQuery = z.object({
  store: z.string().max(32).optional(),
  state: OrderState.optional(),
  /** ISO dates or instants: orders created at or after `from` and before `to`. */
  from: z.iso.date().or(z.iso.datetime()).optional(),
  to: z.iso.date().or(z.iso.datetime()).optional(),
  email: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  after: z.string().regex(ORDER_LIST_CURSOR, 'must be the cursor of a Link header this list gave').optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;
