import { listingSortKey } from '@backroom/core/item-display';
import type { EDITABLE_ITEM_FIELDS, EditableItemField, ItemDraft } from '@backroom/core/staff-catalog';
import type { z } from 'zod';
import type { ItemChanges } from './item-edit.repository.js';

type FieldValue<F extends EditableItemField> = z.infer<(typeof EDITABLE_ITEM_FIELDS)[F]>;
export type EditableItemValues = { [F in EditableItemField]: FieldValue<F> };

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The columns each editable field is stored in. Inventory lives in its own table
 * (replaceInventory); its JSON snapshot and the stock are derived from it afterwards.
 */
const FIELD_COLUMNS: { [F in EditableItemField]: (value: FieldValue<F>) => ItemChanges } = {
  name: (name) => ({ name, sort_name: listingSortKey(name) }),
  description: (description) => ({ description }),
  brand: (brand) => ({ brand }),
  sku: (sku) => ({ sku }),
  upc: (upc) => ({ upc }),
  vendor: (vendor) => ({ vendor }),
  externalId: (externalId) => ({ external_id: externalId }),
  supplierUrls: (urls) => ({ supplier_urls: JSON.stringify(urls) }),
  homeUrls: (urls) => ({ home_urls: JSON.stringify(urls) }),
  imageId: (imageId) => ({ image_id: imageId }),
  categoryId: (categoryId) => ({ category_id: categoryId }),
  price: (price) => ({ price }),
  cost: (cost) => ({ cost }),
  inventory: () => ({}),
  variantName: (variantName) => ({ variant_name: variantName }),
  hidden: (hidden) => ({ hidden: flag(hidden) }),
  discontinued: (discontinued) => ({ discontinued: flag(discontinued) }),
  special: (special) => ({ special: flag(special) }),
  florist: (florist) => ({ florist: flag(florist) }),
  notes: (notes) => ({ notes }),
};

/** The columns one edited field changes. */
export function fieldColumns<F extends EditableItemField>(field: F, value: FieldValue<F>): ItemChanges {
  return FIELD_COLUMNS[field](value);
}

/** The editable fields of a whole-item draft, as PATCH would name them. */
export function draftValues(draft: ItemDraft): EditableItemValues {
  return {
    name: draft.name,
    description: draft.description,
    brand: draft.brand,
    sku: draft.sku,
    // The answer shows the sku where an item has no upc: that fallback is not a upc of its own.
    upc: draft.codes.upc === draft.sku ? '' : draft.codes.upc,
    vendor: draft.vendor,
    externalId: draft.externalId,
    supplierUrls: draft.supplierUrls,
    homeUrls: draft.homeUrls,
    imageId: draft.imageId,
    categoryId: draft.categoryId,
    price: draft.price,
    cost: draft.cost,
    inventory: draft.inventory,
    variantName: draft.group.variantName,
    hidden: draft.hidden,
    discontinued: draft.discontinued,
    special: draft.special,
    florist: draft.florist,
    notes: draft.notes,
  };
}

/** Every column a whole-item draft sets, its group shape included. */
export function draftColumns(draft: ItemDraft): ItemChanges & { name: string; sort_name: string; price: number } {
  const values = draftValues(draft);
  const columns: ItemChanges = {};
  for (const field of Object.keys(values) as EditableItemField[]) Object.assign(columns, fieldColumns(field, values[field]));
  const isHead = draft.group.enabled;
  return {
    ...columns,
    name: draft.name,
    sort_name: listingSortKey(draft.name),
    price: draft.price,
    group_enabled: flag(isHead),
    group_parent_id: draft.group.parentId,
    // A head's summary is derived from its variants; anything else has none.
    ...(isHead ? {} : { variant_stock: null, price_low: null, price_high: null }),
  };
}
