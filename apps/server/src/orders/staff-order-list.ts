import type { OrderListQuery, StaffOrder } from '@backroom/core/orders/order-contract';
import type { Db } from '../db/database.js';
import { encodeOrderCursor, type OrderListCursor } from './order-list-cursor.js';
import { findTaxLinesOfOrders, listOrders, taxLinesKey } from './order.repository.js';
import { toStaffOrder } from './order-view.js';

/**
 * A page of every store's orders for staff, newest first, `limit` at a time from `after`, and the
 * `after` value of the next page (null when none follows).
 */
export async function staffOrderPage(
  db: Db,
  filter: Omit<OrderListQuery, 'after'>,
  after: OrderListCursor | null,
): Promise<{ orders: StaffOrder[]; next: string | null }> {
  // One more than asked: whether it comes back says if there is a next page.
  const rows = await listOrders(db, { ...filter, limit: filter.limit + 1 }, after);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const taxLines = await findTaxLinesOfOrders(db, page);
  return {
    orders: page.map((order) => toStaffOrder(order, taxLines.get(taxLinesKey(order.store_id, order.id)) ?? [])),
    next: rows.length > filter.limit && last ? encodeOrderCursor(last) : null,
  };
}
