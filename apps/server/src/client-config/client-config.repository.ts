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
