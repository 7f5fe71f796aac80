import type { TaxLine } from '@backroom/core/tax/sales-tax';
import type { Selectable } from 'kysely';

/** One tax an order was charged, kept as charged (migration 0007). */
export interface OrderTaxLineTable {
  store_id: string;
  order_id: string;
  /** 0, 1: the order the receipt lists them in (GST or HST first). */
  position: number;
  kind: TaxLine['kind'];
  label: string;
  rate_per_100k: number;
  amount: number;
}
export type OrderTaxLineRow = Selectable<OrderTaxLineTable>;
