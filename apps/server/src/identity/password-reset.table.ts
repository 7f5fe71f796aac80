import type { Selectable } from 'kysely';

/** A "forgot password" link sent to a member: the SHA-256 of its secret, never the secret. */
export interface PasswordResetTokenTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  /** When the link set a password (or a later reset made it moot); null while it still may. */
  used_at: string | null;
}
export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>;

/** A reset request counted against a limit (`address:{ip}`, `email:{inbox}`). */
export interface PasswordResetRequestTable {
  id: string;
  limit_key: string;
  at: string;
}
