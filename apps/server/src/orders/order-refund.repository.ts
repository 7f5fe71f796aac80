import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OrderRefundLineRow, OrderRefundLineTable, OrderRefundRow, OrderRefundTable, OrderRefundTaxLineRow, OrderRefundTaxLineTable } from './order-refund.table.js';

/** An order's refunds in the order they were made. */
export async function findOrderRefunds(db: Db, storeId: string, orderId: string): Promise<OrderRefundRow[]> {
  return db.selectFrom('order_refunds').selectAll().where('store_id', '=', storeId).where('order_id', '=', orderId).orderBy('number').execute();
}

export async function findOrderRefundByKey(db: Db, storeId: string, keyHash: string): Promise<OrderRefundRow | undefined> {
  return db.selectFrom('order_refunds').selectAll().where('store_id', '=', storeId).where('idempotency_key_hash', '=', keyHash).executeTakeFirst();
}

/** The lines and tax lines of some refunds of a store, by refund id. */
export async function findRefundParts(
  db: Db,
  storeId: string,
  refundIds: readonly string[],
): Promise<{ lines: Map<string, OrderRefundLineRow[]>; taxLines: Map<string, OrderRefundTaxLineRow[]> }> {
  const lines = new Map<string, OrderRefundLineRow[]>();
  const taxLines = new Map<string, OrderRefundTaxLineRow[]>();
  if (refundIds.length === 0) return { lines, taxLines };
  const [lineRows, taxRows] = await Promise.all([
    db.selectFrom('order_refund_lines').selectAll().where('store_id', '=', storeId).where('refund_id', 'in', refundIds).orderBy('position').execute(),
    db.selectFrom('order_refund_tax_lines').selectAll().where('store_id', '=', storeId).where('refund_id', 'in', refundIds).orderBy('position').execute(),
  ]);
  for (const row of lineRows) lines.set(row.refund_id, [...(lines.get(row.refund_id) ?? []), row]);
  for (const row of taxRows) taxLines.set(row.refund_id, [...(taxLines.get(row.refund_id) ?? []), row]);
  return { lines, taxLines };
}

/** Units of an order released from its hold by refunds, by item id: the order holds that many fewer. */
export async function findReleasedUnits(db: Db, storeId: string, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_refund_lines')
    .innerJoin('order_refunds', (join) =>
      join.onRef('order_refunds.store_id', '=', 'order_refund_lines.store_id').onRef('order_refunds.id', '=', 'order_refund_lines.refund_id'),
    )
    .select(['order_refund_lines.item_id', (eb) => eb.fn.sum<number>('order_refund_lines.count').as('units')])
    .where('order_refunds.store_id', '=', storeId)
    .where('order_refunds.order_id', '=', orderId)
    .where('order_refund_lines.stock', '=', 'RELEASED')
    .groupBy('order_refund_lines.item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.units)]));
}

export async function insertOrderRefund(
  db: Db,
  refund: OrderRefundTable,
  lines: readonly OrderRefundLineTable[],
  taxLines: readonly OrderRefundTaxLineTable[],
): Promise<void> {
  await db.insertInto('order_refunds').values(refund).execute();
  if (lines.length > 0) await db.insertInto('order_refund_lines').values([...lines]).execute();
  if (taxLines.length > 0) await db.insertInto('order_refund_tax_lines').values([...taxLines]).execute();
}

/**
 * Adds a refund to the order's refunded total, only while the order still stands as read (state and
 * refunded total): of two refunds racing for the same order one goes through, the other is told
 * to try again. False when the order changed meanwhile.
 */
export async function addToRefundedTotal(
  db: Db,
  key: { storeId: string; orderId: string; state: string; refundedBefore: number },
  amount: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ refunded_total: sql<number>`refunded_total + ${amount}`, updated_at: at })
    .where('store_id', '=', key.storeId)
    .where('id', '=', key.orderId)
    .where('state', '=', key.state as never)
    .where('refunded_total', '=', key.refundedBefore)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
