import type { TaxKind } from '@backroom/core/tax/sales-tax-rates';
import type { Selectable } from 'kysely';

/** STAFF: a refund staff asked for; CANCELLATION: the rest of a paid order, given back as it is cancelled. */
export type OrderRefundKind = 'STAFF' | 'CANCELLATION';
/** What became of refunded units: released from the order's hold, counted back onto the shelf, or no stock moved (not put back, or released before). */
export type RefundedStock = 'RELEASED' | 'RETURNED' | 'NONE';

/** Money given back on an order; its figures are positive amounts given back, in cents. */
export interface OrderRefundTable {
  store_id: string;
  id: string;
  order_id: string;
  /** 1, 2, …: the order's refunds in the order they were made. */
  number: number;
  idempotency_key_hash: string;
  kind: OrderRefundKind;
  /** How the money goes back: card (the provider), emt (an e-transfer staff send) or manual (by hand). */
  method: 'card' | 'emt' | 'manual';
  /** The refunded item lines at their prices, before the discount. */
  goods: number;
  /** The part of the order's discount that came with those goods (taken off `goods`). */
  discount: number;
  shipping: number;
  /** An amount given back apart from lines, before tax. */
  adjustment: number;
  tax: number;
  total: number;
  note: string;
  actor: string;
  created_at: string;
}
export type OrderRefundRow = Selectable<OrderRefundTable>;

export interface OrderRefundLineTable {
  store_id: string;
  refund_id: string;
  position: number;
  item_id: string;
  name: string;
  price: number;
  count: number;
  stock: RefundedStock;
}
export type OrderRefundLineRow = Selectable<OrderRefundLineTable>;

export interface OrderRefundTaxLineTable {
  store_id: string;
  refund_id: string;
  position: number;
  kind: TaxKind;
  label: string;
  rate_per_100k: number;
  amount: number;
}
export type OrderRefundTaxLineRow = Selectable<OrderRefundTaxLineTable>;
