import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Insertable } from 'kysely';
import type { CatalogImportPictureTable, CatalogImportRow, CatalogImportRowTable, CatalogImportTable } from './catalog-import.table.js';

export async function insertImport(db: Db, row: Insertable<CatalogImportTable>): Promise<void> {
  await db.insertInto('catalog_imports').values(row).execute();
}

/**
 * Rows in batches (SQLite takes at most 32,766 values a statement), each its own statement with a
 * pause between, so that shoppers' queries are not held up behind a long preview.
 */
export async function insertImportRows(db: Db, rows: readonly Insertable<CatalogImportRowTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('catalog_import_rows').values(rows.slice(start, start + 500).map((row) => ({ ...row }))).execute();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** An import whose preview is being stored is 'preparing' (listed nowhere) until its rows are all in. */
export async function markPreviewed(db: Db, importId: string): Promise<void> {
  await db.updateTable('catalog_imports').set({ status: 'previewed' }).where('id', '=', importId).where('status', '=', 'preparing').execute();
}

export async function deleteImport(db: Db, importId: string): Promise<void> {
  await db.deleteFrom('catalog_imports').where('id', '=', importId).execute();
}

export async function findImport(db: Db, storeId: string, importId: string): Promise<CatalogImportRow | undefined> {
  return db.selectFrom('catalog_imports').selectAll().where('store_id', '=', storeId).where('id', '=', importId).where('status', '!=', 'preparing').executeTakeFirst();
}

export async function listImports(db: Db, storeId: string, limit: number): Promise<CatalogImportRow[]> {
  return db.selectFrom('catalog_imports').selectAll().where('store_id', '=', storeId).where('status', '!=', 'preparing').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Imports being applied whose process let its lease run out (it stopped): another process takes them over. */
export async function listStalledImports(db: Db, now: string): Promise<{ id: string; store_id: string }[]> {
  return db
    .selectFrom('catalog_imports')
    .select(['id', 'store_id'])
    .where('status', '=', 'applying')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
}

export async function sectionRows(db: Db, importId: string, section: string, offset: number, limit: number) {
  return db
    .selectFrom('catalog_import_rows')
    .select(['line', 'handle', 'sku', 'name', 'changes', 'reason'])
    .where('import_id', '=', importId)
    .where('section', '=', section)
    .orderBy('seq')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countSection(db: Db, importId: string, section: string): Promise<number> {
  const row = await db
    .selectFrom('catalog_import_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('import_id', '=', importId)
    .where('section', '=', section)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** previewed → applying, once: false when the import is not (or no longer) previewed. */
export async function startApplying(db: Db, storeId: string, importId: string, now: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('catalog_imports')
    .set({ status: 'applying', lease_until: leaseUntil, updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', importId)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Takes (or renews) the lease of an import being applied: false when another process holds it. */
export async function takeLease(db: Db, importId: string, holder: { now: string; leaseUntil: string; renewing: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('catalog_imports')
    .set({ lease_until: holder.leaseUntil, updated_at: holder.now })
    .where('id', '=', importId)
    .where('status', '=', 'applying')
    .where((eb) =>
      holder.renewing === null
        ? eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', holder.now)])
        : eb('lease_until', '=', holder.renewing),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The next products to write: their rows to add or change, not yet applied, in file order. */
export async function nextProducts(db: Db, importId: string, products: number) {
  const first = await db
    .selectFrom('catalog_import_rows')
    .select('product')
    .where('import_id', '=', importId)
    .where('applied', '=', 0)
    .where('section', 'in', ['add', 'change'])
    .orderBy('product')
    .limit(1)
    .executeTakeFirst();
  if (!first) return [];
  return db
    .selectFrom('catalog_import_rows')
    .select(['seq', 'product', 'plan', 'name', 'handle'])
    .where('import_id', '=', importId)
    .where('applied', '=', 0)
    .where('section', 'in', ['add', 'change'])
    .where('product', '>=', first.product)
    .where('product', '<', first.product + products)
    .orderBy('seq')
    .execute();
}

export async function markApplied(db: Db, importId: string, seqs: readonly number[]): Promise<void> {
  for (let start = 0; start < seqs.length; start += 500) {
    await db.updateTable('catalog_import_rows').set({ applied: 1 }).where('import_id', '=', importId).where('seq', 'in', seqs.slice(start, start + 500)).execute();
  }
}

/** Rows of a product that could not be written: refused after all, with why. */
export async function markRefused(db: Db, importId: string, seqs: readonly number[], reason: string): Promise<void> {
  await db.updateTable('catalog_import_rows').set({ applied: 1, section: 'refused', reason, changes: '[]' }).where('import_id', '=', importId).where('seq', 'in', [...seqs]).execute();
}

/** Progress after a chunk: items written, and items refused at the last moment moved from their section to refused. */
export async function recordProgress(db: Db, importId: string, progress: { written: number; refused: { add: number; change: number }; now: string }): Promise<void> {
  const refused = progress.refused.add + progress.refused.change;
  await db
    .updateTable('catalog_imports')
    .set({
      done: sql<number>`done + ${progress.written}`,
      total: sql<number>`total - ${refused}`,
      count_add: sql<number>`count_add - ${progress.refused.add}`,
      count_change: sql<number>`count_change - ${progress.refused.change}`,
      count_refused: sql<number>`count_refused + ${refused}`,
      updated_at: progress.now,
    })
    .where('id', '=', importId)
    .execute();
}

export async function finishImport(db: Db, importId: string, status: 'applied' | 'failed', failure: string | null, now: string): Promise<void> {
  await db.updateTable('catalog_imports').set({ status, failure, lease_until: null, updated_at: now }).where('id', '=', importId).where('status', '=', 'applying').execute();
}

export async function insertPictures(db: Db, rows: readonly CatalogImportPictureTable[]): Promise<void> {
  if (rows.length === 0) return;
  for (let start = 0; start < rows.length; start += 1000) await db.insertInto('catalog_import_pictures').values(rows.slice(start, start + 1000).map((row) => ({ ...row }))).execute();
}

export async function countPictures(db: Db, importIds: readonly string[]) {
  if (importIds.length === 0) return [];
  return db
    .selectFrom('catalog_import_pictures')
    .select(['import_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', 'in', [...importIds])
    .groupBy(['import_id', 'state'])
    .execute();
}

export async function listPictures(db: Db, importId: string, state: string | undefined) {
  let query = db.selectFrom('catalog_import_pictures').select(['url', 'handle', 'name', 'state', 'reason']).where('import_id', '=', importId);
  if (state) query = query.where('state', '=', state);
  return query.orderBy('seq').limit(5000).execute();
}

/** Pictures to fetch: pending, and not held by a process (or its lease ran out). Leased for `leaseUntil`. */
export async function claimPictures(db: Db, importId: string, now: string, leaseUntil: string, limit: number) {
  const candidates = await db
    .selectFrom('catalog_import_pictures')
    .select(['seq'])
    .where('import_id', '=', importId)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('seq')
    .limit(limit)
    .execute();
  const claimed = [];
  for (const { seq } of candidates) {
    const taken = await db
      .updateTable('catalog_import_pictures')
      .set({ lease_until: leaseUntil })
      .where('import_id', '=', importId)
      .where('seq', '=', seq)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .returning(['seq', 'store_id', 'item_id', 'url'])
      .executeTakeFirst();
    if (taken) claimed.push(taken);
  }
  return claimed;
}

export async function settlePicture(db: Db, importId: string, seq: number, state: 'done' | 'failed', reason: string | null, now: string): Promise<void> {
  await db.updateTable('catalog_import_pictures').set({ state, reason, lease_until: null, updated_at: now }).where('import_id', '=', importId).where('seq', '=', seq).execute();
}

export async function retryFailedPictures(db: Db, importId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('catalog_import_pictures')
    .set({ state: 'pending', reason: null, lease_until: null, updated_at: now })
    .where('import_id', '=', importId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Imports of a store with pictures still to fetch. */
export async function importsWithPendingPictures(db: Db, now: string) {
  return db
    .selectFrom('catalog_import_pictures')
    .select(['import_id', 'store_id'])
    .distinct()
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
}

/** The url an import last listed for each item's picture, whether fetched, pending or failed: the same url again is no change. */
export async function importedPictureUrls(db: Db, storeId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('catalog_import_pictures')
    .select(['item_id', 'url', 'updated_at'])
    .where('store_id', '=', storeId)
    .orderBy('updated_at')
    .orderBy('seq')
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.url]));
}

export async function maxPictureSeq(db: Db, importId: string): Promise<number> {
  const row = await db
    .selectFrom('catalog_import_pictures')
    .select((eb) => eb.fn.max<number>('seq').as('seq'))
    .where('import_id', '=', importId)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}
