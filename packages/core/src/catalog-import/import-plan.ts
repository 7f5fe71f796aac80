import { totalStock, type Inventory } from '../item-display.js';
import type { ImportedCategory, ImportedItem, ImportedProduct, ImportField, ImportFields } from './import-fields.js';
import type { OwnItem } from './own-format.js';

/** An item of the shop as an import compares with it. */
export interface ShopItem extends OwnItem {
  updatedAt: string;
  heldStock: number;
  /** The url an import last listed for the item's picture (fetched, pending or failed), if any. */
  pictureUrl: string | null;
}

export type ImportSection = 'add' | 'change' | 'unchanged' | 'refused';

export interface FieldChange {
  field: ImportField | 'picture' | 'handle';
  from: string | null;
  to: string | null;
}

/** One item of an import as previewed, and what applying it writes. */
export interface PlannedRow {
  line: number;
  handle: string | null;
  sku: string;
  name: string;
  section: ImportSection;
  changes: FieldChange[];
  reason: string | null;
  itemId: string;
  role: 'single' | 'head' | 'variant';
  parentId: string | null;
  /** The version previewed over; null for an item to add. */
  expectedUpdatedAt: string | null;
  /** The fields to write (a new item: all it has), the category by id or by a name to make. */
  set: Partial<ImportFields> & { handle?: string | null };
  category?: ImportedCategory;
  /** A picture to fetch for the item after it is written. */
  imageUrl: string | null;
}

export interface PlannedProduct {
  key: string;
  rows: PlannedRow[];
}

/** Where new items keep the stock Shopify gives them (docs/decisions/060). */
export const DEFAULT_STOCK_LOCATION = 'store';

const show = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.join('\n');
  return JSON.stringify(value);
};

/** A value as JSON with its object keys in order, to compare values of a field. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Two values of a field the same: an empty vendor or external id is none. */
function same(field: keyof ImportFields, a: unknown, b: unknown): boolean {
  if (field === 'vendor' || field === 'externalId') return (a || null) === (b || null);
  return stable(a) === stable(b);
}

const idSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A fresh item id from a handle or a variant name: its slug, numbered when taken, at most 64 characters. */
function freshId(base: string, taken: Set<string>): string {
  const stem = (idSlug(base) || 'item').slice(0, 56).replace(/-+$/, '') || 'item';
  let id = stem;
  for (let n = 2; taken.has(id); n += 1) id = `${stem}-${n}`;
  taken.add(id);
  return id;
}

interface PlanContext {
  byId: Map<string, ShopItem>;
  byHandle: Map<string, ShopItem>;
  bySku: Map<string, ShopItem>;
  variantsOf: Map<string, ShopItem[]>;
  categoriesById: Map<string, string>;
  categoriesByName: Map<string, string>;
  taken: Set<string>;
}

function contextOf(existing: readonly ShopItem[], categories: readonly { id: string; name: string }[]): PlanContext {
  const context: PlanContext = {
    byId: new Map(),
    byHandle: new Map(),
    bySku: new Map(),
    variantsOf: new Map(),
    categoriesById: new Map(categories.map((category) => [category.id, category.name])),
    categoriesByName: new Map(),
    taken: new Set(),
  };
  for (const category of categories) {
    const key = category.name.trim().toLowerCase();
    if (!context.categoriesByName.has(key)) context.categoriesByName.set(key, category.id);
  }
  for (const item of existing) {
    context.byId.set(item.id, item);
    context.taken.add(item.id);
    if (item.role !== 'variant' && item.handle && !context.byHandle.has(item.handle)) context.byHandle.set(item.handle, item);
    if (item.role === 'single' && !item.handle && item.sku && !context.bySku.has(item.sku)) context.bySku.set(item.sku, item);
    if (item.role === 'variant' && item.parentId) context.variantsOf.set(item.parentId, [...(context.variantsOf.get(item.parentId) ?? []), item]);
  }
  return context;
}

