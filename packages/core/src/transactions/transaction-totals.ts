import type { Cents } from '../money.js';
import { orderTotals, type OrderTotals } from '../orders/order-totals.js';

/** A transaction line as totals see it; `itemId` null marks the shipping line. */
export interface TotalledLine {
  itemId: string | null;
  price: Cents;
  count: number;
}

/**
 * A transaction's totals from its lines, by the order rules of SPEC section 9: the item lines
 * make the subtotal, the shipping line the shipping, the recorded discount amount comes off
 * (never more than the subtotal) and tax is 15% of the rest. A refund's figures are negative.
 */
export function transactionTotals(lines: readonly TotalledLine[], discountAmount: Cents, kind: 'SALE' | 'REFUND'): OrderTotals {
  let subtotal = 0;
  let shipping = 0;
  for (const line of lines) {
    if (line.itemId === null) shipping += line.price * line.count;
    else subtotal += line.price * line.count;
  }
  const totals = orderTotals(subtotal, { discountAmount: Math.abs(discountAmount) }, shipping);
  if (kind === 'SALE') return totals;
  return {
    subtotal: -totals.subtotal,
    discountAmount: -totals.discountAmount,
    shipping: -totals.shipping,
    tax: -totals.tax,
    total: -totals.total,
  };
}
