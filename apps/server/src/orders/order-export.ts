import { csvDocument, csvDollars, csvText } from '@backroom/core/csv';
import { shopCalendarDate, shopLocalDateTime } from '@backroom/core/orders/business-days';
import type { Cents } from '@backroom/core/money';
import { placeOfSupply } from '@backroom/core/tax/sales-tax';
import type { TaxKind } from '@backroom/core/tax/sales-tax-rates';
import type { OrderTaxLineRow } from './order-tax-line.table.js';
import type { OrderRow } from './order.table.js';

/** What one row of the accountant's export reads from an order. */
export type ExportedOrder = Pick<
  OrderRow,
  | 'store_id'
  | 'id'
  | 'created_at'
  | 'state'
  | 'environment'
  | 'payment_method'
  | 'shipping_method'
  | 'delivery_province'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'subtotal'
  | 'discount_amount'
  | 'shipping'
  | 'tax'
  | 'total'
> & {
  /** What sales took off the order's lines: their regular prices less what was charged (docs/decisions/065). */
  sale_savings: Cents;
};
export type ExportedTaxLine = Pick<OrderTaxLineRow, 'kind' | 'label' | 'amount'>;

/** One column per tax an accountant files (GST/HST, PST, QST), and the flat tax of SPEC section 9. */
const TAX_COLUMNS: ReadonlyArray<[TaxKind, string]> = [
  ['GST', 'GST'],
  ['HST', 'HST'],
  ['PST', 'PST'],
  ['QST', 'QST'],
  ['TAX', 'Tax (flat)'],
];

export const ORDER_CSV_HEADER = [
  'Order',
  'Store',
  'Date',
  'Created',
  'State',
  'Environment',
  'Payment',
  'Shipping method',
  'Province',
  'Customer',
  'Subtotal',
  'Discount',
  'Sale savings',
  'Shipping',
  ...TAX_COLUMNS.map(([, heading]) => heading),
  'Tax total',
  'Total',
  'Taxes charged',
  'Entry',
] as const;

/** What one refund row reads from a refund of an order: positive amounts given back, as stored. */
export interface ExportedRefund {
  number: number;
  created_at: string;
  method: string;
  goods: Cents;
  discount: Cents;
  shipping: Cents;
  adjustment: Cents;
  tax: Cents;
  total: Cents;
}

/** The money columns of a row and its entry, the rest coming from its order. */
interface RowFigures {
  at: string;
  payment: string;
  subtotal: Cents;
  discount: Cents;
  /** null on a refund's row: the sale's saving is the order's. */
  saleSavings: Cents | null;
  shipping: Cents;
  tax: Cents;
  total: Cents;
  entry: string;
}

function csvRow(order: ExportedOrder, figures: RowFigures, taxLines: readonly ExportedTaxLine[]): string[] {
  const at = new Date(figures.at);
  const taxOfKind = (kind: TaxKind) => {
    const lines = taxLines.filter((line) => line.kind === kind);
    return lines.length === 0 ? '' : csvDollars(lines.reduce((sum, line) => sum + line.amount, 0));
  };
  return [
    csvText(order.id),
    csvText(order.store_id),
    shopCalendarDate(at),
    shopLocalDateTime(at),
    order.state,
    order.environment,
    csvText(figures.payment),
    csvText(order.shipping_method),
    // The tax's place of supply: Nova Scotia for PICKUP and LOCAL, whatever address was typed.
    csvText(placeOfSupply(order.shipping_method, order.delivery_province) ?? order.delivery_province),
    csvText(`${order.customer_first_name} ${order.customer_last_name}`.trim()),
    csvDollars(figures.subtotal),
    csvDollars(figures.discount),
    figures.saleSavings === null ? '' : csvDollars(figures.saleSavings),
    csvDollars(figures.shipping),
    ...TAX_COLUMNS.map(([kind]) => taxOfKind(kind)),
    csvDollars(figures.tax),
    csvDollars(figures.total),
    csvText(taxLines.map((line) => line.label).join(' + ')),
    csvText(figures.entry),
  ];
}

/** The cells of one order, amounts as stored (never recomputed); a tax not charged is an empty cell. */
export function orderCsvRow(order: ExportedOrder, taxLines: readonly ExportedTaxLine[]): string[] {
  const { created_at: at, payment_method: payment, subtotal, discount_amount: discount, shipping, tax, total } = order;
  return csvRow(order, { at, payment, subtotal, discount, saleSavings: order.sale_savings, shipping, tax, total, entry: 'Order' }, taxLines);
}

/**
 * The cells of one refund of an order, dated when it was made, its amounts negative (money given
 * back) and each tax in its column at what the refund reversed: the books net out per kind of tax.
 */
export function refundCsvRow(order: ExportedOrder, refund: ExportedRefund, taxLines: readonly ExportedTaxLine[]): string[] {
  const negative = taxLines.map((line) => ({ ...line, amount: -line.amount }));
  return csvRow(
    order,
    {
      at: refund.created_at,
      payment: refund.method,
      subtotal: -(refund.goods + refund.adjustment),
      discount: -refund.discount,
      saleSavings: null,
      shipping: -refund.shipping,
      tax: -refund.tax,
      total: -refund.total,
      entry: `Refund ${refund.number}`,
    },
    negative,
  );
}

/** One line of the file: an order created in the range, or a refund made in it. */
export type CsvEntry =
  | { order: ExportedOrder; taxLines: readonly ExportedTaxLine[] }
  | { order: ExportedOrder; refund: ExportedRefund; taxLines: readonly ExportedTaxLine[] };

/** The whole file: BOM, header, one line per order and per refund, in time order, CRLF line ends (RFC 4180). */
export function buildOrdersCsv(entries: readonly CsvEntry[]): string {
  const at = (entry: CsvEntry) => ('refund' in entry ? entry.refund.created_at : entry.order.created_at);
  const sorted = [...entries].sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
  const rows = sorted.map((entry) =>
    'refund' in entry ? refundCsvRow(entry.order, entry.refund, entry.taxLines) : orderCsvRow(entry.order, entry.taxLines),
  );
  return csvDocument(ORDER_CSV_HEADER, rows, { bom: true });
}
