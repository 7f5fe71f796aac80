import type { ImportFields } from '@backroom/core/catalog-import/import-fields';
import type { PlannedRow, ShopItem } from '@backroom/core/catalog-import/import-plan';
import type { OwnItem } from '@backroom/core/catalog-import/own-format';
import { type Inventory, listingSortKey, totalStock } from '@backroom/core/item-display';
import { categorySlug } from '@backroom/core/staff-catalog';
import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import { recordAudit, recordAudits } from '../audit/audit-log.js';
import type { Db, Tx } from '../db/database.js';
import type { RequestContext } from '../request-context.js';
import { findCategory, insertCategories, listCategories, listChildCategories } from './category.repository.js';
import { fieldColumns } from './item-columns.js';
import { rederiveStock, writeProductSearchEntry } from './item-derivations.js';
import { searchDocumentOf } from './search-document.js';
import { insertSearchEntries, type SearchDocument } from './search.repository.js';
import { insertItem, type ItemChanges, replaceInventory, updateItemIfUnchanged } from './item-edit.repository.js';
import { findItem } from './item.repository.js';
import type { ItemRow } from './item.table.js';
import { nextUpdatedAt } from './item-version.js';
import { toStaffItem } from './staff-item.service.js';

/** Why an item of an import could not be written: it changed since the preview, or it would go below held stock. */
export class ImportItemRefused extends Error {}

const roleOf = (row: Pick<ItemRow, 'group_enabled' | 'group_parent_id'>): OwnItem['role'] =>
  row.group_enabled === 1 ? 'head' : row.group_parent_id ? 'variant' : 'single';

/** An item row as the import and export formats see it. */
function ownItemOf(row: ItemRow): OwnItem {
  return {
    id: row.id,
    handle: row.handle,
    role: roleOf(row),
    parentId: row.group_parent_id,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    sku: row.sku,
    upc: row.upc,
    vendor: row.vendor,
    externalId: row.external_id,
    supplierUrls: JSON.parse(row.supplier_urls) as string[],
    homeUrls: JSON.parse(row.home_urls) as string[],
    imageId: row.image_id,
    price: row.price,
    cost: row.cost,
    // A head's stock is its variants': it keeps no inventory of its own.
    inventory: row.group_enabled === 1 ? {} : (JSON.parse(row.inventory) as OwnItem['inventory']),
    variantName: row.variant_name,
    hidden: row.hidden === 1,
    discontinued: row.discontinued === 1,
    special: row.special === 1,
    florist: row.florist === 1,
    notes: row.notes,
  };
}

async function allItems(db: Db, storeId: string): Promise<ItemRow[]> {
  return db.selectFrom('items').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
}

/** Each item's version (updated_at) by id: what apply checks a preview against, without reading whole items. */
export async function itemVersionsForImport(db: Db, storeId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('items').select(['id', 'updated_at']).where('store_id', '=', storeId).execute();
  return new Map(rows.map((row) => [row.id, row.updated_at]));
}

/** Items a page when an import's preview loads the shop. */
const SHOP_ITEMS_A_PAGE = 2_000;

/**
 * Every item of the store as an import's preview compares with it, as JSON pages for the parsing
 * pool (a string costs nothing to hand to a thread). A page at a time, letting requests in
 * between: a shop of 35,000 items would otherwise hold the request thread while it is read.
 */
