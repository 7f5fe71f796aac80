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

/** Which of an image's pictures: the full one or its card rendition. */
export type PictureColumn = 'picture_key' | 'card_picture_key';

/** Points one of an image's pictures at another key, unless another process changed it meanwhile. */
export async function replacePictureKey(db: Db, image: ImageRow, column: PictureColumn, key: string) {
  await db
    .updateTable('images')
    .set({ [column]: key })
    .where('store_id', '=', image.store_id)
    .where('id', '=', image.id)
    .where(column, '=', image[column])
    .execute();
}