/** The category id an import names, or the name of one to make; a reason when it names none the shop has. */
function resolveCategory(
  context: PlanContext,
  category: ImportedCategory | undefined,
  current: string | null | undefined,
): { id: string | null; name?: string } | { reason: string } | undefined {
  if (category === undefined) return undefined;
  if (category === null) return { id: null };
  // An item left in a category since deleted keeps it: only a change must name a category the shop has.
  if ('id' in category) {
    return context.categoriesById.has(category.id) || category.id === current ? { id: category.id } : { reason: `Category ID '${category.id}' is not a category of the shop` };
  }
  const found = context.categoriesByName.get(category.name.trim().toLowerCase());
  if (found) return { id: found };
  if (category.name.length > 100) return { reason: 'a category name is at most 100 characters' };
  return { id: null, name: category.name.trim() };
}

const FIELD_ORDER: (keyof ImportFields)[] = [
  'name',
  'variantName',
  'description',
  'brand',
  'sku',
  'upc',
  'vendor',
  'externalId',
  'supplierUrls',
  'homeUrls',
  'imageId',
  'price',
  'cost',
  'inventory',
  'hidden',
  'discontinued',
  'special',
  'florist',
  'notes',
];

/** The inventory a Shopify quantity makes of an item's, or why it cannot (docs/decisions/060). */
function inventoryFor(stock: number, before: ShopItem | undefined): { inventory: Inventory } | { reason: string } {
  const locations = Object.keys(before?.inventory ?? {});
  if (locations.length > 1) {
    if (totalStock(before!.inventory) === stock) return { inventory: before!.inventory };
    return { reason: `the item keeps its stock in ${locations.length} places (${locations.join(', ')}); one Variant Inventory Qty cannot say which changes — change it in the back office` };
  }
  return { inventory: { [locations[0] ?? DEFAULT_STOCK_LOCATION]: { count: stock } } };
}

function planItem(
  context: PlanContext,
  item: ImportedItem,
  before: ShopItem | undefined,
  itemId: string,
  parentId: string | null,
): PlannedRow {
  const set: PlannedRow['set'] = {};
  const changes: FieldChange[] = [];
  const fields: Partial<ImportFields> = { ...item.fields };
  let reason: string | null = null;
  if (item.stockOnHand !== undefined && item.role !== 'head') {
    const inventory = inventoryFor(item.stockOnHand, before);
    if ('reason' in inventory) reason = inventory.reason;
    else fields.inventory = inventory.inventory;
  }
  for (const field of FIELD_ORDER) {
    if (!(field in fields)) continue;
    const value = fields[field];
    const old = before ? before[field] : undefined;
    if (before && same(field, old, value)) continue;
    (set as Record<string, unknown>)[field] = value;
    changes.push({ field, from: before ? show(old) : null, to: show(value) });
  }
  if (fields.inventory && before && changes.some((change) => change.field === 'inventory')) {
    const onShelf = totalStock(fields.inventory);
    if (onShelf < before.heldStock) {
      reason ??= `orders hold ${before.heldStock} of this item that have not left the shelf; a stock of ${onShelf} would leave less than they hold — change it in the back office, which asks you to confirm (decision 024)`;
    }
  }
  let category: ImportedCategory | undefined;
  const resolved = resolveCategory(context, item.category, before?.categoryId);
  if (resolved && 'reason' in resolved) reason ??= resolved.reason;
  else if (resolved) {
    const to = resolved.name ?? resolved.id;
    const from = before?.categoryId ?? null;
    if (!before || resolved.name !== undefined || from !== resolved.id) {
      category = resolved.name !== undefined ? { name: resolved.name } : resolved.id === null ? null : { id: resolved.id };
      if (before || to !== null) changes.push({ field: 'category', from: before ? from : null, to });
    }
  }
  if (item.handle !== undefined && (before ? (before.handle ?? null) !== item.handle : item.handle !== null) && item.role !== 'variant') {
    set.handle = item.handle;
    changes.push({ field: 'handle', from: before ? before.handle : null, to: item.handle });
  }
  let imageUrl: string | null = null;
  // The same url as the item was last imported with is no change, whether its fetch is done, pending
  // or failed: a failed picture is fetched again through the import's Retry, not by importing anew.
  if (item.imageUrl && (!before || before.pictureUrl !== item.imageUrl)) {
    imageUrl = item.imageUrl;
    changes.push({ field: 'picture', from: before?.pictureUrl ?? null, to: item.imageUrl });
  }
  const name = item.fields.name ?? before?.name ?? '';
  const section: ImportSection = reason ? 'refused' : !before ? 'add' : changes.length > 0 ? 'change' : 'unchanged';
  return {
    line: item.line,
    handle: item.handle ?? before?.handle ?? null,
    sku: item.fields.sku ?? before?.sku ?? '',
    name,
    section,
    changes: reason ? [] : changes,
    reason: reason && `Line ${item.line}: ${reason}`,
    itemId,
    role: item.role,
    parentId,
    expectedUpdatedAt: before?.updatedAt ?? null,
    set,
    ...(category === undefined ? {} : { category }),
    imageUrl,
  };
}

