import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.js';

export async function findStore(db: Db, storeId: string) {
  return db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
}

/** Inserts the store unless one of its id exists; true when this call made it. */
export async function insertStore(db: Db, store: { id: string; name: string }, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('stores')
    .values({ ...store, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

const catalogVersionQueries = new WeakMap<Db, CompiledQuery<{ catalog_version: number }>>();

/**
 * The store's catalogue version, or undefined for an unknown store. Asked on every catalogue
 * request, so the query is compiled once per database and only its parameter changes.
 */
export async function findCatalogVersion(db: Db, storeId: string): Promise<number | undefined> {
  let query = catalogVersionQueries.get(db);
  if (!query) {
    query = db.selectFrom('stores').select('catalog_version').where('id', '=', '').compile();
    catalogVersionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<{ catalog_version: number }>({ ...query, parameters: [storeId] });
  return rows[0]?.catalog_version;
}

const catalogStateQueries = new WeakMap<Db, CompiledQuery<{ catalog_version: number; next_sale_boundary: string | null }>>();

/** What a process keeps of a store's catalogue: its version, and the next start or end of a sale (docs/decisions/065). */
export interface CatalogState {
  version: number;
  /** Epoch milliseconds; null when no sale is to start or end. */
  nextSaleBoundary: number | null;
}

/** The store's catalogue version with its next sale boundary, in the one compiled query; undefined for an unknown store. */
export async function findCatalogState(db: Db, storeId: string): Promise<CatalogState | undefined> {
  let query = catalogStateQueries.get(db);
  if (!query) {
    query = db.selectFrom('stores').select(['catalog_version', 'next_sale_boundary']).where('id', '=', '').compile();
    catalogStateQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<{ catalog_version: number; next_sale_boundary: string | null }>({ ...query, parameters: [storeId] });
  const row = rows[0];
  if (!row) return undefined;
  return { version: Number(row.catalog_version), nextSaleBoundary: row.next_sale_boundary === null ? null : Date.parse(row.next_sale_boundary) };
}

/**
 * Marks the store's catalogue as changed, so every process drops the answers it cached.
 * Call it in the transaction that changes items, inventory, categories, images or settings.
 */
export async function bumpCatalogVersion(db: Db, storeId: string): Promise<void> {
  await db
    .updateTable('stores')
    .set((eb) => ({ catalog_version: eb('catalog_version', '+', 1) }))
    .where('id', '=', storeId)
    .execute();
}

/** Records the next start or end of one of the store's sales (ISO instant; null: none), read with the catalogue version. */
export async function setNextSaleBoundary(db: Db, storeId: string, nextSaleBoundary: string | null): Promise<void> {
  await db.updateTable('stores').set({ next_sale_boundary: nextSaleBoundary }).where('id', '=', storeId).execute();
}
