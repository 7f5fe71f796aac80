import type { Selectable } from 'kysely';
import type { Locale } from '@backroom/core/locale';
import type { StaffLinkPurpose } from '@backroom/core/identity/account-contract';

/** A link an admin had sent to a staff member (an invitation or a reset): the SHA-256 of its secret, never the secret. */
export interface StaffPasswordLinkTable {
  token_hash: string;
  account_id: string;
  purpose: StaffLinkPurpose;
  /** The e-mail's language: staff accounts keep none, the admin chose it (a re-sent invitation keeps it). */
  locale: Locale;
  /** Who had it sent, as the audit log names them (`staff:{email}`). */
  sent_by: string;
  created_at: string;
  expires_at: string;
  /** When the link set a password, or a newer link or password made it moot; null while it still may. */
  used_at: string | null;
}
export type StaffPasswordLinkRow = Selectable<StaffPasswordLinkTable>;
