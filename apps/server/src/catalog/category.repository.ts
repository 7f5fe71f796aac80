import type { Db } from '../db/database.js';
import type { NewCategoryRow } from './category.table.js';

export async function listCategories(db: Db, storeId: string) {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('parent_id')
    .orderBy('position')
    .orderBy('name')
    .execute();
}

export async function findCategory(db: Db, storeId: string, categoryId: string) {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
}

export async function insertCategories(db: Db, rows: NewCategoryRow[]) {
  if (rows.length === 0) return;
  await db.insertInto('categories').values(rows).execute();
}
