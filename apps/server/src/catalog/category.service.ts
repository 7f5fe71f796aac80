import type { Category } from '@backroom/core/catalog';
import { categoryUrl } from '@backroom/core/category-url';
import type { Db } from '../db/database.js';
import { listCategories } from './category.repository.js';
import type { CategoryRow } from './category.table.js';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    parentId: row.parent_id,
    url: categoryUrl(row.id, row.parent_id),
    imageId: row.image_id,
    position: row.position,
  };
}

/** Every category of the store as a flat list; the storefront assembles the tree. */
export async function getCategories(db: Db, storeId: string): Promise<Category[]> {
  return (await listCategories(db, storeId)).map(toCategory);
}
