import type { Db } from '../db/database.js';
import type { ImageRow } from './image.table.js';

export async function findImage(db: Db, storeId: string, imageId: string) {
  return db.selectFrom('images').selectAll().where('store_id', '=', storeId).where('id', '=', imageId).executeTakeFirst();
}

export async function insertImage(db: Db, image: ImageRow) {
  await db
    .insertInto('images')
    .values(image)
    .onConflict((conflict) => conflict.columns(['store_id', 'id']).doNothing())
    .execute();
}
