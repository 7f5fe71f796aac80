import type { Cents } from '../money.js';
import { FLAT_TAX_RATE_PER_100K, salesTaxLines, taxAtRate, taxOfLines, type TaxLine, type TaxRule } from '../tax/sales-tax.js';

/** A discount as the discount call returns it: an amount in cents or a whole percent. */
export type Discount = { discountAmount: Cents } | { discountPercent: number };

/** An order's money, every figure in cents; `tax` is the sum of `taxLines`. */
export interface OrderTotals {
  subtotal: Cents;
  /** Every discount: with line pricing, the promotions' and the code's together. */
  discountAmount: Cents;
  shipping: Cents;
  tax: Cents;
  taxLines: TaxLine[];
  total: Cents;
}

/** SPEC section 9's rule: one flat 15 % line, whatever the destination or date. */
export const FLAT_TAX: TaxRule = { mode: 'flat', province: null, registrations: [], on: '' };

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
  return taxAtRate(Math.max(0, taxable), FLAT_TAX_RATE_PER_100K);
}

/**
 * A cart priced line by line (core's `applyPromotions`): the promotions' and the code's discounts
 * already spread over the lines, each line's net and whether it is taxed.
 */
export interface LinePricing {
  promotionAmount: Cents;
  codeAmount: Cents;
  lines: readonly { net: Cents; taxable: boolean }[];
}

/**
 * The totals of SPEC section 9: total = subtotal - discount + shipping + tax, the tax by `taxRule`
 * (flat 15 % unless told) on the discounted subtotal plus shipping. The server computes them from
 * its own prices; the storefront computes the same for display.
 *
 * With `pricing` (decision 066) the discounts are the promotions' and the code's as spread on the
 * lines (`discount` is then not read), and the tax is on the sum of the taxable lines' nets plus
 * shipping: each tax line rounded once on that exact base.
 */
export function orderTotals(subtotal: Cents, discount: Discount | null, shipping: Cents, taxRule: TaxRule = FLAT_TAX, pricing?: LinePricing): OrderTotals {
  const chargedShipping = Math.max(0, shipping);
  if (pricing) {
    const discountAmount = pricing.promotionAmount + pricing.codeAmount;
    const taxedGoods = pricing.lines.reduce((sum, line) => sum + (line.taxable ? Math.max(0, line.net) : 0), 0);
    const taxLines = salesTaxLines(taxedGoods + chargedShipping, taxRule);
    const tax = taxOfLines(taxLines);
    return { subtotal, discountAmount, shipping: chargedShipping, tax, taxLines, total: subtotal - discountAmount + chargedShipping + tax };
  }
  const discountAmount = discountOff(subtotal, discount);
  const taxLines = salesTaxLines(subtotal - discountAmount + chargedShipping, taxRule);
  const tax = taxOfLines(taxLines);
  return { subtotal, discountAmount, shipping: chargedShipping, tax, taxLines, total: subtotal - discountAmount + chargedShipping + tax };
}
