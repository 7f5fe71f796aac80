import type { Generated, Insertable, Selectable } from 'kysely';
import type { Locale } from '@backroom/core/locale';

/** Where a back-in-stock alert stands (migration 0018 tells each). */
export type StockAlertState = 'PENDING' | 'CONFIRMED' | 'SENDING' | 'NOTIFIED' | 'UNSUBSCRIBED' | 'EXPIRED' | 'FAILED';

export interface StockAlertTable {
  id: string;
  store_id: string;
  item_id: string;
  item_name: string;
  email: string;
  email_key: string;
  locale: Locale;
  state: StockAlertState;
  token_hash: string;
  notice_token_hash: string | null;
  consent_text: string;
  consent_at: string;
  consent_ip: string;
  confirmed_at: string | null;
  confirmed_ip: string | null;
  claimed_at: string | null;
  claim_id: string | null;
  attempts: Generated<number>;
  ended_at: string | null;
  created_at: string;
}
export type StockAlertRow = Selectable<StockAlertTable>;
export type NewStockAlertRow = Insertable<StockAlertTable>;

export interface StockAlertRequestTable {
  id: string;
  store_id: string;
  limit_key: string;
  at: string;
}
