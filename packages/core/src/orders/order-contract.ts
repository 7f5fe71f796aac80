import { z } from 'zod';

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
  item: z.object({ id: z.string().nullable(), name: z.string(), price: z.number().int() }),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** GET order/{id}: only what the receipt needs; money in cents. */
export const OrderView = z.object({
  id: z.string(),
  state: OrderState,
  createdAt: z.string(),
  items: z.array(OrderLine),
  discountCode: z.string().nullable(),
  discountAmount: z.number().int(),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(['emt', 'card', 'sezzle']),
  shippingMethod: z.string(),
  environment: z.enum(['TEST', 'PROD']),
});
export type OrderView = z.infer<typeof OrderView>;

/** GET order/discount/{code}: one of the two. */
export const DiscountView = z.union([
  z.object({ code: z.string(), discountAmount: z.number().int() }),
  z.object({ code: z.string(), discountPercent: z.number() }),
]);
export type DiscountView = z.infer<typeof DiscountView>;
