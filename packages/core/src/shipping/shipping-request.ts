import { z } from 'zod';
import { MAX_LINE_COUNT } from '../cart.js';
import { ItemId, MAX_BATCH_ITEMS } from '../catalog.js';
import type { ProvinceCode } from '../provinces.js';
import { isCanadianPostalCode, postalCodeProvinceMismatch } from './postal-code.js';
import { PostalCode } from './postal-code-schema.js';
import { Province } from './shipping-zone.js';

/** The most an order value may be in a shipping request: $1,000,000 in cents. */
const MAX_ORDER_VALUE = 100_000_000;

/**
 * The shopper's cart as kept in local storage (see cart.ts), as far as shipping trusts it:
 * item ids and counts. The items' prices and flags are read again on the server.
 */
export const ShippingCart = z.object({
  items: z
    .record(ItemId, z.object({ count: z.number().int().min(1).max(MAX_LINE_COUNT) }))
    .refine((lines) => Object.keys(lines).length <= MAX_BATCH_ITEMS, `a cart holds at most ${MAX_BATCH_ITEMS} lines`),
});
export type ShippingCart = z.infer<typeof ShippingCart>;

const OrderValue = z.number().int('the value is a whole number of cents').min(0).max(MAX_ORDER_VALUE);

const needsValueOrCart = (body: { value?: number | undefined; cart?: ShippingCart | undefined }) =>
  body.value !== undefined || body.cart !== undefined;
const VALUE_OR_CART = { message: 'send the order value in cents or the cart', path: ['value'] };

function checkPostalFitsProvince(body: { postal: string; province?: ProvinceCode | undefined }, context: z.RefinementCtx) {
  if (body.province === undefined || !isCanadianPostalCode(body.postal)) return;
  const mismatch = postalCodeProvinceMismatch(body.postal, body.province);
  if (mismatch) context.addIssue({ code: 'custom', path: ['postal'], message: mismatch });
}

/**
 * POST shipping/estimate: `{province, postal, value}` or `{postal, cart}` (SPEC section 7).
 * Without a province, the postal code's first letter tells it. A cart's value is computed on
 * the server; a value sent beside a cart is ignored.
 */
export const ShippingEstimateBody = z
  .object({
    postal: PostalCode,
    province: Province.optional(),
    value: OrderValue.optional(),
    cart: ShippingCart.optional(),
  })
  .strict()
  .refine(needsValueOrCart, VALUE_OR_CART)
  .superRefine(checkPostalFitsProvince);
export type ShippingEstimateBody = z.infer<typeof ShippingEstimateBody>;

/** POST shipping: the delivery address with the order's value or cart (SPEC section 7). */
export const ShippingQuoteBody = z
  .object({
    street: z.string().max(200).default(''),
    city: z.string().max(100).default(''),
    province: Province,
    postal: PostalCode,
    value: OrderValue.optional(),
    cart: ShippingCart.optional(),
  })
  .strict()
  .refine(needsValueOrCart, VALUE_OR_CART)
  .superRefine(checkPostalFitsProvince);
export type ShippingQuoteBody = z.infer<typeof ShippingQuoteBody>;
