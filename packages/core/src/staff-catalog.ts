import { z } from 'zod';
import { CategoryId, ImageId, ItemId, StaffItem, VariantSummary } from './catalog.js';
import { TOP_LEVEL_PARENT_ID } from './category-url.js';

const cents = z.number().int().min(0, 'a price is not negative').max(100_000_000);
const itemName = z.string().trim().min(1, 'an item needs a name').max(300);
const code = z.string().max(100);
const urlList = z.array(z.string().max(2048)).max(20);
const inventory = z
  .record(z.string().min(1).max(64), z.strictObject({ count: z.number().int().min(-1_000_000).max(1_000_000) }))
  .refine((locations) => Object.keys(locations).length <= 50, 'an item has at most 50 stock locations');

/**
 * The fields staff may change one at a time (PATCH /items/{id}/{field}), each with its type.
 * Everything else (id, store, timestamps, stock and a group's summary) is the shop's to set.
 */
export const EDITABLE_ITEM_FIELDS = {
  name: itemName,
  description: z.string().max(20_000),
  brand: z.string().max(200),
  sku: code,
  upc: code,
  vendor: z.string().max(100).nullable(),
  externalId: z.string().max(100).nullable(),
  supplierUrls: urlList,
  homeUrls: urlList,
  imageId: ImageId.nullable(),
  categoryId: CategoryId.nullable(),
  price: cents,
  cost: cents,
  inventory,
  variantName: z.string().max(100).nullable(),
  hidden: z.boolean(),
  discontinued: z.boolean(),
  special: z.boolean(),
  florist: z.boolean(),
  notes: z.string().max(5_000),
} as const;

export type EditableItemField = keyof typeof EDITABLE_ITEM_FIELDS;
export const EDITABLE_ITEM_FIELD_NAMES = Object.keys(EDITABLE_ITEM_FIELDS) as EditableItemField[];

/** True when `field` names a field staff may edit on its own. */
export function isEditableItemField(field: string): field is EditableItemField {
  return Object.hasOwn(EDITABLE_ITEM_FIELDS, field);
}

/** A one-field edit, already checked: the field and a value of its type. */
export type ItemFieldEdit = { [F in EditableItemField]: { field: F; value: z.infer<(typeof EDITABLE_ITEM_FIELDS)[F]> } }[EditableItemField];

/** PUT /items: the item travels as a JSON string (SPEC section 7). */
export const SaveItemBody = z.strictObject({ item: z.string().min(2).max(200_000) });
export type SaveItemBody = z.infer<typeof SaveItemBody>;

/**
 * What PUT /items accepts once its string is parsed: a StaffItem as GET returns it, edited.
 * Unknown keys (storeId, createdAt, …) are refused, not dropped. `stock`, `heldStock` and the
 * group's `variantSummary` are derived and ignored; `updatedAt` is the version the editor started from,
 * null to create an item that does not exist yet.
 */
export const ItemDraft = StaffItem.extend({
  id: ItemId,
  name: EDITABLE_ITEM_FIELDS.name,
  description: EDITABLE_ITEM_FIELDS.description,
  brand: EDITABLE_ITEM_FIELDS.brand,
  sku: code,
  codes: z.strictObject({ upc: code, sku: code }),
  vendor: EDITABLE_ITEM_FIELDS.vendor,
  externalId: EDITABLE_ITEM_FIELDS.externalId,
  supplierUrls: urlList,
  homeUrls: urlList,
  imageId: EDITABLE_ITEM_FIELDS.imageId,
  categoryId: EDITABLE_ITEM_FIELDS.categoryId,
  price: cents,
  cost: cents,
  inventory,
  stock: z.number().int().optional(),
  heldStock: z.number().int().optional(),
  // Derived from the sales (docs/decisions/065), which change through the sales API: ignored here.
  priceInEffect: z.number().int().optional(),
  saleEndsAt: z.string().max(40).nullable().optional(),
  sales: StaffItem.shape.sales.optional(),
  group: z.strictObject({
    enabled: z.boolean(),
    parentId: ItemId.nullable(),
    variantName: EDITABLE_ITEM_FIELDS.variantName,
    variantSummary: VariantSummary.nullable().optional(),
  }),
  // Editors made before the florist flag leave it out: such an item is not a florist item.
  florist: EDITABLE_ITEM_FIELDS.florist.default(false),
  notes: EDITABLE_ITEM_FIELDS.notes,
  updatedAt: z.string().max(40).nullable(),
}).strict();
export type ItemDraft = z.infer<typeof ItemDraft>;

/** PATCH /items/{id}/image: a picture to fetch from the web. */
export const ItemImageUrlBody = z.strictObject({ imageUrl: z.string().min(1).max(2048) });
export type ItemImageUrlBody = z.infer<typeof ItemImageUrlBody>;

const categoryName = z.string().trim().min(1, 'a category needs a name').max(100);

/**
 * PUT /categories: `path` is the trail of category ids from the top level down to the new
 * category's parent, joined by '/' ('' or '1' for a top-level category).
 */
export const CreateCategoryBody = z.strictObject({
  path: z.string().max(1000),
  name: categoryName,
  shortName: categoryName.optional(),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

/** PUT /categories/{id}: the id again, and the new name (the short name follows unless given). */
export const RenameCategoryBody = z.strictObject({ id: CategoryId, name: categoryName, shortName: categoryName.optional() });
export type RenameCategoryBody = z.infer<typeof RenameCategoryBody>;

/** PUT /categories/{childId}/{parentId}: the same two ids as the path. */
export const ReparentCategoryBody = z.strictObject({ childId: CategoryId, parentId: CategoryId });
export type ReparentCategoryBody = z.infer<typeof ReparentCategoryBody>;

/** The id a new category gets from its name: lower-case words joined by dashes ("Bloom Boosters" → "bloom-boosters"). */
export function categorySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  // '1' marks the top level, so no category may be called that.
  return slug === '' || slug === TOP_LEVEL_PARENT_ID ? `category-${slug || 'new'}` : slug;
}
