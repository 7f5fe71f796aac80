import type { Db } from '../db/database.js';

export async function findStore(db: Db, storeId: string) {
  return db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
}

export async function insertStore(db: Db, store: { id: string; name: string }, now: string) {
  await db
    .insertInto('stores')
    .values({ ...store, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
