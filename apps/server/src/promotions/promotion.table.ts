import type { Generated, Insertable, Selectable } from 'kysely';

/** A store's automatic promotion (docs/decisions/066). */
export interface PromotionTable {
  store_id: string;
  id: string;
  name: string;
  /** Core's PromotionRule as JSON: targets with their names, categories with every sub-category. */
  rule: string;
  starts_at: string | null;
  ends_at: string | null;
  /** How many orders may use it; null: no limit. */
  usage_limit: number | null;
  /** Orders using it that are not cancelled. */
  used_count: Generated<number>;
  /** 1: may share a line with other promotions that allow it. */
  combines_with_promotions: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type PromotionRow = Selectable<PromotionTable>;
export type NewPromotionRow = Insertable<PromotionTable>;

/** A promotion an order got: its label as the shopper saw it and its amount in cents. */
export interface OrderPromotionTable {
  store_id: string;
  order_id: string;
  position: number;
  promotion_id: string;
  label: string;
  amount: number;
}
export type OrderPromotionRow = Selectable<OrderPromotionTable>;
