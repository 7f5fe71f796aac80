import type { TransactionKind } from '@backroom/core/transactions/transaction-contract';
import type { Insertable, Selectable } from 'kysely';

/** Money that changed hands for an order: a SALE when it was paid, a REFUND when a paid order was cancelled. */
export interface TransactionTable {
  store_id: string;
  id: string;
  order_id: string;
  kind: TransactionKind;
  environment: 'TEST' | 'PROD';
  payment_method: string;
  /** `payment:{provider}:{id}` or `staff:{name}`. */
  recorded_by: string;
  /** Money in cents, negative for a refund. */
  subtotal: number;
  discount_amount: number;
  shipping: number;
  tax: number;
  total: number;
  /** YYYY-MM-DD in the shop's time zone. */
  local_date: string;
  created_at: string;
  modified_at: string;
}
export type TransactionRow = Selectable<TransactionTable>;
export type NewTransactionRow = Insertable<TransactionTable>;

export interface TransactionLineTable {
  store_id: string;
  transaction_id: string;
  /** '1', '2', …: the line's place in the order. */
  id: string;
  position: number;
  /** null for the shipping line. */
  item_id: string | null;
  name: string;
  /** Cents, never negative: a refund's sign is its kind's. */
  price: number;
  count: number;
  note: string;
}
export type TransactionLineRow = Selectable<TransactionLineTable>;
