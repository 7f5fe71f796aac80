import { randomUUID } from 'node:crypto';
import { formatCents } from '@backroom/core/money';
import type { Sale, SaleBody, SalePatch } from '@backroom/core/sales/sale-contract';
import { saleStatus } from '@backroom/core/sales/sale-price';
import { saleInstantOf, saleLocalTime } from '@backroom/core/sales/sale-time';
import { recordAudit } from '../audit/audit-log.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { commitCatalogChange } from './catalog-change.js';
import { giftCardItemIds } from '../gift-cards/gift-card.service.js';
import { findItem } from './item.repository.js';
import {
  brandExists,
  categoryExists,
  deleteSaleRow,
  findSale,
  insertSale,
  listSales,
  regularPriceOf,
  updateSale,
} from './sale.repository.js';
import type { SaleRow } from './sale.table.js';

const invalid = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
const targetMissing = (path: string, message: string) => new AppError(400, 'SALE_TARGET_NOT_FOUND', message, [{ path, message }]);
const ended = (saleId: string) => new AppError(409, 'SALE_ENDED', `The sale '${saleId}' has ended: make a new one.`);

/** A sale as staff see it, where it stands at `now`. */
export function toSale(row: SaleRow, now: Date): Sale {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    itemId: row.item_id,
    categoryId: row.category_id,
    brand: row.brand,
    salePrice: row.sale_price,
    percent: row.percent,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    startsAtLocal: saleLocalTime(row.starts_at),
    endsAtLocal: saleLocalTime(row.ends_at),
    status: saleStatus({ startsAt: row.starts_at, endsAt: row.ends_at }, now.getTime()),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const isoOf = (text: string) => new Date(saleInstantOf(text)!).toISOString();

async function requireSale(db: Db, storeId: string, saleId: string): Promise<SaleRow> {
  const row = await findSale(db, storeId, saleId);
  if (!row) throw notFound(`There is no sale '${saleId}'.`);
  return row;
}

/** The start and end make sense: the end after the start, and not already past. */
function checkWindow(startsAt: string, endsAt: string, now: Date): void {
  if (endsAt <= startsAt) throw invalid('body/endsAt', 'The end of a sale comes after its start.');
  if (endsAt <= now.toISOString()) throw invalid('body/endsAt', 'The end of a sale is in the future: this one has passed.');
}

/**
 * An item's sale price is below its regular price (a group head's: below its dearest variant's),
 * and the item is no gift card: a card is worth what it costs, so it is never on sale.
 */
async function checkSalePrice(db: Db, storeId: string, itemId: string, salePrice: number): Promise<void> {
  const regular = await regularPriceOf(db, storeId, itemId);
  if (!regular) throw targetMissing('body/itemId', `There is no item '${itemId}'.`);
  const cards = await giftCardItemIds(db, storeId);
  if (cards.has(itemId) || (regular.headId !== null && cards.has(regular.headId))) {
    const message = 'A gift card is never on sale: it is worth what it costs.';
    throw new AppError(422, 'SALE_TARGET_GIFT_CARD', message, [{ path: 'body/itemId', message }]);
  }
  if (salePrice >= regular.price) {
    const of = regular.isHead ? 'its dearest variant' : 'its regular price';
    throw invalid('body/salePrice', `The sale price is below ${of} of ${formatCents(regular.price)}.`);
  }
}

export async function getSales(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, query: { status?: Sale['status'] | undefined; itemId?: string | undefined }): Promise<Sale[]> {
  const now = ctx.now();
  let itemIds: string[] | undefined;
  if (query.itemId !== undefined) {
    const item = await findItem(ctx.db, ctx.storeId, query.itemId);
    itemIds = [query.itemId, ...(item?.group_parent_id ? [item.group_parent_id] : [])];
  }
  const rows = await listSales(ctx.db, ctx.storeId, { status: query.status, itemIds, now: now.toISOString() });
  return rows.map((row) => toSale(row, now));
}

export async function getSale(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, saleId: string): Promise<Sale> {
  return toSale(await requireSale(ctx.db, ctx.storeId, saleId), ctx.now());
}

/** A sale's change and its audit row in the catalogue change's transaction (prices brought up to date in it). */
async function saleChange(ctx: RequestContext, catalog: CatalogChanges, change: (tx: Tx, now: Date) => Promise<{ before: SaleRow | null; after: SaleRow | null; action: string; saleId: string }>) {
  const now = ctx.now();
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const { before, after, action, saleId } = await change(tx, now);
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action,
      entity: 'sale',
      entityId: saleId,
      before: before && toSale(before, now),
      after: after && toSale(after, now),
      at: now.toISOString(),
    });
    return after;
  });
}

