/** A link that moves a member's account to a new address, sent there: the SHA-256 of its secret, never the secret. */
export interface EmailChangeTokenTable {
  token_hash: string;
  account_id: string;
  new_email: string;
  created_at: string;
  expires_at: string;
  /** When the link moved the account (or a later change made it moot); null while it still may. */
  used_at: string | null;
}
