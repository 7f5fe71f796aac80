import type { Locale } from '@backroom/core/locale';
import type { Selectable } from 'kysely';

/** What became of a left cart: waiting for its reminder, or ended and why. */
export type LeftCartStatus = 'waiting' | 'sent' | 'ordered' | 'withdrawn' | 'unsubscribed' | 'replaced' | 'expired';

/** A cart a shopper left at checkout after giving their e-mail and consent (docs/decisions/050). */
export interface LeftCartTable {
  store_id: string;
  id: string;
  /** The secret of the browser's updates and the e-mail's links. */
  token: string;
  /** Trimmed and lower-cased, as orders keep it. */
  email: string;
  locale: Locale;
  /** JSON array of `LeftCartLine`: item ids and counts only. */
  lines: string;
  consent_at: string;
  /** The consent box's words exactly as shown, in the shopper's language. */
  consent_wording: string;
  consent_ip: string;
  created_at: string;
  updated_at: string;
  status: LeftCartStatus;
  ended_at: string | null;
}
export type LeftCartRow = Selectable<LeftCartTable>;

/** An address that unsubscribed from the store's left-cart reminders. */
export interface LeftCartOptOutTable {
  store_id: string;
  email: string;
  at: string;
}
