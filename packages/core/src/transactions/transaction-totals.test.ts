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
    expect(transactionTotals(lines, 500, 'SALE')).toEqual(orderTotals(4798, { discountAmount: 500 }, 1250));
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
