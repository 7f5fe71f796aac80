import type { Generated, Selectable } from 'kysely';

export interface StoreTable {
  id: string;
  name: string;
  catalog_version: Generated<number>;
  /** The next start or end of a sale after the sale prices were last brought up to date (ISO instant); null: none. */
  next_sale_boundary: Generated<string | null>;
  created_at: string;
}
export type StoreRow = Selectable<StoreTable>;
