import { describe, expect, it } from 'vitest';
import { orderTotals } from '../orders/order-totals.js';
import { transactionTotals } from './transaction-totals.js';

const lines = [
  { itemId: 'big-bloom', price: 1899, count: 2 },
  { itemId: 'alpha-bloom', price: 1000, count: 1 },
  { itemId: null, price: 1250, count: 1 },
];

describe('transaction totals', () => {
  it('add up like the order they came from', () => {
    const { taxLines, ...order } = orderTotals(4798, { discountAmount: 500 }, 1250);
    expect(taxLines).toHaveLength(1);
    expect(transactionTotals(lines, 500, 'SALE')).toEqual(order);
  });

  it('charge the rates the order was charged: GST 5% and PST 7% on a British Columbia order', () => {
    const rates = [
      { kind: 'GST', label: 'GST 5%', ratePer100k: 5000 },
      { kind: 'PST', label: 'PST 7%', ratePer100k: 7000 },
    ] as const;
    // Taxable 47.98 - 5.00 + 12.50 = 55.48: GST 2.774 → 2.77, PST 3.8836 → 3.88.
    expect(transactionTotals(lines, 500, 'SALE', rates)).toEqual({ subtotal: 4798, discountAmount: 500, shipping: 1250, tax: 665, total: 6213 });
    expect(transactionTotals(lines, 500, 'REFUND', rates)).toMatchObject({ tax: -665, total: -6213 });
  });

  it('follow an edited line', () => {
    const edited = [{ ...lines[0]!, count: 1 }, lines[1]!, lines[2]!];
    expect(transactionTotals(edited, 0, 'SALE')).toEqual({ subtotal: 2899, discountAmount: 0, shipping: 1250, tax: 622, total: 4771 });
  });

  it('never take off more discount than the subtotal', () => {
    expect(transactionTotals([{ itemId: 'x', price: 300, count: 1 }], 500, 'SALE')).toMatchObject({ subtotal: 300, discountAmount: 300, tax: 0, total: 0 });
  });

  it('are negative for a refund', () => {
    const sale = transactionTotals(lines, 500, 'SALE');
    const refund = transactionTotals(lines, 500, 'REFUND');
    expect(refund).toEqual({ subtotal: -sale.subtotal, discountAmount: -sale.discountAmount, shipping: -sale.shipping, tax: -sale.tax, total: -sale.total });
  });
});
