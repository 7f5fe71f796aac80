import type { OrderEnvironment } from '@backroom/core/orders/order-environment';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/database-schema.js';

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

/** The orders of the range's environments and of its store, if it names one (every export's rows are of such orders). */
function ofRangeShops(range: OrderExportRange) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'orders'>) =>
    eb.and([eb('orders.environment', 'in', range.environments), ...(range.store === undefined ? [] : [eb('orders.store_id', '=', range.store)])]);
}

/** The orders the range covers: placed in it, of its environments and store. */
function placedInRange(range: OrderExportRange) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'orders'>) =>
    eb.and([eb('orders.created_at', '>=', range.start), eb('orders.created_at', '<', range.end), ofRangeShops(range)(eb)]);
}

/** The orders of a range, oldest first: the order an accountant's ledger reads in. */
export async function listOrdersForExport(db: Db, range: OrderExportRange) {
  return db
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
    .where(placedInRange(range))
    .orderBy('created_at')
    .orderBy('id')
    .orderBy('store_id')
    .execute();
}

/** The orders' promotion amounts and their item lines' discounts (decision 066), found by the range like their tax lines. */
export async function listLineDiscountsForExport(db: Db, range: OrderExportRange) {
  return db
    .selectFrom('order_lines')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_lines.store_id').onRef('orders.id', '=', 'order_lines.order_id'))
    .select(['order_lines.store_id', 'order_lines.order_id', 'orders.promotion_amount', 'order_lines.item_id', 'order_lines.count', 'order_lines.promotion_discount', 'order_lines.code_discount'])
    .where(placedInRange(range))
    .where('order_lines.item_id', 'is not', null)
    .orderBy('order_lines.store_id')
    .orderBy('order_lines.order_id')
    .orderBy('order_lines.position')
    .execute();
}

/** The tax lines of the same orders, found by the range rather than by a list of ids (a year holds thousands). */
export async function listTaxLinesForExport(db: Db, range: OrderExportRange) {
  return db
    .selectFrom('order_tax_lines')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_tax_lines.store_id').onRef('orders.id', '=', 'order_tax_lines.order_id'))
    .select(['order_tax_lines.store_id', 'order_tax_lines.order_id', 'order_tax_lines.kind', 'order_tax_lines.label', 'order_tax_lines.amount'])
    .where(placedInRange(range))
    .orderBy('order_tax_lines.store_id')
    .orderBy('order_tax_lines.order_id')
    .orderBy('order_tax_lines.position')
    .execute();
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
  return db
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
    .where(ofRangeShops(range))
    .orderBy('order_refunds.created_at')
    .execute();
}

/** The tax lines of the same refunds, found by the range. */
export async function listRefundTaxLinesForExport(db: Db, range: OrderExportRange) {
  return db
    .selectFrom('order_refund_tax_lines')
    .innerJoin('order_refunds', (join) =>
      join.onRef('order_refunds.store_id', '=', 'order_refund_tax_lines.store_id').onRef('order_refunds.id', '=', 'order_refund_tax_lines.refund_id'),
    )
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_refunds.store_id').onRef('orders.id', '=', 'order_refunds.order_id'))
    .select(['order_refund_tax_lines.store_id', 'order_refund_tax_lines.refund_id', 'order_refund_tax_lines.kind', 'order_refund_tax_lines.label', 'order_refund_tax_lines.amount'])
    .where('order_refunds.created_at', '>=', range.start)
    .where('order_refunds.created_at', '<', range.end)
    .where(ofRangeShops(range))
    .orderBy('order_refund_tax_lines.position')
    .execute();
}
