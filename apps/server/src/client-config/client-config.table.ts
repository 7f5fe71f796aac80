import type { Selectable } from 'kysely';

export interface StoreConfigTable {
  store_id: string;
  name: string;
  /** The client configuration as JSON. */
  body: string;
  updated_at: string;
}
export type StoreConfigRow = Selectable<StoreConfigTable>;
