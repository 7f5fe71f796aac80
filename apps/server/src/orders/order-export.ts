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
>;
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
  'Promotions',
  'Shipping',
  ...TAX_COLUMNS.map(([, heading]) => heading),
  'Tax total',
  'Total',
  'Taxes charged',
  'Line discounts',
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

/** A line of an order with the discounts spread on it (decision 066); null discounts on orders placed before. */
export interface ExportedLineDiscount {
  item_id: string | null;
  count: number;
  promotion_discount: number | null;
  code_discount: number | null;
}

/** An order's promotions (the part of its Discount) and each line's share of the discounts, as the file writes them. */
export interface ExportedDiscounts {
  promotionAmount: Cents;
  lines: readonly ExportedLineDiscount[];
}

/** "big-bloom x3: promotion 9.50, code 0.00; …": the lines that got a discount. */
function lineDiscountsText(discounts: ExportedDiscounts | undefined): string {
  if (!discounts) return '';
  return discounts.lines
    .filter((line) => line.item_id !== null && (line.promotion_discount ?? 0) + (line.code_discount ?? 0) > 0)
    .map((line) => `${line.item_id!} x${String(line.count)}: promotion ${csvDollars(line.promotion_discount ?? 0)}, code ${csvDollars(line.code_discount ?? 0)}`)
    .join('; ');
}

/** The money columns of a row and its entry, the rest coming from its order. */
interface RowFigures {
  at: string;
  payment: string;
  subtotal: Cents;
  discount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
  entry: string;
  /** An order row's promotions and line discounts; a refund row leaves them empty. */
  discounts?: ExportedDiscounts | undefined;
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
    figures.discounts ? csvDollars(figures.discounts.promotionAmount) : '',
    csvDollars(figures.shipping),
    ...TAX_COLUMNS.map(([kind]) => taxOfKind(kind)),
    csvDollars(figures.tax),
    csvDollars(figures.total),
    csvText(taxLines.map((line) => line.label).join(' + ')),
    csvText(lineDiscountsText(figures.discounts)),
    csvText(figures.entry),
  ];
}

/** The cells of one order, amounts as stored (never recomputed); a tax not charged is an empty cell. */
export function orderCsvRow(order: ExportedOrder, taxLines: readonly ExportedTaxLine[], discounts?: ExportedDiscounts): string[] {
  const { created_at: at, payment_method: payment, subtotal, discount_amount: discount, shipping, tax, total } = order;
  return csvRow(order, { at, payment, subtotal, discount, shipping, tax, total, entry: 'Order', discounts: discounts ?? { promotionAmount: 0, lines: [] } }, taxLines);
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
  | { order: ExportedOrder; taxLines: readonly ExportedTaxLine[]; discounts?: ExportedDiscounts }
  | { order: ExportedOrder; refund: ExportedRefund; taxLines: readonly ExportedTaxLine[] };

/** The whole file: BOM, header, one line per order and per refund, in time order, CRLF line ends (RFC 4180). */
export function buildOrdersCsv(entries: readonly CsvEntry[]): string {
  const at = (entry: CsvEntry) => ('refund' in entry ? entry.refund.created_at : entry.order.created_at);
  const sorted = [...entries].sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
  const rows = sorted.map((entry) =>
    'refund' in entry ? refundCsvRow(entry.order, entry.refund, entry.taxLines) : orderCsvRow(entry.order, entry.taxLines, entry.discounts),
  );
  return csvDocument(ORDER_CSV_HEADER, rows, { bom: true });
}