function refusedRow(item: ImportedItem | { line: number }, reason: string, handle: string | null): PlannedRow {
  const fields = 'fields' in item ? item.fields : {};
  return {
    line: item.line,
    handle,
    sku: fields.sku ?? '',
    name: fields.name ?? '',
    section: 'refused',
    changes: [],
    reason,
    itemId: 'id' in item ? (item.id ?? '') : '',
    role: 'role' in item ? item.role : 'single',
    parentId: null,
    expectedUpdatedAt: null,
    set: {},
    imageUrl: null,
  };
}

/** Refuses every row of a product for the reason of one: nothing of a product is written unless all of it can be. */
function refuseWhole(product: PlannedProduct, refusals: { line: number; reason: string }[]): PlannedProduct {
  const first = refusals[0]!;
  const reasons = new Map(refusals.map((refusal) => [refusal.line, refusal.reason]));
  const rows: PlannedRow[] = product.rows.map((row) => ({
    ...row,
    section: 'refused' as const,
    changes: [],
    reason: reasons.get(row.line) ?? row.reason ?? `Refused with its product: ${first.reason}`,
  }));
  const covered = new Set(rows.map((row) => row.line));
  for (const refusal of refusals) if (!covered.has(refusal.line)) rows.push(refusedRow({ line: refusal.line }, refusal.reason, product.rows[0]?.handle ?? null));
  return { key: product.key, rows: rows.sort((a, b) => a.line - b.line) };
}

function planShopify(context: PlanContext, product: ImportedProduct): PlannedProduct {
  const refusals = [...product.refusals];
  const top = product.items.find((item) => item.role !== 'variant');
  const rows: PlannedRow[] = [];
  if (!top) return refuseWhole({ key: product.key, rows }, refusals);
  const handle = top.handle!;
  const matched = context.byHandle.get(handle) ?? (top.role === 'single' && top.fields.sku ? context.bySku.get(top.fields.sku) : undefined);
  if (matched && matched.role !== top.role) {
    const what = matched.role === 'head' ? 'a group with variants' : 'a single item';
    refusals.push({ line: top.line, reason: `Line ${top.line}: '${handle}' is ${what} in the shop (${matched.id}); the file makes it ${top.role === 'head' ? 'a product with variants' : 'one item'} — change groups in the back office` });
  }
  if (matched) context.bySku.delete(matched.sku);
  const headId = matched?.id ?? freshId(handle, context.taken);
  rows.push(planItem(context, top, matched, headId, null));
  const existingVariants = matched ? (context.variantsOf.get(matched.id) ?? []) : [];
  const used = new Set<string>();
  for (const item of product.items.filter((entry) => entry.role === 'variant')) {
    const sku = item.fields.sku ?? '';
    const variantName = (item.fields.variantName ?? '').toLowerCase();
    const before =
      (sku && existingVariants.find((variant) => variant.sku === sku && !used.has(variant.id))) ||
      existingVariants.find((variant) => (variant.variantName ?? '').toLowerCase() === variantName && !used.has(variant.id)) ||
      undefined;
    if (before) used.add(before.id);
    const id = before?.id ?? freshId(`${headId}-${item.fields.variantName ?? sku}`, context.taken);
    rows.push(planItem(context, item, before, id, headId));
  }
  const planned = { key: product.key, rows };
  const rowRefusals = rows.filter((row) => row.reason).map((row) => ({ line: row.line, reason: row.reason! }));
  const all = [...refusals, ...rowRefusals];
  return all.length > 0 ? refuseWhole(planned, all) : planned;
}

