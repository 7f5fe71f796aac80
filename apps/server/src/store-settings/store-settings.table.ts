import type { Selectable } from 'kysely';

/** Server-only settings of a store, one JSON document per name (e.g. 'shipping'). */
export interface StoreSettingsTable {
  store_id: string;
  name: string;
  /** The settings as JSON. */
  body: string;
  updated_at: string;
}
export type StoreSettingsRow = Selectable<StoreSettingsTable>;
