import type { Inventory } from '@backroom/core/item-display';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ItemTable, NewItemRow } from './item.table.js';

export type ItemChanges = Omit<Updateable<ItemTable>, 'store_id' | 'id' | 'created_at' | 'updated_at'>;

/**
 * Applies `changes` only while the item's updated_at is still `expectedUpdatedAt`, and marks it
 * `updatedAt`. False when someone else's edit got there first (or the item is gone): the caller
 * answers 409. On PostgreSQL the row stays locked until the transaction ends.
 */
export async function updateItemIfUnchanged(
  db: Db,
  storeId: string,
  itemId: string,
  { expectedUpdatedAt, updatedAt }: { expectedUpdatedAt: string; updatedAt: string },
  changes: ItemChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set({ ...changes, updated_at: updatedAt })
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertItem(db: Db, row: NewItemRow) {
  await db.insertInto('items').values(row).execute();
}

/** Deletes an item while it is still the version the editor saw; false when it was not. */
export async function deleteItemIfUnchanged(db: Db, storeId: string, itemId: string, expectedUpdatedAt: string): Promise<boolean> {
  const result = await db
    .deleteFrom('items')
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Replaces an item's stock counts by location; refreshItemStock derives its stock from them. */
export async function replaceInventory(db: Db, storeId: string, itemId: string, inventory: Inventory) {
  await db.deleteFrom('item_inventory').where('store_id', '=', storeId).where('item_id', '=', itemId).execute();
  const rows = Object.entries(inventory).map(([location, { count }]) => ({ store_id: storeId, item_id: itemId, location, count }));
  if (rows.length > 0) await db.insertInto('item_inventory').values(rows).execute();
}

/** Names of a group's variants, hidden ones included, for the head's search entry. */
export async function listVariantNames(db: Db, storeId: string, headId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('variant_name')
    .where('store_id', '=', storeId)
    .where('group_parent_id', '=', headId)
    .orderBy('price')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => row.variant_name ?? []);
}

export async function countVariants(db: Db, storeId: string, headId: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select(({ fn }) => fn.countAll<number | string>().as('variants'))
    .where('store_id', '=', storeId)
    .where('group_parent_id', '=', headId)
    .executeTakeFirstOrThrow();
  return Number(row.variants);
}
