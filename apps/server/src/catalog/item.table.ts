import type { Generated, Insertable, Selectable } from 'kysely';

/** Flags are 0/1 integers: one representation for SQLite and PostgreSQL. */
type Flag = 0 | 1;

export interface ItemTable {
  store_id: string;
  id: string;
  name: string;
  /** Displayed name, case-folded: the second key of listing order. */
  sort_name: string;
  description: Generated<string>;
  brand: Generated<string>;
  sku: Generated<string>;
  upc: Generated<string>;
  vendor: string | null;
  external_id: string | null;
  /** The handle a catalogue import matches the item by (docs/decisions/060); null until one names it. */
  handle: Generated<string | null>;
  /** JSON array of strings. */
  supplier_urls: Generated<string>;
  /** JSON array of strings. */
  home_urls: Generated<string>;
  image_id: string | null;
  category_id: string | null;
  /** The regular price, in cents (staff's); a sale's price in effect is sale_price. */
  price: number;
  /** The sale price in effect (docs/decisions/065), kept by the sale clock; null: the regular price is. */
  sale_price: Generated<number | null>;
  /** When the sale giving sale_price ends (ISO instant); for a group head, the earliest end among its variants on sale. */
  sale_ends_at: Generated<string | null>;
  /** The sale giving sale_price. */
  sale_id: Generated<string | null>;
  cost: Generated<number>;
  group_enabled: Generated<Flag>;
  group_parent_id: string | null;
  variant_name: string | null;
  /** For a group head: the summed stock and price range of its visible variants. */
  variant_stock: number | null;
  price_low: number | null;
  price_high: number | null;
  hidden: Generated<Flag>;
  discontinued: Generated<Flag>;
  special: Generated<Flag>;
  /** A florist item: the order needs a delivery date and PICKUP or LOCAL in Queens County. */
  florist: Generated<Flag>;
  notes: Generated<string>;
  /** Snapshot of item_inventory as JSON `{location: {count}}`, kept with stock by refreshItemStock. */
  inventory: Generated<string>;
  /** Units held by open and paid orders that are still on the shelf. */
  held_stock: Generated<number>;
  /** Stock left to sell: the inventory total (100 without inventory data) less held_stock; a group head's variant stock. */
  stock: Generated<number>;
  /** 1 when stock is not above zero: the first key of listing order. */
  sold_out: Generated<Flag>;
  created_at: string;
  updated_at: string;
}
export type ItemRow = Selectable<ItemTable>;
export type NewItemRow = Insertable<ItemTable>;

export interface ItemInventoryTable {
  store_id: string;
  item_id: string;
  location: string;
  count: number;
}

/** The columns a shopper's answer is made of: never cost or staff notes. */
export const SHOPPER_ITEM_COLUMNS = [
  'id',
  'name',
  'description',
  'brand',
  'sku',
  'upc',
  'vendor',
  'external_id',
  'supplier_urls',
  'home_urls',
  'image_id',
  'category_id',
  'price',
  'sale_price',
  'sale_ends_at',
  'group_enabled',
  'group_parent_id',
  'variant_name',
  'variant_stock',
  'price_low',
  'price_high',
  'hidden',
  'discontinued',
  'special',
  'florist',
  'inventory',
  'stock',
  'updated_at',
] as const satisfies ReadonlyArray<keyof ItemTable>;
export type ShopperItemRow = Pick<ItemRow, (typeof SHOPPER_ITEM_COLUMNS)[number]>;
