import type { Selectable } from 'kysely';

/** One staff change: who made it, to what, the entity before and after (JSON), and when. */
export interface AuditLogTable {
  id: string;
  /** Null for changes outside any store (staff accounts). */
  store_id: string | null;
  /** `staff:{name}`, `member:{id}`, `system:{job}`. */
  actor: string;
  /** A verb: create, update, delete, move, state, sign-in, … */
  action: string;
  /** item, category, image, order, transaction, staff, discount, settings, … */
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  at: string;
}
export type AuditLogRow = Selectable<AuditLogTable>;
