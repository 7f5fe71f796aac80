import { isDeepStrictEqual } from 'node:util';
import type { Item, ItemListFilter, StaffItem } from '@backroom/core/catalog';
import type { Sale } from '@backroom/core/sales/sale-contract';
import { displayName, type Inventory } from '@backroom/core/item-display';
import {
  EDITABLE_ITEM_FIELD_NAMES,
  EDITABLE_ITEM_FIELDS,
  type EditableItemField,
  ItemDraft,
  isEditableItemField,
} from '@backroom/core/staff-catalog';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit-log.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import { imageExists } from '../images/image.service.js';
import { findCategory } from './category.repository.js';
import { draftColumns, fieldColumns } from './item-columns.js';
import { rederiveGroupHead, rederiveItem } from './item-derivations.js';
import {
  countVariants,
  deleteItemIfUnchanged,
  insertItem,
  type ItemChanges,
  replaceInventory,
  updateItemIfUnchanged,
} from './item-edit.repository.js';
import { findItem, listItemsForStaff } from './item.repository.js';
import { nextUpdatedAt, staleEdit } from './item-version.js';
import type { ItemRow } from './item.table.js';
import { deleteSearchEntry } from './search.repository.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { commitCatalogChange } from './catalog-change.js';
import { toItem } from './item.service.js';
import { getSales } from './sale.service.js';

/** A shopper's item without the field only shoppers read (staff's `price` is the regular price). */
function withoutRegularPrice({ regularPrice, ...item }: Item): Omit<Item, 'regularPrice'> {
  void regularPrice;
  return item;
}

/** An item as staff see it: hidden or not, with its cost and notes, and its stock as stored (below zero when oversold). */
export function toStaffItem(row: ItemRow, sales: Sale[] = []): StaffItem {
  const item = withoutRegularPrice(toItem(row));
  const summary = item.group.variantSummary;
  return {
    ...item,
    // Staff edit the regular price; what a sale makes of it is beside it (docs/decisions/065).
    price: row.price,
    priceInEffect: row.sale_price ?? row.price,
    sales,
    inventory: JSON.parse(row.inventory) as StaffItem['inventory'],
    stock: row.stock,
    group: { ...item.group, variantSummary: summary && { ...summary, stock: row.variant_stock ?? 0 } },
    cost: row.cost,
    notes: row.notes,
    heldStock: row.held_stock,
  };
}

function invalid(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
}

function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message);
}

/**
 * The stock floor (docs/decisions/024): an inventory edit that leaves fewer units than open and
 * paid orders hold, i.e. stock below zero, is made only when staff say so.
 */
function checkStockFloor(after: ItemRow, confirmedBelowHeld: boolean): void {
  if (after.stock >= 0 || confirmedBelowHeld) return;
  const onShelf = after.stock + after.held_stock;
  const name = displayName(after.name);
  throw new AppError(
    409,
    'STOCK_BELOW_HELD',
    `Orders hold ${after.held_stock} of '${name}' that have not left the shelf; an inventory of ${onShelf} leaves ${after.stock} to sell. ` +
      'Confirm to set it anyway (confirmBelowHeld=true): shoppers will see it sold out.',
    [{ path: 'inventory', message: `${after.held_stock} held by orders, ${onShelf} in the inventory, ${after.stock} left to sell` }],
  );
}

function validationFailed(where: string, error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('/'),
    message: issue.code === 'unrecognized_keys' ? `${issue.message}: the shop sets these itself` : issue.message,
  }));
  return new AppError(400, 'VALIDATION_FAILED', `The ${where} is not valid.`, details);
}

const search = (ctx: RequestContext, tx: Tx) => ({ db: tx, dialect: ctx.dialect });

/** Writes a change of an item to the audit log, in the change's own transaction. */
async function auditItemChange(
  tx: Tx,
  ctx: RequestContext,
  change: { action: string; itemId: string; before: unknown; after: unknown; at: string },
) {
  const { action, itemId, before, after, at } = change;
  await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action, entity: 'item', entityId: itemId, before, after, at });
}

