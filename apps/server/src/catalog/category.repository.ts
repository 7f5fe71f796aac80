import type { Db } from '../db/database.js';
import type { CategoryChanges, NewCategoryRow } from './category.table.js';

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

/** A parent's children in their shelf order. */
export async function listChildCategories(db: Db, storeId: string, parentId: string) {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('parent_id', '=', parentId)
    .orderBy('position')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function updateCategory(db: Db, storeId: string, categoryId: string, changes: CategoryChanges) {
  await db.updateTable('categories').set(changes).where('store_id', '=', storeId).where('id', '=', categoryId).execute();
}

export async function deleteCategoryRow(db: Db, storeId: string, categoryId: string) {
  await db.deleteFrom('categories').where('store_id', '=', storeId).where('id', '=', categoryId).execute();
}

/** How many items (hidden ones and variants included) are filed in a category. */
export async function countCategoryItems(db: Db, storeId: string, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select(({ fn }) => fn.countAll<number | string>().as('items'))
    .where('store_id', '=', storeId)
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.items);
}
