import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NewPromotionRow, OrderPromotionRow, PromotionRow } from './promotion.table.js';

export async function listPromotionRows(db: Db, storeId: string): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().where('store_id', '=', storeId).orderBy('created_at').orderBy('id').execute();
}

/** The promotions not ended at `at` (ISO): those in effect and those to come. */
export async function listCurrentPromotionRows(db: Db, storeId: string, at: string): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('id')
    .execute();
}

export async function findPromotionRow(db: Db, storeId: string, id: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
}

export async function insertPromotionRow(db: Db, row: NewPromotionRow): Promise<void> {
  await db.insertInto('promotions').values(row).execute();
}

export async function updatePromotionRow(db: Db, storeId: string, id: string, changes: Partial<Omit<NewPromotionRow, 'store_id' | 'id' | 'created_at'>>): Promise<void> {
  await db.updateTable('promotions').set(changes).where('store_id', '=', storeId).where('id', '=', id).execute();
}

export async function deletePromotionRow(db: Db, storeId: string, id: string): Promise<void> {
  await db.deleteFrom('promotions').where('store_id', '=', storeId).where('id', '=', id).execute();
}

/**
 * Counts one more use of a promotion unless its limit is reached, in one conditional update (safe
 * under concurrency like a discount code's). False when it is used up.
 */
export async function usePromotion(db: Db, storeId: string, id: string): Promise<boolean> {
  const used = await db
    .updateTable('promotions')
    .set({ used_count: sql<number>`used_count + 1` })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

/** Gives a use back (a cancelled order). */
export async function returnPromotionUse(db: Db, storeId: string, id: string): Promise<void> {
  await db
    .updateTable('promotions')
    .set({ used_count: sql<number>`used_count - 1` })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .where('used_count', '>', 0)
    .execute();
}

export async function insertOrderPromotions(db: Db, rows: readonly OrderPromotionRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_promotions').values([...rows]).execute();
}

/** How many orders not cancelled got each promotion of the store. */
export async function countPromotionUses(db: Db, storeId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_promotions')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_promotions.store_id').onRef('orders.id', '=', 'order_promotions.order_id'))
    .select(['order_promotions.promotion_id', (eb) => eb.fn.countAll().as('uses')])
    .where('order_promotions.store_id', '=', storeId)
    .where('orders.state', '<>', 'CANCELLED')
    .groupBy('order_promotions.promotion_id')
    .execute();
  return new Map(rows.map((row) => [row.promotion_id, Number(row.uses)]));
}

/** The promotions of orders, by order then position. */
export async function listOrderPromotions(db: Db, storeId: string, orderIds: readonly string[]): Promise<OrderPromotionRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_promotions').selectAll().where('store_id', '=', storeId).where('order_id', 'in', [...orderIds]).orderBy('order_id').orderBy('position').execute();
}
