import type { Selectable } from 'kysely';
import type { AccountRole } from './staff-role.js';

/**
 * A signed-in session (staff or member): the hash of its bearer token, its role, until when.
 * The table keeps its first name; members' sessions live here too.
 */
export interface StaffSessionTable {
  token_hash: string;
  /** The account's e-mail when the session was made. */
  staff_name: string;
  role: AccountRole;
  created_at: string;
  expires_at: string;
  /** The account signed in; null for sessions made straight in the database (tests). */
  account_id: string | null;
}
export type StaffSessionRow = Selectable<StaffSessionTable>;