export async function shopItemPagesForImport(db: Db, storeId: string, pictureUrls: ReadonlyMap<string, string>): Promise<string[]> {
  const pages: string[] = [];
  let after: string | null = null;
  for (;;) {
    let query = db.selectFrom('items').selectAll().where('store_id', '=', storeId);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(SHOP_ITEMS_A_PAGE).execute();
    if (rows.length === 0) return pages;
    const items: ShopItem[] = rows.map((row) => ({ ...ownItemOf(row), updatedAt: row.updated_at, heldStock: row.held_stock, pictureUrl: pictureUrls.get(row.id) ?? null }));
    pages.push(JSON.stringify(items));
    after = rows[rows.length - 1]!.id;
    if (rows.length < SHOP_ITEMS_A_PAGE) return pages;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Every item of the store in the own format's fields, for the export. */
export async function ownItemsForExport(db: Db, storeId: string): Promise<OwnItem[]> {
  return (await allItems(db, storeId)).map(ownItemOf);
}

/** The store's categories by id and name, for an import's category mapping. */
export async function categoriesForImport(db: Db, storeId: string): Promise<{ id: string; name: string }[]> {
  return (await listCategories(db, storeId)).map((row) => ({ id: row.id, name: row.name }));
}

export async function categoryExists(db: Db, storeId: string, categoryId: string): Promise<boolean> {
  return (await findCategory(db, storeId, categoryId)) !== undefined;
}

/** The category named so (any level, case aside), made at the end of the top level when there is none. */
async function categoryNamed(tx: Tx, ctx: RequestContext, name: string, at: string, known: Map<string, string>): Promise<string> {
  const wanted = name.trim().toLowerCase();
  const cached = known.get(wanted);
  if (cached) return cached;
  const found = (await listCategories(tx, ctx.storeId)).find((row) => row.name.trim().toLowerCase() === wanted);
  if (found) {
    known.set(wanted, found.id);
    return found.id;
  }
  const slug = categorySlug(name);
  let id = slug;
  for (let suffix = 2; await findCategory(tx, ctx.storeId, id); suffix += 1) id = `${slug}-${suffix}`;
  const siblings = await listChildCategories(tx, ctx.storeId, TOP_LEVEL_PARENT_ID);
  const row = { store_id: ctx.storeId, id, name: name.trim(), short_name: name.trim(), parent_id: TOP_LEVEL_PARENT_ID, position: siblings.length, image_id: null, created_at: at, updated_at: at };
  await insertCategories(tx, [row]);
  await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'import', entity: 'category', entityId: id, before: null, after: { id, name: row.name, parentId: row.parent_id }, at });
  known.set(wanted, id);
  return id;
}

/** The columns of the fields an import sets. */
function columnsOf(set: PlannedRow['set']): ItemChanges {
  const columns: ItemChanges = {};
  for (const [field, value] of Object.entries(set)) {
    if (field === 'handle') columns.handle = value as string | null;
    else if (field !== 'inventory') Object.assign(columns, fieldColumns(field as keyof ImportFields, value as never));
  }
  return columns;
}

const search = (ctx: RequestContext, tx: Tx) => ({ db: tx, dialect: ctx.dialect });

