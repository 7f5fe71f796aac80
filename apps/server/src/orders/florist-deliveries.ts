import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { Db } from '../db/database.js';
import { findLinesOfOrders, findTaxLinesOfOrders, taxLinesKey } from './order.repository.js';
import { toOrderView, toStaffOrder } from './order-view.js';

/** A store's florist orders for one day, oldest first; cancelled ones have nothing to prepare. */
export async function listFloristDeliveries(db: Db, storeId: string, date: string): Promise<FloristDelivery[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('delivery_date', '=', date)
    .where('state', '!=', 'CANCELLED')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const lines = await findLinesOfOrders(db, storeId, orders.map((order) => order.id));
  const taxLines = await findTaxLinesOfOrders(db, orders);
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    const taxes = taxLines.get(taxLinesKey(storeId, order.id)) ?? [];
    const { items } = toOrderView(order, own, taxes);
    return { ...toStaffOrder({ ...order, line_count: own.filter((line) => line.item_id !== null).length }, taxes), items };
  });
}
