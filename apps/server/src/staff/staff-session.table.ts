import type { Selectable } from 'kysely';
import type { StaffRole } from './staff-role.js';

/** A signed-in member of staff: the hash of their bearer token, their role, until when. */
export interface StaffSessionTable {
  token_hash: string;
  staff_name: string;
  role: StaffRole;
  created_at: string;
  expires_at: string;
}
export type StaffSessionRow = Selectable<StaffSessionTable>;
