import type { StaffItem } from '@backroom/core/catalog';
import { formatCents, parseDollars } from '@backroom/core/money';
import type { EditableItemField } from '@backroom/core/staff-catalog';

/** The item editor's fields as typed: money in dollars, lists one a line, counts as text. */
export interface ItemForm {
  name: string;
  brand: string;
  description: string;
  sku: string;
  upc: string;
  vendor: string;
  externalId: string;
  variantName: string;
  price: string;
  cost: string;
  categoryId: string;
  hidden: boolean;
  discontinued: boolean;
  special: boolean;
  florist: boolean;
  notes: string;
  supplierUrls: string;
  homeUrls: string;
  inventory: Record<string, string>;
}

/** A one-field edit ready for PATCH items/{id}/{field}. */
export interface FieldEdit {
  field: EditableItemField;
  value: unknown;
}

const dollars = (cents: number) => formatCents(cents).replace(/^\$/, '').replaceAll(',', '');

export function formFromItem(item: StaffItem): ItemForm {
  return {
    name: item.name,
    brand: item.brand,
    description: item.description,
    sku: item.sku,
    upc: item.codes.upc,
    vendor: item.vendor ?? '',
    externalId: item.externalId ?? '',
    variantName: item.group.variantName ?? '',
    price: dollars(item.price),
    cost: dollars(item.cost),
    categoryId: item.categoryId ?? '',
    hidden: item.hidden,
    discontinued: item.discontinued,
    special: item.special,
    florist: item.florist,
    notes: item.notes,
    supplierUrls: item.supplierUrls.join('\n'),
    homeUrls: item.homeUrls.join('\n'),
    inventory: Object.fromEntries(Object.entries(item.inventory).map(([location, { count }]) => [location, String(count)])),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The form read as the item's field values, or the first problem in words. Money is typed in
 * dollars and sent in cents.
 */
export function fieldValues(form: ItemForm): { values: Record<EditableItemField, unknown> } | { problem: string } {
  const price = parseDollars(form.price);
  if (price === null) return { problem: 'The price is not an amount of dollars, e.g. 12.99.' };
  const cost = parseDollars(form.cost);
  if (cost === null) return { problem: 'The cost is not an amount of dollars, e.g. 7.50.' };
  if (form.name.trim() === '') return { problem: 'An item needs a name.' };
  const inventory: Record<string, { count: number }> = {};
  for (const [location, text] of Object.entries(form.inventory)) {
    if (!/^-?\d+$/.test(text.trim())) return { problem: `The count at ${location} is not a whole number.` };
    inventory[location] = { count: Number(text) };
  }
  return {
    values: {
      name: form.name.trim(),
      brand: form.brand,
      description: form.description,
      sku: form.sku,
      upc: form.upc,
      vendor: orNull(form.vendor),
      externalId: orNull(form.externalId),
      supplierUrls: lines(form.supplierUrls),
      homeUrls: lines(form.homeUrls),
      imageId: undefined,
      categoryId: orNull(form.categoryId),
      price,
      cost,
      inventory,
      variantName: orNull(form.variantName),
      hidden: form.hidden,
      discontinued: form.discontinued,
      special: form.special,
      florist: form.florist,
      notes: form.notes,
    },
  };
}

/** The fields the form changes on `item`, one edit each; or the form's first problem. */
export function changedFields(item: StaffItem, form: ItemForm): { edits: FieldEdit[] } | { problem: string } {
  const before = fieldValues(formFromItem(item));
  const after = fieldValues(form);
  if ('problem' in after) return after;
  if ('problem' in before) return { edits: [] };
  const edits = (Object.keys(after.values) as EditableItemField[])
    .filter((field) => after.values[field] !== undefined && JSON.stringify(after.values[field]) !== JSON.stringify(before.values[field]))
    .map((field) => ({ field, value: after.values[field] }));
  return { edits };
}
