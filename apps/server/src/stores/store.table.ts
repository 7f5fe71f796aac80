import type { Selectable } from 'kysely';

export interface StoreTable {
  id: string;
  name: string;
  created_at: string;
}
export type StoreRow = Selectable<StoreTable>;
