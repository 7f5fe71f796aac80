import type { Locale } from '@backroom/core/locale';
import type { OrderState } from '@backroom/core/orders/order-contract';
import type { Generated, Insertable, Selectable } from 'kysely';

export interface OrderTable {
  store_id: string;
  id: string;
  token_hash: string;
  token_sealed: string;
  idempotency_key_hash: string;
  state: OrderState;
  environment: 'TEST' | 'PROD';
  payment_method: 'emt' | 'card' | 'sezzle';
  shipping_method: string;
  shipping_name: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  delivery_first_name: string;
  delivery_last_name: string;
  delivery_street: string;
  delivery_additional: string;
  delivery_city: string;
  delivery_province: string;
  delivery_postal: string;
  notes: string;
  gift_message: string;
  discount_code: string | null;
  /** Money in cents. */
  subtotal: number;
  discount_amount: number;
  shipping: number;
  tax: number;
  total: number;
  /** ISO instant from which an unpaid order is cancelled by the sweeper; null: never. */
  hold_until: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** The member who placed it while signed in (account id, or `oidc:{subject}`); null for a guest. */
  member_id: string | null;
  /** The day a florist order is delivered or picked up (YYYY-MM-DD, America/Halifax); null for other orders. */
  delivery_date: string | null;
  /** Who a florist order goes to when not the shopper, and their phone; '' when the shopper receives it. */
  recipient_name: Generated<string>;
  recipient_phone: Generated<string>;
  /** The delivery window booked with the date ('morning', 'afternoon') and its hours (HH:MM) then; null without one. */
  delivery_window: string | null;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  /** The language the shopper ordered in; the order's e-mails to them are written in it. */
  locale: Locale;
  /** What the order's refunds came to, in cents (see order_refunds). */
  refunded_total: Generated<number>;
  /** When the shopper of an unpaid e-transfer was reminded that its hold runs out; null: not yet. */
  emt_reminder_sent_at: Generated<string | null>;
  /** The gift cards the order sells, in cents: after tax, untaxed, in `total` (docs/decisions/067). */
  gift_cards_sold: Generated<number>;
  /** What gift cards paid of `total`; the rest is paid by card or e-transfer. */
  gift_cards_applied: Generated<number>;
}
export type OrderRow = Selectable<OrderTable>;
export type NewOrderRow = Insertable<OrderTable>;

export interface OrderLineTable {
  store_id: string;
  order_id: string;
  position: number;
  /** null for the shipping line. */
  item_id: string | null;
  name: string;
  price: number;
  count: number;
}
export type OrderLineRow = Selectable<OrderLineTable>;

export interface OrderEventTable {
  store_id: string;
  order_id: string;
  state: OrderState;
  /** 'shopper', 'staff:<name>' or 'sweeper'. */
  actor: string;
  at: string;
}
