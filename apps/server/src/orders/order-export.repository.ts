import type { OrderEnvironment } from '@backroom/core/orders/order-environment';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What sales took off an order's lines, in cents: each line's regular price less its price, times its count (docs/decisions/065). */
const saleSavings = sql<number>`cast((select coalesce(sum((coalesce(l.regular_price, l.price) - l.price) * l.count), 0) from order_lines l
  where l.store_id = orders.store_id and l.order_id = orders.id) as integer)`.as('sale_savings');

/** Which orders an export covers: those of `environments` created from `start` (included) to `end` (excluded), of one store or all. */
export interface OrderExportRange {
  start: string;
  end: string;
  store: string | undefined;
  environments: readonly OrderEnvironment[];
}

/** The orders of a range, oldest first: the order an accountant's ledger reads in. */
export async function listOrdersForExport(db: Db, range: OrderExportRange) {
  let query = db
    .selectFrom('orders')
    .select([
      'store_id',
      'id',
      'created_at',
      'state',
      'environment',
      'payment_method',
      'shipping_method',
      'delivery_province',
      'customer_first_name',
      'customer_last_name',
      'subtotal',
      'discount_amount',
      'shipping',
      'tax',
      'total',
      saleSavings,
    ])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .where('environment', 'in', range.environments);
  if (range.store !== undefined) query = query.where('store_id', '=', range.store);
  return query.orderBy('created_at').orderBy('id').orderBy('store_id').execute();
}

/** The tax lines of the same orders, found by the range rather than by a list of ids (a year holds thousands). */
export async function listTaxLinesForExport(db: Db, range: OrderExportRange) {
  let query = db
    .selectFrom('order_tax_lines')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_tax_lines.store_id').onRef('orders.id', '=', 'order_tax_lines.order_id'))
    .select(['order_tax_lines.store_id', 'order_tax_lines.order_id', 'order_tax_lines.kind', 'order_tax_lines.label', 'order_tax_lines.amount'])
    .where('orders.created_at', '>=', range.start)
    .where('orders.created_at', '<', range.end)
    .where('orders.environment', 'in', range.environments);
  if (range.store !== undefined) query = query.where('orders.store_id', '=', range.store);
  return query.orderBy('order_tax_lines.store_id').orderBy('order_tax_lines.order_id').orderBy('order_tax_lines.position').execute();
}

/** The columns of an order that its export rows read. */
const EXPORTED_ORDER_COLUMNS = [
  'orders.store_id',
  'orders.id',
  'orders.created_at',
  'orders.state',
  'orders.environment',
  'orders.payment_method',
  'orders.shipping_method',
  'orders.delivery_province',
  'orders.customer_first_name',
  'orders.customer_last_name',
  'orders.subtotal',
  'orders.discount_amount',
  'orders.shipping',
  'orders.tax',
  'orders.total',
  saleSavings,
] as const;

/** The refunds made in a range (whenever their order was placed), each with its order, oldest first. */
export async function listRefundsForExport(db: Db, range: OrderExportRange) {
  let query = db
    .selectFrom('order_refunds')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_refunds.store_id').onRef('orders.id', '=', 'order_refunds.order_id'))
    .select([
      ...EXPORTED_ORDER_COLUMNS,
      'order_refunds.id as refund_id',
      'order_refunds.number as refund_number',
      'order_refunds.created_at as refund_created_at',
      'order_refunds.method as refund_method',
      'order_refunds.goods as refund_goods',
      'order_refunds.discount as refund_discount',
      'order_refunds.shipping as refund_shipping',
      'order_refunds.adjustment as refund_adjustment',
      'order_refunds.tax as refund_tax',
      'order_refunds.total as refund_total',
    ])
    .where('order_refunds.created_at', '>=', range.start)
    .where('order_refunds.created_at', '<', range.end)
    .where('orders.environment', 'in', range.environments);
  if (range.store !== undefined) query = query.where('orders.store_id', '=', range.store);
  return query.orderBy('order_refunds.created_at').execute();
}

/** The tax lines of the same refunds, found by the range. */
export async function listRefundTaxLinesForExport(db: Db, range: OrderExportRange) {
  let query = db
    .selectFrom('order_refund_tax_lines')
    .innerJoin('order_refunds', (join) =>
      join.onRef('order_refunds.store_id', '=', 'order_refund_tax_lines.store_id').onRef('order_refunds.id', '=', 'order_refund_tax_lines.refund_id'),
    )
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_refunds.store_id').onRef('orders.id', '=', 'order_refunds.order_id'))
    .select(['order_refund_tax_lines.store_id', 'order_refund_tax_lines.refund_id', 'order_refund_tax_lines.kind', 'order_refund_tax_lines.label', 'order_refund_tax_lines.amount'])
    .where('order_refunds.created_at', '>=', range.start)
    .where('order_refunds.created_at', '<', range.end)
    .where('orders.environment', 'in', range.environments);
  if (range.store !== undefined) query = query.where('orders.store_id', '=', range.store);
  return query.orderBy('order_refund_tax_lines.position').execute();
}
