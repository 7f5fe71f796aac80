import type { OrderView, RefundView } from '@backroom/core/orders/order-contract';
import { addRefund, NOTHING_REFUNDED, orderRefund, refundedSoFar, type RefundAsked, type RefundedSoFar } from '@backroom/core/orders/order-refunds';
import { describe, expect, it } from 'vitest';
import { EMPTY_REFUND_FORM, refundBodyOf } from './refund-form';
import { refundableLinesOf, refundableOrderOf } from './refund-preview';

/** A BC order with a $5 discount: GST 5 % and PST 7 % on $41.00 of goods and $8 of shipping. */
const order: OrderView = {
  id: 'BC-1',
  state: 'SHIPPED',
  createdAt: '2026-11-20T12:00:00.000Z',
  items: [
    { count: 2, item: { id: 'big-bloom', name: 'Big Bloom', price: 1999, regularPrice: 1999 } },
    { count: 3, item: { id: 'flora-micro', name: 'Flora Micro', price: 367, regularPrice: 367 } },
    { count: 1, item: { id: null, name: 'Shipping: Canada Post', price: 800, regularPrice: 800 } },
  ],
  discountCode: 'SPRING',
  discountAmount: 500,
  subtotal: 5099,
  shipping: 800,
  tax: 648,
  taxLines: [
    { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 270 },
    { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 378 },
  ],
  total: 6047,
  paymentMethod: 'card',
  shippingMethod: 'CANADA_POST',
  environment: 'PROD',
};

describe('the refund preview', () => {
  it('adds up earlier refunds as the server does, so that the next preview is the refund the server makes', () => {
    const refundable = refundableOrderOf(order);
    expect(refundable.lines.map((line) => line.itemId)).toEqual(['big-bloom', 'flora-micro']);
    const asks: RefundAsked[] = [
      { lines: [{ itemId: 'flora-micro', count: 1 }], shipping: 0, amount: 0, everything: false },
      { lines: [{ itemId: 'big-bloom', count: 1 }], shipping: 300, amount: 0, everything: false },
      { lines: [], shipping: 0, amount: 777, everything: false },
    ];
    let server: RefundedSoFar = NOTHING_REFUNDED;
    const views: RefundView[] = [];
    for (const asked of asks) {
      const made = orderRefund(refundable, refundedSoFar(refundable, views), asked);
      if (!('refund' in made)) throw new Error(JSON.stringify(made.problems));
      expect(made).toEqual(orderRefund(refundable, server, asked));
      server = addRefund(refundable, server, made.refund);
      views.push({ ...made.refund, number: views.length + 1, createdAt: order.createdAt, kind: 'STAFF', method: 'card', payout: 'SUCCEEDED' });
      expect(refundedSoFar(refundable, views)).toEqual(server);
    }
    expect(refundableLinesOf(refundable, server).map((line) => [line.itemId, line.left])).toEqual([
      ['big-bloom', 1],
      ['flora-micro', 2],
    ]);
    const rest = orderRefund(refundable, refundedSoFar(refundable, views), { lines: [], shipping: 0, amount: 0, everything: true });
    expect('refund' in rest && rest.refund.total).toBe(order.total - server.total);
    expect('refund' in rest && rest.refund.taxLines.map((line, index) => line.amount + server.taxes[index]!)).toEqual([270, 378]);
  });

  it('reads dollars as cents on their digits and names what is not a number of units or dollars', () => {
    const lines = refundableLinesOf(refundableOrderOf(order), NOTHING_REFUNDED);
    const bodyOf = (changes: Partial<typeof EMPTY_REFUND_FORM>, eTransferOrder = false) => refundBodyOf({ ...EMPTY_REFUND_FORM, ...changes }, lines, eTransferOrder);
    expect(bodyOf({ amount: '0.29', shipping: '$1,000.1' })).toEqual({
      body: { lines: [], shipping: 100_010, amount: 29, everything: false, restock: false, eTransferSent: false, note: '' },
    });
    expect(bodyOf({ units: { 'big-bloom': '3', 'flora-micro': '1.5' }, amount: '12.345', shipping: 'five' })).toEqual({
      problems: {
        'units.big-bloom': 'Only 2 can still be refunded.',
        'units.flora-micro': 'Type a whole number of units.',
        shipping: 'Type an amount in dollars, like 12.34.',
        amount: 'Type an amount in dollars, like 12.34.',
      },
    });
    // Everything left leaves out what else was typed; only an e-transfer order says it was sent.
    expect(bodyOf({ everything: true, units: { 'big-bloom': '1' }, amount: '5', eTransferSent: true, note: '  Moved away ' })).toEqual({
      body: { lines: [], shipping: 0, amount: 0, everything: true, restock: false, eTransferSent: false, note: 'Moved away' },
    });
    expect(bodyOf({ everything: true, eTransferSent: true }, true)).toMatchObject({ body: { eTransferSent: true } });
  });
});
