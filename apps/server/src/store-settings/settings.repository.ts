import { sql } from 'kysely';
import type { Db } from '../db/database.js';

// Private to store-settings/: the rest of the server reads and writes these documents through
// store-settings.service.ts and store-setup.ts, each by its kind (settings-kinds.ts).

/**
 * The tables that keep one JSON document per store and name, with the time it was last written
 * as its version: the storefront's configurations and the server-only settings.
 */
export type DocumentTable = 'store_configs' | 'store_settings';

/** One stored document as read: which table it came from, its name, its JSON and its version. */
export interface StoredDocument {
  table: DocumentTable;
  name: string;
  body: string;
  updated_at: string;
}

export async function findDocument(db: Db, table: DocumentTable, storeId: string, name: string) {
  return db
    .selectFrom(table)
    .select(['body', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * Several documents of one store in one query (a union over both tables), whichever of them are
 * stored; the others are simply not in the answer.
 */
export async function findDocuments(
  db: Db,
  storeId: string,
  wanted: ReadonlyArray<{ table: DocumentTable; name: string }>,
): Promise<StoredDocument[]> {
  const tables = [...new Set(wanted.map((document) => document.table))];
  const [first, ...others] = tables.map((table) =>
    db
      .selectFrom(table)
      .select([sql<DocumentTable>`${sql.lit(table)}`.as('table'), 'name', 'body', 'updated_at'])
      .where('store_id', '=', storeId)
      .where('name', 'in', wanted.filter((document) => document.table === table).map((document) => document.name)),
  );
  if (!first) return [];
  return others.reduce((query, other) => query.unionAll(other), first).execute();
}

/** Stores a document, replacing whatever was there. */
export async function saveDocument(db: Db, table: DocumentTable, storeId: string, name: string, body: string, now: string) {
  await db
    .insertInto(table)
    .values({ store_id: storeId, name, body, updated_at: now })
    .onConflict((conflict) => conflict.columns(['store_id', 'name']).doUpdateSet({ body, updated_at: now }))
    .execute();
}

/**
 * Replaces a document only while it is at the version `seen`, or creates it when `seen` is null
 * and there is none (a compare-and-set either way), so two edits started from the same version
 * cannot both land. True when written.
 */
export async function replaceDocumentAt(
  db: Db,
  table: DocumentTable,
  storeId: string,
  name: string,
  seen: string | null,
  body: string,
  now: string,
): Promise<boolean> {
  if (seen === null) {
    const result = await db
      .insertInto(table)
      .values({ store_id: storeId, name, body, updated_at: now })
      .onConflict((conflict) => conflict.columns(['store_id', 'name']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
  }
  const result = await db
    .updateTable(table)
    .set({ body, updated_at: now })
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .where('updated_at', '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
