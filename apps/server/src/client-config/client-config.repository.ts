import type { Db } from '../db/database.js';

export async function findConfig(db: Db, storeId: string, name: string) {
  return db
    .selectFrom('store_configs')
    .select(['body', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function saveConfig(db: Db, storeId: string, name: string, body: string, now: string) {
  await db
    .insertInto('store_configs')
    .values({ store_id: storeId, name, body, updated_at: now })
    .onConflict((conflict) => conflict.columns(['store_id', 'name']).doUpdateSet({ body, updated_at: now }))
    .execute();
}

/**
 * Replaces a configuration only while it is still at the version `seen` (a compare-and-set), so
 * two edits started from the same version cannot both land. True when it was replaced.
 */
export async function replaceConfigAt(db: Db, storeId: string, name: string, seen: string, body: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('store_configs')
    .set({ body, updated_at: now })
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .where('updated_at', '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
