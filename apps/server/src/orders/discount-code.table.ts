import type { Generated, Insertable, Selectable } from 'kysely';

/** A store's discount code: an amount in cents or a whole percent, never both. */
export interface DiscountCodeTable {
  store_id: string;
  /** Upper-case; codes are matched without regard to case. */
  code: string;
  discount_amount: number | null;
  discount_percent: number | null;
  starts_at: string | null;
  ends_at: string | null;
  /** Cents of subtotal the order needs before the code applies. */
  min_subtotal: Generated<number>;
  /** How many orders may use the code; null: no limit. */
  usage_limit: number | null;
  /** Orders using the code that are not cancelled. */
  used_count: Generated<number>;
  created_at: string;
}
export type DiscountCodeRow = Selectable<DiscountCodeTable>;
export type NewDiscountCodeRow = Insertable<DiscountCodeTable>;
