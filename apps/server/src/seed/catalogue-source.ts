import type { ClientConfig } from '@backroom/core/client-config';
import type { Inventory } from '@backroom/core/item-display';
import type { SettingsInput, SettingsKind } from '../store-settings/settings-kinds.js';

/** A picture to draw at seed time (no downloads): an SVG document, rasterised by sharp. */
export type SeedPicture = string;

export interface SeedCategory {
  id: string;
  name: string;
  shortName: string;
  /** '1' for a top-level category. */
  parentId: string;
  position: number;
  picture: SeedPicture | null;
}

export interface SeedVariant {
  id: string;
  /** The variant's own name within the group, e.g. "1 L". */
  variantName: string;
  sku: string;
  upc: string;
  price: number;
  cost: number;
  /** null: no inventory data (counts as 100 in stock). */
  inventory: Inventory | null;
  hidden?: boolean;
}

export interface SeedItem {
  id: string;
  /** May use '>' segments; shoppers see the last one. */
  name: string;
  brand: string;
  description: string;
  sku: string;
  upc: string;
  vendor: string | null;
  externalId: string | null;
  supplierUrls: string[];
  homeUrls: string[];
  /** null: an orphan. */
  categoryId: string | null;
  price: number;
  cost: number;
  inventory: Inventory | null;
  hidden: boolean;
  discontinued: boolean;
  special: boolean;
  /** Flowers ordered for a date: PICKUP or LOCAL in Queens County (absent: not florist). */
  florist?: boolean;
  notes: string;
  picture: SeedPicture | null;
  /** Present for a group head: its variants become items of their own. */
  variants?: SeedVariant[];
}

export interface SeedCatalogue {
  store: { id: string; name: string };
  config: ClientConfig;
  /** The store's other settings by kind (store-settings/settings-kinds.ts); the defaults apply to those left out. */
  settings?: { [K in Exclude<SettingsKind, 'general'>]?: SettingsInput<K> };
  /** Discount codes shoppers may apply at checkout. */
  discountCodes?: SeedDiscountCode[];
  categories: SeedCategory[];
  items: SeedItem[];
}

/** A discount code: an amount in cents or a whole percent. */
export type SeedDiscountCode = { code: string; minSubtotal?: number; usageLimit?: number | null; startsAt?: string; endsAt?: string } & (
  | { discountAmount: number }
  | { discountPercent: number }
);