/** POST sales. */
export async function createSale(ctx: RequestContext, catalog: CatalogChanges, body: SaleBody): Promise<Sale> {
  const { storeId } = ctx;
  const row = await saleChange(ctx, catalog, async (tx, now) => {
    const startsAt = body.startsAt === undefined ? now.toISOString() : isoOf(body.startsAt);
    const endsAt = isoOf(body.endsAt);
    checkWindow(startsAt, endsAt, now);
    if (body.scope === 'item') await checkSalePrice(tx, storeId, body.itemId!, body.salePrice!);
    if (body.scope === 'category' && !(await categoryExists(tx, storeId, body.categoryId!))) {
      throw targetMissing('body/categoryId', `There is no category '${body.categoryId}'.`);
    }
    if (body.scope === 'brand' && !(await brandExists(tx, storeId, body.brand!))) throw targetMissing('body/brand', `No item has the brand '${body.brand}'.`);
    const id = `sale_${randomUUID()}`;
    const iso = now.toISOString();
    await insertSale(tx, {
      store_id: storeId,
      id,
      name: body.name,
      scope: body.scope,
      item_id: body.scope === 'item' ? body.itemId! : null,
      category_id: body.scope === 'category' ? body.categoryId! : null,
      brand: body.scope === 'brand' ? body.brand!.trim() : null,
      sale_price: body.scope === 'item' ? body.salePrice! : null,
      percent: body.scope === 'item' ? null : body.percent!,
      starts_at: startsAt,
      ends_at: endsAt,
      created_at: iso,
      updated_at: iso,
    });
    return { before: null, after: (await findSale(tx, storeId, id))!, action: 'sale.create', saleId: id };
  });
  return toSale(row!, ctx.now());
}

/** PATCH sales/{id}: name, price or percent, start, end; not the scope nor what the sale is on. */
export async function patchSale(ctx: RequestContext, catalog: CatalogChanges, saleId: string, patch: SalePatch): Promise<Sale> {
  const { storeId } = ctx;
  const row = await saleChange(ctx, catalog, async (tx, now) => {
    const before = await requireSale(tx, storeId, saleId);
    if (before.ends_at <= now.toISOString()) throw ended(saleId);
    if (patch.salePrice !== undefined && before.scope !== 'item') throw invalid('body/salePrice', `A sale on a ${before.scope} takes a percent off, not a salePrice.`);
    if (patch.percent !== undefined && before.scope === 'item') throw invalid('body/percent', 'A sale on an item gives a salePrice, not a percent.');
    const startsAt = patch.startsAt === undefined ? before.starts_at : isoOf(patch.startsAt);
    const endsAt = patch.endsAt === undefined ? before.ends_at : isoOf(patch.endsAt);
    checkWindow(startsAt, endsAt, now);
    if (patch.salePrice !== undefined) await checkSalePrice(tx, storeId, before.item_id!, patch.salePrice);
    await updateSale(tx, storeId, saleId, {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.salePrice === undefined ? {} : { sale_price: patch.salePrice }),
      ...(patch.percent === undefined ? {} : { percent: patch.percent }),
      starts_at: startsAt,
      ends_at: endsAt,
      updated_at: now.toISOString(),
    });
    return { before, after: (await findSale(tx, storeId, saleId))!, action: 'sale.update', saleId };
  });
  return toSale(row!, ctx.now());
}

/** POST sales/{id}/end: the sale ends now (one not yet begun never begins). */
export async function endSale(ctx: RequestContext, catalog: CatalogChanges, saleId: string): Promise<Sale> {
  const { storeId } = ctx;
  const row = await saleChange(ctx, catalog, async (tx, now) => {
    const before = await requireSale(tx, storeId, saleId);
    const iso = now.toISOString();
    if (before.ends_at <= iso) throw ended(saleId);
    await updateSale(tx, storeId, saleId, { starts_at: before.starts_at > iso ? iso : before.starts_at, ends_at: iso, updated_at: iso });
    return { before, after: (await findSale(tx, storeId, saleId))!, action: 'sale.end', saleId };
  });
  return toSale(row!, ctx.now());
}

/** DELETE sales/{id}: gone, as if never made; orders placed during it keep what they paid. */
export async function deleteSale(ctx: RequestContext, catalog: CatalogChanges, saleId: string): Promise<void> {
  const { storeId } = ctx;
  await saleChange(ctx, catalog, async (tx) => {
    const before = await requireSale(tx, storeId, saleId);
    await deleteSaleRow(tx, storeId, saleId);
    return { before, after: null, action: 'sale.delete', saleId };
  });
}
