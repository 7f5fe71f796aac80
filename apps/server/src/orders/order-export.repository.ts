import type { OrderEnvironment } from '@backroom/core/orders/order-environment';
import type { Db } from '../db/database.js';

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
