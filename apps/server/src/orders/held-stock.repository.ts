import { sql } from 'kysely';
import { refreshGroupSummary, refreshItemStock } from '../catalog/item.repository.js';
import type { Db } from '../db/database.js';

/** A line of goods an order holds. */
export interface HeldLine {
  itemId: string;
  count: number;
}

/**
 * Holds `count` units of an item for an order when at least that many are left, in one
 * conditional update: on PostgreSQL a second buyer of the row waits for the first to commit and
 * then re-reads the stock; SQLite runs one writer at a time. False when too few are left.
 * Call it in the order's transaction, lines in item id order (no deadlocks between orders).
 */
export async function holdStock(db: Db, storeId: string, line: HeldLine): Promise<boolean> {
  const held = await db
    .updateTable('items')
    .set({
      stock: sql<number>`stock - ${line.count}`,
      held_stock: sql<number>`held_stock + ${line.count}`,
      sold_out: sql<0 | 1>`case when stock - ${line.count} > 0 then 0 else 1 end`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', line.itemId)
    .where('group_enabled', '=', 0)
    .where('stock', '>=', line.count)
    .returning(['group_parent_id'])
    .executeTakeFirst();
  if (held?.group_parent_id) await refreshGroupSummary(db, storeId, held.group_parent_id);
  return held !== undefined;
}

/** Puts an order's held units back on sale (a cancelled order). */
export async function releaseStock(db: Db, storeId: string, line: HeldLine): Promise<void> {
  const released = await db
    .updateTable('items')
    .set({
      stock: sql<number>`stock + ${line.count}`,
      held_stock: sql<number>`held_stock - ${line.count}`,
      sold_out: sql<0 | 1>`case when stock + ${line.count} > 0 then 0 else 1 end`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', line.itemId)
    .where('group_enabled', '=', 0)
    .returning(['group_parent_id'])
    .executeTakeFirst();
  if (released?.group_parent_id) await refreshGroupSummary(db, storeId, released.group_parent_id);
}

/**
 * The goods leave the shelf (shipped, or set aside for pickup): the hold becomes a lower
 * inventory count, taken from the fullest locations first. Stock left to sell does not change.
 * An item without inventory data has nothing to count down: its hold simply ends.
 */
export async function takeStockOffShelf(db: Db, storeId: string, line: HeldLine): Promise<void> {
  const locations = await db
    .selectFrom('item_inventory')
    .select(['location', 'count'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', line.itemId)
    .orderBy('count', 'desc')
    .orderBy('location')
    .execute();
  let remaining = line.count;
  for (const location of locations) {
    const taken = Math.min(remaining, Math.max(0, location.count));
    if (taken === 0) continue;
    await db
      .updateTable('item_inventory')
      .set({ count: sql<number>`count - ${taken}` })
      .where('store_id', '=', storeId)
      .where('item_id', '=', line.itemId)
      .where('location', '=', location.location)
      .execute();
    remaining -= taken;
    if (remaining === 0) break;
  }
  await db
    .updateTable('items')
    .set({ held_stock: sql<number>`held_stock - ${line.count}` })
    .where('store_id', '=', storeId)
    .where('id', '=', line.itemId)
    .execute();
  await refreshItemStock(db, storeId, line.itemId);
}
