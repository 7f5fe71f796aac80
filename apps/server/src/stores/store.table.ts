import type { Generated, Selectable } from 'kysely';

export interface StoreTable {
  id: string;
  name: string;
  catalog_version: Generated<number>;
  created_at: string;
}
export type StoreRow = Selectable<StoreTable>;
