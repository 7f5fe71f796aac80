import { describe, expect, it } from 'vitest';
import { buildOrdersCsv, type ExportedOrder, type ExportedRefund, type ExportedTaxLine, ORDER_CSV_HEADER } from './order-export.js';

const bcOrder: ExportedOrder = {
  store_id: 'backroom',
  id: 'AB12-CD34',
  created_at: '2026-03-10T15:00:00.000Z',
  state: 'PAID',
  environment: 'PROD',
  payment_method: 'emt',
  shipping_method: 'EXPEDITED',
  delivery_province: 'bc',
  customer_first_name: 'Amélie',
  customer_last_name: 'Côté',
  subtotal: 10_000,
  discount_amount: 1_000,
  shipping: 1_500,
  tax: 1_260,
  total: 11_760,
  sale_savings: 0,
};
const bcLines: ExportedTaxLine[] = [
  { kind: 'GST', label: 'GST 5%', amount: 525 },
  { kind: 'PST', label: 'PST 7%', amount: 735 },
];

/** The file's rows as cells, read the way a spreadsheet would (no quoted commas in these). */
const cellsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
const column = (row: readonly string[], heading: (typeof ORDER_CSV_HEADER)[number]) => row[ORDER_CSV_HEADER.indexOf(heading)];

describe("the accountant's order CSV", () => {
  it('starts with a byte order mark and a header, and ends every line with CRLF', () => {
    const csv = buildOrdersCsv([]);
    expect(csv).toBe(`\uFEFF${ORDER_CSV_HEADER.join(',')}\r\n`);
  });

  it('puts each tax in its own column in dollars, leaves the others empty, and the amounts add up', () => {
    const [, row] = cellsOf(buildOrdersCsv([{ order: bcOrder, taxLines: bcLines }]));
    expect(column(row!, 'GST')).toBe('5.25');
    expect(column(row!, 'PST')).toBe('7.35');
    for (const heading of ['HST', 'QST', 'Tax (flat)'] as const) expect(column(row!, heading)).toBe('');
    expect(column(row!, 'Tax total')).toBe('12.60');
    expect(column(row!, 'Subtotal')).toBe('100.00');
    expect(column(row!, 'Discount')).toBe('10.00');
    expect(column(row!, 'Shipping')).toBe('15.00');
    expect(column(row!, 'Total')).toBe('117.60');
    expect(column(row!, 'Taxes charged')).toBe('GST 5% + PST 7%');
    expect(column(row!, 'Province')).toBe('BC');
    expect(column(row!, 'Customer')).toBe('Amélie Côté');
  });

  it("gives what sales took off the order's lines, and leaves it empty on a refund's row", () => {
    const refund: ExportedRefund = { number: 1, created_at: '2026-03-11T15:00:00.000Z', method: 'emt', goods: 500, discount: 0, shipping: 0, adjustment: 0, tax: 0, total: 500 };
    const [, orderRow, refundRow] = cellsOf(
      buildOrdersCsv([
        { order: { ...bcOrder, sale_savings: 2_000 }, taxLines: bcLines },
        { order: { ...bcOrder, sale_savings: 2_000 }, refund, taxLines: [] },
      ]),
    );
    expect(column(orderRow!, 'Sale savings')).toBe('20.00');
    expect(column(refundRow!, 'Sale savings')).toBe('');
  });

  it('dates the order by the Halifax clock, with its offset', () => {
    // 02:30 UTC on 1 January is still New Year's Eve in Halifax.
    const [, row] = cellsOf(buildOrdersCsv([{ order: { ...bcOrder, created_at: '2026-01-01T02:30:00.000Z' }, taxLines: bcLines }]));
    expect(column(row!, 'Date')).toBe('2025-12-31');
    expect(column(row!, 'Created')).toBe('2025-12-31T22:30:00-04:00');
  });

  it('names Nova Scotia as the province of a PICKUP or LOCAL order, whatever address was typed', () => {
    for (const shipping_method of ['PICKUP', 'LOCAL']) {
      const [, row] = cellsOf(buildOrdersCsv([{ order: { ...bcOrder, shipping_method }, taxLines: [{ kind: 'HST', label: 'HST 14%', amount: 1_260 }] }]));
      expect(column(row!, 'Province')).toBe('NS');
      expect(column(row!, 'HST')).toBe('12.60');
    }
  });

  it('keeps a customer name a spreadsheet would run as a formula as text', () => {
    const csv = buildOrdersCsv([{ order: { ...bcOrder, customer_first_name: '=1+1', customer_last_name: 'x' }, taxLines: bcLines }]);
    expect(column(cellsOf(csv)[1]!, 'Customer')).toBe("'=1+1 x");
  });

  it('writes a refund as a row of its own, dated when it was made, its amounts and taxes negative, after its order', () => {
    const refund: ExportedRefund = { number: 2, created_at: '2026-03-12T15:00:00.000Z', method: 'card', goods: 5_000, discount: 500, shipping: 0, adjustment: 0, tax: 630, total: 5_130 };
    const [header, orderRow, refundRow] = cellsOf(
      buildOrdersCsv([
        { order: bcOrder, refund, taxLines: [{ kind: 'GST', label: 'GST 5%', amount: 263 }, { kind: 'PST', label: 'PST 7%', amount: 367 }] },
        { order: bcOrder, taxLines: bcLines },
      ]),
    );
    expect(header!.at(-1)).toBe('Entry');
    expect(column(orderRow!, 'Entry')).toBe('Order');
    expect(column(refundRow!, 'Entry')).toBe('Refund 2');
    expect(column(refundRow!, 'Date')).toBe('2026-03-12');
    expect(column(refundRow!, 'Payment')).toBe('card');
    expect(column(refundRow!, 'Subtotal')).toBe('-50.00');
    expect(column(refundRow!, 'Discount')).toBe('-5.00');
    expect(column(refundRow!, 'GST')).toBe('-2.63');
    expect(column(refundRow!, 'PST')).toBe('-3.67');
    expect(column(refundRow!, 'Tax total')).toBe('-6.30');
    expect(column(refundRow!, 'Total')).toBe('-51.30');
  });
});
