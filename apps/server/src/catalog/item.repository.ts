import { type Inventory, totalStock } from '@backroom/core/item-display';
import type { ItemListFilter } from '@backroom/core/catalog';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type NewItemRow, SHOPPER_ITEM_COLUMNS } from './item.table.js';

export interface Visibility {
  /** Staff see hidden items; shoppers never do. */
  includeHidden: boolean;
}

export async function findItem(db: Db, storeId: string, itemId: string) {
  return db
    .selectFrom('items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function findItems(db: Db, storeId: string, itemIds: readonly string[], { includeHidden }: Visibility) {
  if (itemIds.length === 0) return [];
  let query = db.selectFrom('items').select(SHOPPER_ITEM_COLUMNS).where('store_id', '=', storeId).where('id', 'in', itemIds);
  if (!includeHidden) query = query.where('hidden', '=', 0);
  return query.execute();
}

/** Items of one category in listing order; a group's variants are listed through their head. */
export async function listCategoryItems(db: Db, storeId: string, categoryId: string, { includeHidden }: Visibility) {
  let query = db
    .selectFrom('items')
    .select(SHOPPER_ITEM_COLUMNS)
    .where('store_id', '=', storeId)
    .where('category_id', '=', categoryId)
    .where('group_parent_id', 'is', null);
  if (!includeHidden) query = query.where('hidden', '=', 0);
  return query.orderBy('sold_out').orderBy('sort_name').orderBy('id').execute();
}

export interface ItemListOptions extends Visibility {
  filter?: ItemListFilter | undefined;
  limit: number;
  offset: number;
}

/**
 * The listing query before its columns are chosen: shoppers get SHOPPER_ITEM_COLUMNS, staff
 * every column.
 */
function listingQuery(db: Db, storeId: string, options: ItemListOptions) {
  let query = db.selectFrom('items').where('items.store_id', '=', storeId);
  if (!options.includeHidden) {
    // A variant is as hidden as its group.
    query = query.where('hidden', '=', 0).where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('items as head')
            .select('head.id')
            .whereRef('head.store_id', '=', 'items.store_id')
            .whereRef('head.id', '=', 'items.group_parent_id')
            .where('head.hidden', '=', 1),
        ),
      ),
    );
  }
  if (options.filter === 'orphans') {
    // An orphan has no category, or one that does not exist; a variant belongs to its head.
    query = query.where('group_parent_id', 'is', null).where(({ eb, or, not, exists, selectFrom }) =>
      or([
        eb('category_id', 'is', null),
        not(
          exists(
            selectFrom('categories')
              .select('categories.id')
              .whereRef('categories.store_id', '=', 'items.store_id')
              .whereRef('categories.id', '=', 'items.category_id'),
          ),
        ),
      ]),
    );
  } else if (options.filter === 'incomplete') {
    // Incomplete: something a shopper would miss. No picture, description or brand; no price
    // (a group head is priced by its variants); no category (a variant is filed by its head).
    query = query.where(({ eb, or, and }) =>
      or([
        eb('image_id', 'is', null),
        eb('description', '=', ''),
        eb('brand', '=', ''),
        and([eb('group_enabled', '=', 0), eb('price', '<=', 0)]),
        and([eb('group_parent_id', 'is', null), eb('category_id', 'is', null)]),
      ]),
    );
  }
  return query.orderBy('sold_out').orderBy('sort_name').orderBy('id').limit(options.limit).offset(options.offset);
}

/** All items in listing order, optionally only the incomplete ones or the orphans. */
export async function listItems(db: Db, storeId: string, options: ItemListOptions) {
  return listingQuery(db, storeId, options).select(SHOPPER_ITEM_COLUMNS).execute();
}

/** As listItems, with every column: cost and staff notes included. */
export async function listItemsForStaff(db: Db, storeId: string, options: ItemListOptions) {
  return listingQuery(db, storeId, options).selectAll().execute();
}

