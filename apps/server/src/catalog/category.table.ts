import type { Insertable, Selectable, Updateable } from 'kysely';

export interface CategoryTable {
  store_id: string;
  id: string;
  name: string;
  short_name: string;
  /** '1' for a top-level category. */
  parent_id: string;
  position: number;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}
export type CategoryRow = Selectable<CategoryTable>;
export type NewCategoryRow = Insertable<CategoryTable>;
export type CategoryChanges = Omit<Updateable<CategoryTable>, 'store_id' | 'id' | 'created_at'>;
