import type { Db } from '../db/database.js';
import type { NewSaleRow, SaleChanges } from './sale.table.js';

export async function findSale(db: Db, storeId: string, saleId: string) {
  return db.selectFrom('sales').selectAll().where('store_id', '=', storeId).where('id', '=', saleId).executeTakeFirst();
}

export interface SaleListFilter {
  status?: 'coming' | 'now' | 'ended' | undefined;
  /** Item-scope sales on these items (an item and its group head). */
  itemIds?: readonly string[] | undefined;
  now: string;
}

/** The store's sales: coming and current ones by start, then ended ones, latest end first. */
export async function listSales(db: Db, storeId: string, { status, itemIds, now }: SaleListFilter) {
  let query = db.selectFrom('sales').selectAll().where('store_id', '=', storeId);
  if (status === 'coming') query = query.where('starts_at', '>', now);
  else if (status === 'now') query = query.where('starts_at', '<=', now).where('ends_at', '>', now);
  else if (status === 'ended') query = query.where('ends_at', '<=', now);
  if (itemIds) query = query.where('scope', '=', 'item').where('item_id', 'in', itemIds.length > 0 ? itemIds : ['']);
  const rows = await query.orderBy('starts_at').orderBy('id').execute();
  const ended = rows.filter((row) => row.ends_at <= now).sort((a, b) => (a.ends_at < b.ends_at ? 1 : a.ends_at > b.ends_at ? -1 : 0));
  return [...rows.filter((row) => row.ends_at > now), ...ended];
}

export async function insertSale(db: Db, row: NewSaleRow) {
  await db.insertInto('sales').values(row).execute();
}

export async function updateSale(db: Db, storeId: string, saleId: string, changes: SaleChanges) {
  await db.updateTable('sales').set(changes).where('store_id', '=', storeId).where('id', '=', saleId).execute();
}

export async function deleteSaleRow(db: Db, storeId: string, saleId: string) {
  await db.deleteFrom('sales').where('store_id', '=', storeId).where('id', '=', saleId).execute();
}

/** An item's regular price as a sale price must stay below: its own, or for a group head its dearest variant's. */
export async function regularPriceOf(db: Db, storeId: string, itemId: string): Promise<{ price: number; isHead: boolean; headId: string | null } | undefined> {
  const item = await db.selectFrom('items').select(['price', 'group_enabled', 'group_parent_id']).where('store_id', '=', storeId).where('id', '=', itemId).executeTakeFirst();
  if (!item) return undefined;
  if (item.group_enabled === 0) return { price: item.price, isHead: false, headId: item.group_parent_id };
  const dearest = await db
    .selectFrom('items')
    .select(({ fn }) => fn.max<number>('price').as('price'))
    .where('store_id', '=', storeId)
    .where('group_parent_id', '=', itemId)
    .executeTakeFirst();
  return { price: Number(dearest?.price ?? 0), isHead: true, headId: null };
}

export async function categoryExists(db: Db, storeId: string, categoryId: string): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('store_id', '=', storeId).where('id', '=', categoryId).executeTakeFirst()) !== undefined;
}

/** Whether any item has the brand, matched without regard to case. */
export async function brandExists(db: Db, storeId: string, brand: string): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('store_id', '=', storeId)
    .where((eb) => eb(eb.fn('lower', ['brand']), '=', brand.trim().toLowerCase()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