export async function findItemByVendor(db: Db, storeId: string, vendor: string, externalId: string) {
  return db
    .selectFrom('items')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('vendor', '=', vendor)
    .where('external_id', '=', externalId)
    .orderBy('id')
    .executeTakeFirst();
}

/** A group's variants, cheapest first at the price in effect (a variant on sale by its sale price). */
export async function listVariants(db: Db, storeId: string, headId: string, { includeHidden }: Visibility) {
  let query = db.selectFrom('items').select(SHOPPER_ITEM_COLUMNS).where('store_id', '=', storeId).where('group_parent_id', '=', headId);
  if (!includeHidden) query = query.where('hidden', '=', 0);
  return query.orderBy(sql`coalesce(sale_price, price)`).orderBy('sort_name').orderBy('id').execute();
}

export async function insertItems(db: Db, rows: NewItemRow[]) {
  if (rows.length === 0) return;
  await db.insertInto('items').values(rows).execute();
}

export async function insertInventory(db: Db, storeId: string, itemId: string, inventory: Inventory) {
  const rows = Object.entries(inventory).map(([location, { count }]) => ({ store_id: storeId, item_id: itemId, location, count }));
  if (rows.length > 0) await db.insertInto('item_inventory').values(rows).execute();
}

/**
 * Re-derives an item's inventory snapshot, stock and sold-out flag from its inventory rows and
 * held stock, then its group head's summary. Call it in the transaction that changed the inventory.
 * Derived fields leave updatedAt alone: it marks edits, which stale-edit checks compare.
 */
export async function refreshItemStock(db: Db, storeId: string, itemId: string) {
  const rows = await db
    .selectFrom('item_inventory')
    .select(['location', 'count'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .orderBy('location')
    .execute();
  const inventory: Inventory = Object.fromEntries(rows.map((row) => [row.location, { count: row.count }]));
  // Units held by orders are not for sale: stock is what is left of the inventory after them.
  const onShelf = totalStock(inventory);
  const item = await db
    .updateTable('items')
    .set({
      inventory: JSON.stringify(inventory),
      stock: sql<number>`${onShelf} - held_stock`,
      sold_out: sql<0 | 1>`case when ${onShelf} - held_stock > 0 then 0 else 1 end`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .where('group_enabled', '=', 0)
    .returning(['group_parent_id'])
    .executeTakeFirst();
  if (item?.group_parent_id) await refreshGroupSummary(db, storeId, item.group_parent_id);
}

/**
 * Re-derives a group head's variant stock, price range (in effect) and the earliest end of a
 * variant's sale from its visible variants. A variant oversold (stock below zero) adds nothing: it must not hide another variant's stock.
 */
export async function refreshGroupSummary(db: Db, storeId: string, headId: string) {
  const summary = await db
    .selectFrom('items')
    .select(({ fn }) => [
      fn.count<number>('id').as('variants'),
      fn.sum<number>(sql<number>`case when stock > 0 then stock else 0 end`).as('stock'),
      // The range in effect: a variant on sale counts at its sale price (docs/decisions/065).
      fn.min<number>(sql<number>`coalesce(sale_price, price)`).as('price_low'),
      fn.max<number>(sql<number>`coalesce(sale_price, price)`).as('price_high'),
      fn.min<string>('sale_ends_at').as('sale_ends_at'),
    ])
    .where('store_id', '=', storeId)
    .where('group_parent_id', '=', headId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  const stock = summary.variants > 0 ? Number(summary.stock) : 0;
  await db
    .updateTable('items')
    .set({
      variant_stock: stock,
      price_low: summary.variants > 0 ? summary.price_low : null,
      price_high: summary.variants > 0 ? summary.price_high : null,
      sale_ends_at: summary.variants > 0 ? summary.sale_ends_at : null,
      stock,
      sold_out: stock > 0 ? 0 : 1,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', headId)
    .where('group_enabled', '=', 1)
    .execute();
}

/** Ids of the items a shopper can open, for the sitemap. */
export async function listListedItemIds(db: Db, storeId: string, limit: number) {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('hidden', '=', 0)
    .where('group_parent_id', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows;
}
