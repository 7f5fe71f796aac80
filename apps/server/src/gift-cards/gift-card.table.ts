import type { GiftCardEntryKind } from '@backroom/core/gift-cards/gift-card-contract';
import type { Locale } from '@backroom/core/locale';
import type { Selectable } from 'kysely';

/** A gift card (docs/decisions/067). */
export interface GiftCardTable {
  store_id: string;
  id: string;
  /** SHA-256 of the normalised code; null until a sold card is sent (its code is made then). */
  code_hash: string | null;
  last4: string | null;
  /** PENDING: sold on an order not paid yet; ACTIVE; VOIDED. */
  state: 'PENDING' | 'ACTIVE' | 'VOIDED';
  issued_how: 'SOLD' | 'STAFF';
  order_id: string | null;
  order_position: number | null;
  item_id: string | null;
  item_name: string;
  initial_amount: number;
  /** The sum of the card's ledger, kept here for the conditional debit. */
  balance: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  /** YYYY-MM-DD Halifax; null: at once. */
  deliver_on: string | null;
  locale: Locale;
  delivered_at: string | null;
  /** A process sending it holds it until then. */
  delivery_lease_until: string | null;
  note: string;
  created_at: string;
  updated_at: string;
}
export type GiftCardRow = Selectable<GiftCardTable>;

export interface GiftCardLedgerTable {
  store_id: string;
  id: string;
  gift_card_id: string;
  seq: number;
  kind: GiftCardEntryKind;
  amount: number;
  balance_after: number;
  order_id: string | null;
  note: string;
  actor: string;
  at: string;
}
export type GiftCardLedgerRow = Selectable<GiftCardLedgerTable>;

export interface OrderGiftCardTable {
  store_id: string;
  order_id: string;
  position: number;
  gift_card_id: string;
  last4: string;
  amount: number;
  returned: number;
}
export type OrderGiftCardRow = Selectable<OrderGiftCardTable>;

export interface GiftCardItemTable {
  store_id: string;
  item_id: string;
  min_amount: number | null;
  max_amount: number | null;
}
