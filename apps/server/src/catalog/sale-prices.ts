import { createHash } from 'node:crypto';
import { nextSaleBoundary, priceInEffect, type SaleTerms } from '@backroom/core/sales/sale-price';
import { sql } from 'kysely';
import type { Db, DialectName } from '../db/database.js';
import { giftCardItemIds } from '../gift-cards/gift-card.service.js';
import { recordNextSaleBoundary } from '../stores/catalog-versions.js';
import { refreshGroupSummary } from './item.repository.js';
import type { SaleRow } from './sale.table.js';

/**
 * The sale prices kept on the items (docs/decisions/065). Shoppers' answers, filters, sorting and
 * orders read `coalesce(sale_price, price)`: the price in effect stays one column away, so no hot
 * query computes it. This brings the columns up to date with the sales on at `now`; it runs in the
 * transaction of every staff change to sales or the catalogue, and at every start and end of a
 * sale (the sale clock, stores/catalog-versions.ts), by whichever process first serves a request
 * after that moment.
 */

interface SaleCatalogDb {
  db: Db;
  dialect: DialectName;
}

const lockKey = (storeId: string) => createHash('sha256').update(`sale-prices:${storeId}`).digest();

/**
 * On PostgreSQL, holds the store's sale-price lock until the transaction ends: staff changes to
 * the catalogue and the sale clock of every process bring the prices up to date one at a time,
 * each reading what the one before committed. Take it first in the transaction (before any item
 * row is locked), so that two changes never wait for each other. SQLite's one writer does the same.
 */
export async function lockSalePrices({ db, dialect }: SaleCatalogDb, storeId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  const key = lockKey(storeId);
  await sql`select pg_advisory_xact_lock(${key.readInt32BE(0)}, ${key.readInt32BE(4)})`.execute(db);
}

export function saleTermsOf(row: SaleRow): SaleTerms {
  return { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, salePrice: row.sale_price, percent: row.percent };
}

const brandKey = (brand: string | null | undefined) => (brand ?? '').trim().toLocaleLowerCase('en-CA');

/** Each category's id with the ids of every category under it. */
async function categorySubtrees(db: Db, storeId: string): Promise<(categoryId: string) => Set<string>> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).where('store_id', '=', storeId).execute();
  const children = new Map<string, string[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  const memo = new Map<string, Set<string>>();
  return (categoryId) => {
    const known = memo.get(categoryId);
    if (known) return known;
    const found = new Set<string>();
    const queue = [categoryId];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      queue.push(...(children.get(id) ?? []));
    }
    memo.set(categoryId, found);
    return found;
  };
}

const ITEM_SALE_COLUMNS = ['id', 'price', 'category_id', 'brand', 'group_parent_id', 'group_enabled', 'sale_price', 'sale_ends_at', 'sale_id'] as const;

/**
 * Brings the store's sale prices up to date at `now` and records the next start or end of a sale.
 * True when an item's price in effect changed (the caller raises the catalogue version). Call it
 * in a transaction, after lockSalePrices.
 */
export async function applySalePrices(shop: SaleCatalogDb, storeId: string, now: Date): Promise<boolean> {
  const { db } = shop;
  const at = now.getTime();
  const nowIso = now.toISOString();
  const open = await db.selectFrom('sales').selectAll().where('store_id', '=', storeId).where('ends_at', '>', nowIso).execute();
  const on = open.filter((sale) => sale.starts_at <= nowIso);

  // The items a sale is on now, and those a sale was on when the prices were last brought up to date.
  let query = db.selectFrom('items').select(ITEM_SALE_COLUMNS).where('store_id', '=', storeId);
  if (!on.some((sale) => sale.scope !== 'item')) {
    const itemIds = [...new Set(on.flatMap((sale) => sale.item_id ?? []))];
    query = query.where(({ eb, or }) =>
      or([
        eb('sale_id', 'is not', null),
        eb('sale_ends_at', 'is not', null),
        ...(itemIds.length > 0 ? [eb('id', 'in', itemIds), eb('group_parent_id', 'in', itemIds)] : []),
      ]),
    );
  }
  // In id order, then the heads in id order: the order orders lock their items in (held-stock.service.ts), so neither waits on the other in a circle.
  const items = await query.orderBy('id').execute();
  const byId = new Map(items.map((item) => [item.id, item]));
  const missingHeads = [...new Set(items.flatMap((item) => (item.group_parent_id && !byId.has(item.group_parent_id) ? [item.group_parent_id] : [])))];
  if (missingHeads.length > 0) {
    const heads = await db.selectFrom('items').select(ITEM_SALE_COLUMNS).where('store_id', '=', storeId).where('id', 'in', missingHeads).execute();
    for (const head of heads) byId.set(head.id, head);
  }
  const subtree = on.some((sale) => sale.scope === 'category') ? await categorySubtrees(db, storeId) : () => new Set<string>();
  // A gift card (flagged itself or through its group head) is worth what it costs: no sale lowers it.
  const giftCards = on.length > 0 ? await giftCardItemIds(db, storeId) : new Set<string>();

  const changedHeads = new Set<string>();
  let changed = false;
  for (const item of items) {
    // A head's own sale columns summarise its variants' (refreshGroupSummary, below).
    if (item.group_enabled === 1) continue;
    const head = item.group_parent_id ? byId.get(item.group_parent_id) : undefined;
    const categoryId = head?.category_id ?? item.category_id;
    const brand = brandKey(item.brand) || brandKey(head?.brand);
    const giftCard = giftCards.has(item.id) || (item.group_parent_id !== null && giftCards.has(item.group_parent_id));
    const touching = giftCard ? [] : on.filter((sale) => {
      if (sale.scope === 'item') return sale.item_id === item.id || (item.group_parent_id !== null && sale.item_id === item.group_parent_id);
      if (sale.scope === 'category') return categoryId !== null && sale.category_id !== null && subtree(sale.category_id).has(categoryId);
      return brand !== '' && brandKey(sale.brand) === brand;
    });
    const effect = priceInEffect(item.price, touching.map(saleTermsOf), at);
    const wanted = effect.sale
      ? { sale_price: effect.price, sale_ends_at: new Date(effect.sale.endsAt).toISOString(), sale_id: effect.sale.id }
      : { sale_price: null, sale_ends_at: null, sale_id: null };
    if (wanted.sale_price === item.sale_price && wanted.sale_ends_at === item.sale_ends_at && wanted.sale_id === item.sale_id) continue;
    await db.updateTable('items').set(wanted).where('store_id', '=', storeId).where('id', '=', item.id).execute();
    changed = true;
    if (item.group_parent_id) changedHeads.add(item.group_parent_id);
  }
  for (const headId of [...changedHeads].sort()) await refreshGroupSummary(db, storeId, headId);
  if (changedHeads.size > 0) changed = true;

  const next = nextSaleBoundary(open.map(saleTermsOf), at);
  await recordNextSaleBoundary(db, storeId, next);
  return changed;
}
