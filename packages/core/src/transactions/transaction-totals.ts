import type { Cents } from '../money.js';
import { FLAT_TAX, orderTotals, type OrderTotals } from '../orders/order-totals.js';
import { linesAtRates, taxOfLines, type TaxLine } from '../tax/sales-tax.js';

/** A transaction line as totals see it; `itemId` null marks the shipping line, or a refund's adjustment line. */
export interface TotalledLine {
  itemId: string | null;
  /** Tells a refund's adjustment line from the shipping line; shipping when absent. */
  name?: string;
  price: Cents;
  count: number;
  /** False for an untaxed line (a gift card): its net is left out of the tax base. Taxed when absent. */
  taxable?: boolean;
  /** The discounts spread on the line (decision 066), for an untaxed line's net; none when absent. */
  discount?: Cents;
}

/** The line of a refund that gives back an amount apart from lines (before tax): it counts with the goods. */
export const ADJUSTMENT_LINE_NAME = 'Adjustment';

/** A transaction's money: an order's figures without the tax lines (the order keeps those). */
export type TransactionAmounts = Omit<OrderTotals, 'taxLines'>;

/** The rates an order was charged, as its stored tax lines say. */
export type ChargedRate = Pick<TaxLine, 'kind' | 'label' | 'ratePer100k'>;

/**
 * A transaction's totals from its lines, by the order rules of SPEC section 9: the item lines
 * make the subtotal, the shipping line the shipping, the recorded discount amount comes off
 * (never more than the subtotal) and tax is charged at the rates the order was charged (15%
 * when none are given) on the rest, each rate rounded once. A refund's figures are negative.
 */
export function transactionTotals(
  lines: readonly TotalledLine[],
  discountAmount: Cents,
  kind: 'SALE' | 'REFUND',
  chargedRates: readonly ChargedRate[] | null = null,
): TransactionAmounts {
  let subtotal = 0;
  let shipping = 0;
  let untaxed = 0;
  for (const line of lines) {
    if (line.itemId === null && line.name !== ADJUSTMENT_LINE_NAME) shipping += line.price * line.count;
    else subtotal += line.price * line.count;
    if (line.taxable === false) untaxed += line.price * line.count - Math.abs(line.discount ?? 0);
  }
  const { taxLines, ...flat } = orderTotals(subtotal, { discountAmount: Math.abs(discountAmount) }, shipping, FLAT_TAX);
  const base = flat.subtotal - flat.discountAmount + flat.shipping - untaxed;
  const rates = chargedRates ?? (untaxed === 0 ? null : taxLines);
  const tax = rates === null ? flat.tax : taxOfLines(linesAtRates(base, rates));
  const totals = { ...flat, tax, total: flat.total - taxOfLines(taxLines) + tax };
  if (kind === 'SALE') return totals;
  return {
    subtotal: -totals.subtotal,
    discountAmount: -totals.discountAmount,
    shipping: -totals.shipping,
    tax: -totals.tax,
    total: -totals.total,
  };
}
