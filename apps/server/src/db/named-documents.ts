import type { Db } from './database.js';

/**
 * The tables that keep one JSON document per store and name, with the time it was last written
 * as its version: the storefront's configurations and the server-only settings.
 */
export type DocumentTable = 'store_configs' | 'store_settings';

export async function findDocument(db: Db, table: DocumentTable, storeId: string, name: string) {
  return db
    .selectFrom(table)
    .select(['body', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('name', '=', name)
    .executeTakeFirst();
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
