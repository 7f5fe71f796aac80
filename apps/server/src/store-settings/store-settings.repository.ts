import type { Db } from '../db/database.js';

export async function findStoreSettings(db: Db, storeId: string, name: string) {
  return db
    .selectFrom('store_settings')
    .select(['body', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function saveStoreSettings(db: Db, storeId: string, name: string, body: string, now: string) {
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, name, body, updated_at: now })
    .onConflict((conflict) => conflict.columns(['store_id', 'name']).doUpdateSet({ body, updated_at: now }))
    .execute();
}

/**
 * Replaces a store's settings only while they are at the version `seen`, or creates them when
 * `seen` is null and there are none (a compare-and-set either way). True when written.
 */
export async function replaceStoreSettingsAt(db: Db, storeId: string, name: string, seen: string | null, body: string, now: string): Promise<boolean> {
  if (seen === null) {
    const result = await db
      .insertInto('store_settings')
      .values({ store_id: storeId, name, body, updated_at: now })
      .onConflict((conflict) => conflict.columns(['store_id', 'name']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
  }
  const result = await db
    .updateTable('store_settings')
    .set({ body, updated_at: now })
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .where('updated_at', '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