/** A new item's columns that come from its place in the product (head, variant or single) and the import's time. */
function newItemColumns(row: PlannedRow, columns: ItemChanges, storeId: string, at: string) {
  const name = row.set.name ?? row.name;
  return {
    store_id: storeId,
    id: row.itemId,
    name,
    sort_name: listingSortKey(name),
    price: row.set.price ?? 0,
    vendor: columns.vendor ?? null,
    external_id: columns.external_id ?? null,
    image_id: columns.image_id ?? null,
    category_id: columns.category_id ?? null,
    group_enabled: row.role === 'head' ? (1 as const) : (0 as const),
    group_parent_id: row.role === 'variant' ? row.parentId : null,
    variant_name: row.role === 'variant' ? (row.set.variantName ?? null) : null,
    variant_stock: null,
    price_low: null,
    price_high: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Writes the items of one product of an import in the caller's transaction: a head before its
 * variants, each added or changed over the version previewed, its category made if named anew,
 * its stock re-derived, and an audit row each. Throws ImportItemRefused when an item changed
 * since the preview or its stock would go below what orders hold (decision 024): the caller
 * then rolls its transaction (or savepoint) back, so nothing of the product is written.
 */
export async function writeImportedProduct(
  ctx: RequestContext,
  tx: Tx,
  rows: readonly PlannedRow[],
  /** Categories found or made by name in this transaction (the caller clears it when it rolls back). */
  categories: Map<string, string> = new Map(),
): Promise<void> {
  const { storeId } = ctx;
  const at = ctx.now().toISOString();
  const top = rows.find((row) => row.role !== 'variant');
  const topId = top?.itemId ?? rows.find((row) => row.parentId)?.parentId ?? null;
  let written = false;
  for (const row of rows) {
    if (row.section !== 'add' && row.section !== 'change') continue;
    written = true;
    const columns = columnsOf(row.set);
    if (row.category !== undefined) {
      columns.category_id = row.category === null ? null : 'id' in row.category ? row.category.id : await categoryNamed(tx, ctx, row.category.name, at, categories);
    }
    const before = row.section === 'change' ? await findItem(tx, storeId, row.itemId) : undefined;
    if (row.section === 'change') {
      if (!before || before.updated_at !== row.expectedUpdatedAt) throw new ImportItemRefused(`item '${row.itemId}' changed since the preview: upload the file again`);
      const updatedAt = nextUpdatedAt(ctx.now(), before.updated_at);
      if (!(await updateItemIfUnchanged(tx, storeId, row.itemId, { expectedUpdatedAt: before.updated_at, updatedAt }, columns))) {
        throw new ImportItemRefused(`item '${row.itemId}' changed since the preview: upload the file again`);
      }
    } else {
      if (await findItem(tx, storeId, row.itemId)) throw new ImportItemRefused(`item '${row.itemId}' was made since the preview: upload the file again`);
      await insertItem(tx, { ...columns, ...newItemColumns(row, columns, storeId, at) });
    }
    if (row.set.inventory && row.role !== 'head') await replaceInventory(tx, storeId, row.itemId, row.set.inventory);
    await rederiveStock(search(ctx, tx), storeId, row.itemId);
    const after = await findItem(tx, storeId, row.itemId);
    if (!after) throw new ImportItemRefused(`item '${row.itemId}' is gone`);
    if (row.set.inventory && after.stock < 0 && after.held_stock > 0) {
      throw new ImportItemRefused(`orders now hold ${after.held_stock} of item '${row.itemId}', more than the stock the file gives it (decision 024)`);
    }
    await recordAudit(tx, {
      storeId,
      actor: ctx.actor,
      action: row.section === 'add' ? 'import-create' : 'import-update',
      entity: 'item',
      entityId: row.itemId,
      before: before ? toStaffItem(before) : null,
      after: toStaffItem(after),
      at,
    });
  }
  if (written && topId) await writeProductSearchEntry(search(ctx, tx), storeId, topId, top?.section === 'add');
}

/** Items a multi-row insert carries at most (about 35 columns each: well under both databases' limits on parameters). */
const ITEMS_A_STATEMENT = 200;

/** An item's stock counts as item_inventory keeps them, and its inventory snapshot as refreshItemStock writes it. */
function inventoryOf(row: PlannedRow): Inventory {
  if (!row.set.inventory || row.role === 'head') return {};
  return Object.fromEntries(Object.entries(row.set.inventory).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether a product of an import is new through and through: every row to add, its variants under its own head. */
export function isNewProduct(rows: readonly PlannedRow[]): boolean {
  const heads = new Set(rows.filter((row) => row.role === 'head').map((row) => row.itemId));
  return rows.length > 0 && rows.every((row) => row.section === 'add' && (row.role !== 'variant' || (row.parentId !== null && heads.has(row.parentId))));
}

/**
 * Writes new products of an import (isNewProduct) in the caller's transaction, many at once: the
 * items, their inventory, audit rows and search entries each in a few multi-row statements, their
 * stock and group summaries derived here as refreshItemStock and refreshGroupSummary derive them.
 * A product one of whose ids was taken since the preview is not written and comes back refused
 * with why; the others are written whole. Nothing here can refuse a product half-way: a new item
 * holds no stock for orders, so it can never fall below what they hold.
 */
export async function writeImportedNewProducts(
  ctx: RequestContext,
  tx: Tx,
  products: readonly (readonly PlannedRow[])[],
  categories: Map<string, string>,
): Promise<{ written: (readonly PlannedRow[])[]; refused: { rows: readonly PlannedRow[]; reason: string }[] }> {
  const { storeId } = ctx;
  const at = ctx.now().toISOString();
  const ids = products.flatMap((rows) => rows.map((row) => row.itemId));
  const taken = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const found = await tx.selectFrom('items').select('id').where('store_id', '=', storeId).where('id', 'in', ids.slice(start, start + 500)).execute();
    for (const row of found) taken.add(row.id);
  }
  const written: (readonly PlannedRow[])[] = [];
  const refused: { rows: readonly PlannedRow[]; reason: string }[] = [];
  const items: ItemRow[] = [];
  const inventories: { store_id: string; item_id: string; location: string; count: number }[] = [];
  const searchEntries: { itemId: string; document: SearchDocument }[] = [];
  for (const rows of products) {
    const clash = rows.find((row) => taken.has(row.itemId));
    if (clash) {
      refused.push({ rows, reason: `item '${clash.itemId}' was made since the preview: upload the file again` });
      continue;
    }
    written.push(rows);
    const productItems: ItemRow[] = [];
    for (const row of rows) {
      const columns = columnsOf(row.set);
      if (row.category !== undefined) {
        columns.category_id = row.category === null ? null : 'id' in row.category ? row.category.id : await categoryNamed(tx, ctx, row.category.name, at, categories);
      }
      const inventory = inventoryOf(row);
      for (const [location, { count }] of Object.entries(inventory)) inventories.push({ store_id: storeId, item_id: row.itemId, location, count });
      const onShelf = totalStock(inventory);
      productItems.push({
        description: '',
        brand: '',
        sku: '',
        upc: '',
        handle: null,
        supplier_urls: '[]',
        home_urls: '[]',
        cost: 0,
        hidden: 0,
        discontinued: 0,
        special: 0,
        florist: 0,
        notes: '',
        ...columns,
        ...newItemColumns(row, columns, storeId, at),
        inventory: JSON.stringify(inventory),
        held_stock: 0,
        stock: onShelf,
        sold_out: onShelf > 0 ? 0 : 1,
      } as ItemRow);
    }
    // A head's summary: its visible variants' stock (none below zero counted) and price range.
    for (const head of productItems.filter((item) => item.group_enabled === 1)) {
      const variants = productItems.filter((item) => item.group_parent_id === head.id);
      const visible = variants.filter((item) => item.hidden === 0);
      const stock = visible.reduce((sum, item) => sum + Math.max(0, item.stock), 0);
      Object.assign(head, {
        variant_stock: stock,
        price_low: visible.length > 0 ? Math.min(...visible.map((item) => item.price)) : null,
        price_high: visible.length > 0 ? Math.max(...visible.map((item) => item.price)) : null,
        stock,
        sold_out: stock > 0 ? 0 : 1,
      });
      const names = [...variants].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).flatMap((item) => item.variant_name ?? []);
      searchEntries.push({ itemId: head.id, document: searchDocumentOf(head, names) });
    }
    for (const single of productItems.filter((item) => item.group_enabled === 0 && !item.group_parent_id)) searchEntries.push({ itemId: single.id, document: searchDocumentOf(single) });
    items.push(...productItems);
  }
  for (let start = 0; start < items.length; start += ITEMS_A_STATEMENT) await tx.insertInto('items').values(items.slice(start, start + ITEMS_A_STATEMENT)).execute();
  for (let start = 0; start < inventories.length; start += 1000) await tx.insertInto('item_inventory').values(inventories.slice(start, start + 1000)).execute();
  await recordAudits(
    tx,
    items.map((item) => ({ storeId, actor: ctx.actor, action: 'import-create', entity: 'item', entityId: item.id, before: null, after: toStaffItem(item), at })),
  );
  for (let start = 0; start < searchEntries.length; start += 500) await insertSearchEntries(search(ctx, tx), storeId, searchEntries.slice(start, start + 500));
  return { written, refused };
}
