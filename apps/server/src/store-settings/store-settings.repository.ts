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