async function requireItem(db: Db, storeId: string, itemId: string): Promise<ItemRow> {
  const row = await findItem(db, storeId, itemId);
  if (!row) throw notFound(`There is no item '${itemId}'.`);
  return row;
}

export async function getStaffItems(
  ctx: Pick<RequestContext, 'db' | 'storeId'>,
  options: { filter?: ItemListFilter | undefined; limit: number; offset: number },
): Promise<StaffItem[]> {
  return (await listItemsForStaff(ctx.db, ctx.storeId, { ...options, includeHidden: true })).map((row) => toStaffItem(row));
}

/** One item as staff see it, with the sales on it that have not ended (the item editor's sale fields). */
export async function getStaffItem(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, itemId: string): Promise<StaffItem> {
  const row = await requireItem(ctx.db, ctx.storeId, itemId);
  const sales = (await getSales(ctx, { itemId })).filter((sale) => sale.status !== 'ended');
  return toStaffItem(row, sales);
}

/** Refuses a category or picture that does not exist, when an edit changes it. */
async function checkReferences(
  db: Db,
  storeId: string,
  before: ItemRow | undefined,
  next: { categoryId?: string | null; imageId?: string | null },
) {
  const { categoryId, imageId } = next;
  if (categoryId && categoryId !== before?.category_id && !(await findCategory(db, storeId, categoryId))) {
    throw invalid('categoryId', `There is no category '${categoryId}'.`);
  }
  if (imageId && imageId !== before?.image_id && !(await imageExists(db, storeId, imageId))) {
    throw invalid('imageId', `There is no image '${imageId}'.`);
  }
}

/** A group is a head with variants that are items of their own; it nests one level only. */
async function checkGroup(db: Db, storeId: string, before: ItemRow | undefined, draft: ItemDraft) {
  const { enabled, parentId } = draft.group;
  if (enabled && parentId) throw invalid('item/group', 'An item is either a group head or a variant of one, not both.');
  if (parentId) {
    if (parentId === draft.id) throw invalid('item/group/parentId', 'An item cannot be a variant of itself.');
    const head = await findItem(db, storeId, parentId);
    if (!head || head.group_enabled !== 1) {
      throw invalid('item/group/parentId', `Item '${parentId}' is not a group head, so it cannot have variants.`);
    }
  }
  if (before?.group_enabled === 1 && !enabled) {
    const variants = await countVariants(db, storeId, draft.id);
    if (variants > 0) {
      throw conflict(`Item '${draft.id}' still heads ${variants} variant(s): move or delete them before it stops being a group.`);
    }
  }
}

function parseDraft(itemJson: string): ItemDraft {
  let value: unknown;
  try {
    value = JSON.parse(itemJson);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'The item is not valid JSON: send the item as a JSON string in {"item": "…"}.');
  }
  const parsed = ItemDraft.safeParse(value);
  if (!parsed.success) throw validationFailed('item', parsed.error);
  return parsed.data;
}

/**
 * PUT /items: creates the item, or replaces it whole. The draft's updatedAt says which version
 * it replaces (null: none, it is new); any other version than the stored one is a stale edit.
 * A changed inventory that leaves stock below zero needs `confirmedBelowHeld` (409 without).
 */
