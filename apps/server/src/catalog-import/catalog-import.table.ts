import type { Generated, Selectable } from 'kysely';

export interface CatalogImportTable {
  id: string;
  store_id: string;
  /** previewed | applying | applied | failed */
  status: string;
  /** shopify | backroom */
  format: string;
  file_name: string;
  /** Who uploaded it (`staff:{name}`): the audit log names them for every item applied. */
  actor: string;
  count_add: number;
  count_change: number;
  count_unchanged: number;
  count_refused: number;
  /** Items to write (added and changed). */
  total: number;
  /** Items written so far. */
  done: Generated<number>;
  failure: string | null;
  /** Until when the process applying it holds it; past that, another process takes it over. */
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}
export type CatalogImportRow = Selectable<CatalogImportTable>;

export interface CatalogImportRowTable {
  import_id: string;
  seq: number;
  /** The product the row belongs to: its items are written in one transaction. */
  product: number;
  line: number;
  section: string;
  handle: string | null;
  sku: string;
  name: string;
  /** JSON array of {field, from, to}. */
  changes: string;
  reason: string | null;
  item_id: string;
  /** JSON PlannedRow (core/catalog-import/import-plan.ts). */
  plan: string;
  applied: Generated<0 | 1>;
}

export interface CatalogImportPictureTable {
  import_id: string;
  seq: number;
  store_id: string;
  item_id: string;
  handle: string | null;
  name: string;
  url: string;
  /** pending | done | failed */
  state: string;
  reason: string | null;
  lease_until: string | null;
  updated_at: string;
}