function planOwn(context: PlanContext, product: ImportedProduct, inFile: Map<string, ImportedItem>): PlannedProduct {
  const refusals = [...product.refusals];
  const rows: PlannedRow[] = [];
  for (const item of product.items) {
    const id = item.id!;
    const before = context.byId.get(id);
    if (before && (before.role !== item.role || (item.role === 'variant' && before.parentId !== item.parentId))) {
      refusals.push({ line: item.line, reason: `Line ${item.line}: item '${id}' is ${before.role === 'variant' ? `a variant of '${before.parentId}'` : before.role === 'head' ? 'a group head' : 'a single item'} in the shop; change groups in the back office` });
    }
    if (item.role === 'variant' && !before) {
      const head = context.byId.get(item.parentId!) ?? inFile.get(item.parentId!);
      if (!head || head.role !== 'head') refusals.push({ line: item.line, reason: `Line ${item.line}: Parent ID '${item.parentId}' is not a group head of the shop or of the file` });
    }
    rows.push(planItem(context, item, before, id, item.parentId));
  }
  const rowRefusals = rows.filter((row) => row.reason).map((row) => ({ line: row.line, reason: row.reason! }));
  const all = [...refusals, ...rowRefusals];
  return all.length > 0 ? refuseWhole({ key: product.key, rows }, all) : { key: product.key, rows };
}

/**
 * Compares a file's products with the shop's items: what each row adds, changes (field by field)
 * or leaves unchanged, and which rows are refused, why. Pure: the server writes the plan.
 * Shopify products match items by handle (a single item also by SKU, when it has no handle yet),
 * their variants by SKU, then by option; own-format rows match by item id.
 */
export function planImport(
  format: 'shopify' | 'backroom',
  products: readonly ImportedProduct[],
  existing: readonly ShopItem[],
  categories: readonly { id: string; name: string }[],
  knownImageIds: ReadonlySet<string>,
): PlannedProduct[] {
  const context = contextOf(existing, categories);
  if (format === 'shopify') return products.map((product) => planShopify(context, product));
  const inFile = new Map(products.flatMap((product) => product.items.map((item) => [item.id!, item] as const)));
  for (const item of inFile.values()) context.taken.add(item.id!);
  return products.map((product) => {
    const missingImage = product.items.find((item) => item.fields.imageId && !knownImageIds.has(item.fields.imageId) && context.byId.get(item.id!)?.imageId !== item.fields.imageId);
    if (missingImage) product = { ...product, refusals: [...product.refusals, { line: missingImage.line, reason: `Line ${missingImage.line}: Image ID '${missingImage.fields.imageId}' is not a picture of the shop` }] };
    return planOwn(context, product, inFile);
  });
}

/** The counts of a plan's rows by section. */
export function planCounts(products: readonly PlannedProduct[]): Record<ImportSection, number> {
  const counts = { add: 0, change: 0, unchanged: 0, refused: 0 };
  for (const product of products) for (const row of product.rows) counts[row.section] += 1;
  return counts;
}
