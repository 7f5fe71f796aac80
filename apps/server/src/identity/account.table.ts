import type { Insertable, Selectable } from 'kysely';
import type { AccountRole } from './staff-role.js';

/** Someone who signs in: a member (shopper) or staff. */
export interface AccountTable {
  id: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: AccountRole;
  first_name: string;
  last_name: string;
  /** 1: may not sign in, and has no live session. */
  disabled: number;
  created_at: string;
  updated_at: string;
}
export type AccountRow = Selectable<AccountTable>;
export type NewAccountRow = Insertable<AccountTable>;

/** Attempts that count against a sign-in limit (`limit_key`: `address:{ip}`, `email:{email}`, …). */
export interface SignInAttemptTable {
  id: string;
  limit_key: string;
  at: string;
}