export async function saveItem(
  ctx: RequestContext,
  catalog: CatalogChanges,
  itemJson: string,
  confirmedBelowHeld = false,
): Promise<{ item: StaffItem; created: boolean }> {
  const draft = parseDraft(itemJson);
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await findItem(tx, storeId, draft.id);
    if (before && draft.updatedAt === null) {
      throw conflict(`Item '${draft.id}' already exists: open it and save your changes over its current version.`);
    }
    if (!before && draft.updatedAt !== null) {
      throw conflict(`Item '${draft.id}' was deleted since you opened it; save it with updatedAt null to create it again.`);
    }
    if (before && draft.updatedAt !== before.updated_at) throw staleEdit(draft.id, before.updated_at);
    await checkReferences(tx, storeId, before, draft);
    await checkGroup(tx, storeId, before, draft);
    const updatedAt = nextUpdatedAt(ctx.now(), before?.updated_at ?? null);
    const columns = draftColumns(draft);
    if (before) {
      const saved = await updateItemIfUnchanged(tx, storeId, draft.id, { expectedUpdatedAt: before.updated_at, updatedAt }, columns);
      if (!saved) throw staleEdit(draft.id, before.updated_at);
    } else {
      await insertItem(tx, { ...columns, store_id: storeId, id: draft.id, created_at: updatedAt, updated_at: updatedAt });
    }
    await replaceInventory(tx, storeId, draft.id, draft.inventory);
    await rederiveItem(search(ctx, tx), storeId, draft.id, before?.group_parent_id ?? null);
    const row = await requireItem(tx, storeId, draft.id);
    if (!before || !isDeepStrictEqual(JSON.parse(before.inventory), draft.inventory)) checkStockFloor(row, confirmedBelowHeld);
    const after = toStaffItem(row);
    const action = before ? 'update' : 'create';
    await auditItemChange(tx, ctx, { action, itemId: draft.id, before: before ? toStaffItem(before) : null, after, at: updatedAt });
    return { item: after, created: !before };
  });
}

function editableFieldsMessage(field: string): string {
  return `'${field}' is not a field staff can edit on its own; editable fields are ${EDITABLE_ITEM_FIELD_NAMES.join(', ')}.`;
}

interface FieldEdit {
  field: EditableItemField;
  columns: ItemChanges;
  /** The new stock counts, when the field is the inventory. */
  inventory: Inventory | null;
  /** The category or picture the edit points the item at, to check that it exists. */
  references: { categoryId?: string | null; imageId?: string | null };
}

/** Checks a PATCH body `{field: value}` against the field's own type. */
function parseFieldEdit(field: string, body: Record<string, unknown>): FieldEdit {
  if (!isEditableItemField(field)) throw invalid('params/field', editableFieldsMessage(field));
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== field) {
    throw invalid('body', `Send {"${field}": value} and nothing else.`);
  }
  const parsed = EDITABLE_ITEM_FIELDS[field].safeParse(body[field]);
  if (!parsed.success) throw validationFailed('body', parsed.error);
  const value = parsed.data;
  return {
    field,
    columns: fieldColumns(field, value),
    inventory: field === 'inventory' ? (value as Inventory) : null,
    references: field === 'categoryId' || field === 'imageId' ? { [field]: value as string | null } : {},
  };
}

/**
 * PATCH /items/{id}/{field}: one field, checked against its type, over the version the editor
 * saw. An inventory that leaves stock below zero needs `confirmedBelowHeld` (409 without).
 */
export async function editItemField(
  ctx: RequestContext,
  catalog: CatalogChanges,
  itemId: string,
  field: string,
  body: Record<string, unknown>,
  editedVersion: string,
  confirmedBelowHeld = false,
): Promise<StaffItem> {
  const edit = parseFieldEdit(field, body);
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireItem(tx, storeId, itemId);
    if (before.updated_at !== editedVersion) throw staleEdit(itemId, before.updated_at);
    await checkReferences(tx, storeId, before, edit.references);
    const updatedAt = nextUpdatedAt(ctx.now(), before.updated_at);
    const saved = await updateItemIfUnchanged(tx, storeId, itemId, { expectedUpdatedAt: before.updated_at, updatedAt }, edit.columns);
    if (!saved) throw staleEdit(itemId, before.updated_at);
    if (edit.inventory) await replaceInventory(tx, storeId, itemId, edit.inventory);
    await rederiveItem(search(ctx, tx), storeId, itemId);
    const row = await requireItem(tx, storeId, itemId);
    // Read after the update: on PostgreSQL the row is locked, so no order can hold more meanwhile.
    if (edit.inventory) checkStockFloor(row, confirmedBelowHeld);
    const after = toStaffItem(row);
    await auditItemChange(tx, ctx, { action: 'update', itemId, before: toStaffItem(before), after, at: updatedAt });
    return after;
  });
}

