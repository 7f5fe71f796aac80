import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SaleScope } from '@backroom/core/sales/sale-contract';

/** A sale on a schedule (docs/decisions/065): from starts_at (included) to ends_at (excluded), ISO instants in UTC. */
export interface SaleTable {
  store_id: string;
  id: string;
  name: string;
  scope: SaleScope;
  /** scope item: the item (a group head's sale is on all its variants). */
  item_id: string | null;
  /** scope category: the category and every category under it. */
  category_id: string | null;
  /** scope brand: items of the brand (a variant's, else its head's), matched without regard to case. */
  brand: string | null;
  /** scope item: the price in cents. */
  sale_price: number | null;
  /** scope category or brand: the whole percent off. */
  percent: number | null;
  starts_at: string;
  ends_at: string;
  created_at: string;
  updated_at: string;
}
export type SaleRow = Selectable<SaleTable>;
export type NewSaleRow = Insertable<SaleTable>;
export type SaleChanges = Omit<Updateable<SaleTable>, 'store_id' | 'id' | 'scope' | 'item_id' | 'category_id' | 'brand' | 'created_at'>;
