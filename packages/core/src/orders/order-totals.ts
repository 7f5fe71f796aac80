import type { Cents } from '../money.js';

/** Harmonized Sales Tax in Nova Scotia, in basis points (15%). SPEC section 9. */
export const TAX_RATE_BASIS_POINTS = 1500;

/** A discount as the discount call returns it: an amount in cents or a whole percent. */
export type Discount = { discountAmount: Cents } | { discountPercent: number };

/** An order's money, every figure in cents. */
export interface OrderTotals {
  subtotal: Cents;
  discountAmount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
}

/** Rounds half away from zero, as a till does (0.5 cent up). */
function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * What a discount takes off a subtotal: a percent of the subtotal, rounded; or an amount; never
 * more than the subtotal and never below zero.
 */
export function discountOff(subtotal: Cents, discount: Discount | null): Cents {
  if (!discount || subtotal <= 0) return 0;
  const off =
    'discountPercent' in discount
      ? roundCents((subtotal * Math.min(100, Math.max(0, discount.discountPercent))) / 100)
      : Math.max(0, Math.floor(discount.discountAmount));
  return Math.min(subtotal, off);
}

/** Tax: 15% of (discounted subtotal + shipping), rounded. */
export function taxOn(taxable: Cents): Cents {
  return roundCents((Math.max(0, taxable) * TAX_RATE_BASIS_POINTS) / 10_000);
}

/**
 * The totals of SPEC section 9: total = subtotal - discount + shipping + tax. The server computes
 * them from its own prices; the storefront computes the same for display.
 */
export function orderTotals(subtotal: Cents, discount: Discount | null, shipping: Cents): OrderTotals {
  const discountAmount = discountOff(subtotal, discount);
  const chargedShipping = Math.max(0, shipping);
  const tax = taxOn(subtotal - discountAmount + chargedShipping);
  return { subtotal, discountAmount, shipping: chargedShipping, tax, total: subtotal - discountAmount + chargedShipping + tax };
}
