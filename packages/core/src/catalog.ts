import { z } from 'zod';
import { Sale } from './sales/sale.js';

/** A store's name as it appears in paths: `/{store}/api/v1/…`. */
export const StoreName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a store name is 1-32 lower-case letters, digits or dashes')
  .refine((name) => name !== 'api', 'api is not a store name');
export type StoreName = z.infer<typeof StoreName>;

const identifier = (what: string) =>
  z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
      `${what} is 1-64 letters, digits, dots, dashes or underscores`,
    );

export const ItemId = identifier('an item id');
export type ItemId = z.infer<typeof ItemId>;
export const CategoryId = identifier('a category id');
export type CategoryId = z.infer<typeof CategoryId>;
export const ImageId = identifier('an image id');
export type ImageId = z.infer<typeof ImageId>;

const cents = z.number().int();
const stockCount = z.number().int();

export const InventorySchema = z.record(z.string(), z.object({ count: stockCount }));

export const VariantSummary = z.object({
  stock: stockCount,
  priceLow: cents,
  priceHigh: cents,
});
export type VariantSummary = z.infer<typeof VariantSummary>;

export const ItemGroup = z.object({
  /** True for the head of a group whose variants are items of their own. */
  enabled: z.boolean(),
  /** The group head a variant belongs to; null for anything that is not a variant. */
  parentId: z.string().nullable(),
  /** A variant's own name within its group, e.g. "1 L". */
  variantName: z.string().nullable(),
  variantSummary: VariantSummary.nullable(),
});
export type ItemGroup = z.infer<typeof ItemGroup>;

/** An item as a shopper receives it: no cost, no staff notes. */
export const Item = z.object({
  id: ItemId,
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  sku: z.string(),
  codes: z.object({ upc: z.string(), sku: z.string() }),
  vendor: z.string().nullable(),
  externalId: z.string().nullable(),
  supplierUrls: z.array(z.string()),
  homeUrls: z.array(z.string()),
  imageId: z.string().nullable(),
  categoryId: z.string().nullable(),
  /** The price in effect (what the cart charges): a sale's while one is on (docs/decisions/065). */
  price: cents,
  /** The regular price while a sale gives a lower one (shown struck through); null otherwise, and on a group head. */
  regularPrice: cents.nullable(),
  /** When the sale giving the price ends (ISO instant); a group head's: the earliest end among its variants on sale. */
  saleEndsAt: z.string().nullable(),
  inventory: InventorySchema,
  /** Total stock over all locations (100 for an item without inventory data). */
  stock: stockCount,
  group: ItemGroup,
  hidden: z.boolean(),
  discontinued: z.boolean(),
  special: z.boolean(),
  /** Cut flowers and arrangements: picked up or delivered locally on a chosen date (florist-order.ts). */
  florist: z.boolean(),
  updatedAt: z.string(),
});
export type Item = z.infer<typeof Item>;

/**
 * An item as staff see it: everything a shopper sees plus cost and notes, and the units open or
 * paid orders hold (not yet off the shelf). Stock and the variants' stock are as stored: below
 * zero when orders hold more than the inventory has (a shopper sees 0).
 */
export const StaffItem = Item.omit({ regularPrice: true }).extend({
  /** Staff edit the regular price: `price` is it here; the price in effect is `priceInEffect`. */
  price: cents,
  priceInEffect: cents,
  cost: cents,
  notes: z.string(),
  heldStock: stockCount,
  /** The sales on this item (or its group head) that have not ended (docs/decisions/065). */
  sales: z.array(Sale),
});
export type StaffItem = z.infer<typeof StaffItem>;

export const Category = z.object({
  id: CategoryId,
  name: z.string(),
  shortName: z.string(),
  parentId: z.string(),
  url: z.string(),
  imageId: z.string().nullable(),
  position: z.number().int(),
});
export type Category = z.infer<typeof Category>;

export const ItemListFilter = z.enum(['incomplete', 'orphans']);
export type ItemListFilter = z.infer<typeof ItemListFilter>;

/** A search text as it arrives in a path; it is sanitised before use. */
export const SearchTextParam = z.string().max(200, 'search text is at most 200 characters');

/** A price in a path, in whole cents. */
export const PriceParam = z
  .string()
  .regex(/^\d{1,9}$/, 'a price is a whole number of cents')
  .transform(Number);

/** The most items one batch lookup may ask for. */
export const MAX_BATCH_ITEMS = 200;

export const ItemBatchBody = z
  .object({ ids: z.array(ItemId).min(1).max(MAX_BATCH_ITEMS) })
  .strict();
export type ItemBatchBody = z.infer<typeof ItemBatchBody>;