/** DELETE /items/{id}: refused while it heads variants or orders hold some of its stock. */
export async function deleteItem(ctx: RequestContext,
  catalog: CatalogChanges, itemId: string, editedVersion: string): Promise<void> {
  const { storeId } = ctx;
  await commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireItem(tx, storeId, itemId);
    if (before.updated_at !== editedVersion) throw staleEdit(itemId, before.updated_at);
    if (before.group_enabled === 1) {
      const variants = await countVariants(tx, storeId, itemId);
      if (variants > 0) throw conflict(`Item '${itemId}' still heads ${variants} variant(s): delete or move them first.`);
    }
    if (before.held_stock > 0) {
      throw conflict(`Orders still hold ${before.held_stock} of item '${itemId}': hide it instead, or wait until they are settled.`);
    }
    await deleteSearchEntry(search(ctx, tx), storeId, itemId);
    if (!(await deleteItemIfUnchanged(tx, storeId, itemId, before.updated_at))) throw staleEdit(itemId, before.updated_at);
    if (before.group_parent_id) await rederiveGroupHead(search(ctx, tx), storeId, before.group_parent_id);
    const at = ctx.now().toISOString();
    await auditItemChange(tx, ctx, { action: 'delete', itemId, before: toStaffItem(before), after: null, at });
  });
}

/**
 * GET /db/sync/{id}: re-derives the item's stock, its group's summary and its search entry
 * from what is stored; `renderImage` remakes its picture's renditions first. Derived fields
 * leave updatedAt alone, so an editor's open copy stays current.
 */
export async function syncItem(
  ctx: RequestContext,
  catalog: CatalogChanges,
  itemId: string,
  renderImage: (imageId: string) => Promise<void>,
): Promise<StaffItem> {
  const { storeId } = ctx;
  const current = await requireItem(ctx.db, storeId, itemId);
  if (current.image_id) await renderImage(current.image_id);
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireItem(tx, storeId, itemId);
    await rederiveItem(search(ctx, tx), storeId, itemId);
    const after = toStaffItem(await requireItem(tx, storeId, itemId));
    const derived = (item: StaffItem) => ({ stock: item.stock, inventory: item.inventory, group: item.group, imageId: item.imageId });
    const at = ctx.now().toISOString();
    await auditItemChange(tx, ctx, { action: 'sync', itemId, before: derived(toStaffItem(before)), after: derived(after), at });
    return after;
  });
}

/** A picture to point an item at: its id and size, and how its row is recorded in the change's transaction. */
export interface ItemPicture {
  id: string;
  width: number;
  height: number;
  record: (tx: Tx) => Promise<void>;
}

/**
 * Points an item at a picture just encoded (its files written, its row recorded here in the
 * same transaction), over the version the editor saw. `source` says where it came from, for
 * the audit log.
 */
export async function attachItemImage(
  ctx: RequestContext,
  catalog: CatalogChanges,
  itemId: string,
  image: ItemPicture,
  editedVersion: string,
  source: string,
): Promise<StaffItem> {
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireItem(tx, storeId, itemId);
    if (before.updated_at !== editedVersion) throw staleEdit(itemId, before.updated_at);
    await image.record(tx);
    const updatedAt = nextUpdatedAt(ctx.now(), before.updated_at);
    const saved = await updateItemIfUnchanged(tx, storeId, itemId, { expectedUpdatedAt: before.updated_at, updatedAt }, { image_id: image.id });
    if (!saved) throw staleEdit(itemId, before.updated_at);
    const after = toStaffItem(await requireItem(tx, storeId, itemId));
    await auditItemChange(tx, ctx, {
      action: 'image',
      itemId,
      before: { imageId: before.image_id },
      after: { imageId: image.id, source, width: image.width, height: image.height },
      at: updatedAt,
    });
    return after;
  });
}

/** Refuses early, before any slow work, an edit of an unknown item or over a stale version. */
export async function checkEditedVersion(ctx: RequestContext, itemId: string, editedVersion: string): Promise<void> {
  const current = await requireItem(ctx.db, ctx.storeId, itemId);
  if (current.updated_at !== editedVersion) throw staleEdit(itemId, current.updated_at);
}
