import type { Db, DialectName } from '../db/database.js';
import { listVariantNames } from './item-edit.repository.js';
import { findItem, refreshGroupSummary, refreshItemStock } from './item.repository.js';
import { searchDocumentOf } from './search-document.js';
import { deleteSearchEntry, insertSearchEntries, writeSearchEntry } from './search.repository.js';

interface CatalogDb {
  db: Db;
  dialect: DialectName;
}

/** Rewrites an item's search entry; a group head's includes its variants' names. */
async function writeSearchEntryOf(search: CatalogDb, storeId: string, itemId: string) {
  const item = await findItem(search.db, storeId, itemId);
  if (!item) return;
  const variantNames = item.group_enabled === 1 ? await listVariantNames(search.db, storeId, itemId) : [];
  await writeSearchEntry(search, storeId, itemId, searchDocumentOf(item, variantNames));
}

/** Re-derives a group head after a variant came, went or changed: its summary and search entry. */
export async function rederiveGroupHead(search: CatalogDb, storeId: string, headId: string) {
  await refreshGroupSummary(search.db, storeId, headId);
  await writeSearchEntryOf(search, storeId, headId);
}

/**
 * Re-derives everything an item's own fields imply: its stock from its inventory (a head's from
 * its variants), its group head's summary, and the search entries. A variant is found through
 * its head, so it has no entry of its own. `formerHeadId` is the group it left, if any.
 */
export async function rederiveItem(search: CatalogDb, storeId: string, itemId: string, formerHeadId: string | null = null) {
  const item = await findItem(search.db, storeId, itemId);
  if (!item) return;
  if (item.group_enabled === 1) await refreshGroupSummary(search.db, storeId, itemId);
  else await refreshItemStock(search.db, storeId, itemId);
  if (formerHeadId && formerHeadId !== item.group_parent_id) await rederiveGroupHead(search, storeId, formerHeadId);
  if (item.group_parent_id) {
    await deleteSearchEntry(search, storeId, itemId);
    await writeSearchEntryOf(search, storeId, item.group_parent_id);
  } else {
    await writeSearchEntryOf(search, storeId, itemId);
  }
}

/**
 * Re-derives an item's stock (a head's summary; a variant's head summary too) and leaves search
 * entries alone: a catalogue import writes a product's one entry after all its items
 * (writeProductSearchEntry), where rederiveItem would rewrite the head's for every variant.
 */
export async function rederiveStock(search: CatalogDb, storeId: string, itemId: string) {
  const item = await findItem(search.db, storeId, itemId);
  if (!item) return;
  if (item.group_enabled === 1) await refreshGroupSummary(search.db, storeId, itemId);
  else await refreshItemStock(search.db, storeId, itemId);
}

/**
 * Writes the search entry of a product's single item or group head (its variants' names in it).
 * A new item has no entry yet: it is inserted without the delete (on SQLite before migration 0035
 * the delete scanned every entry, and made an import of thousands of products quadratic).
 */
export async function writeProductSearchEntry(search: CatalogDb, storeId: string, itemId: string, isNew: boolean) {
  const item = await findItem(search.db, storeId, itemId);
  if (!item || item.group_parent_id) return;
  const variantNames = item.group_enabled === 1 ? await listVariantNames(search.db, storeId, itemId) : [];
  if (!isNew) await deleteSearchEntry(search, storeId, itemId);
  await insertSearchEntries(search, storeId, [{ itemId, document: searchDocumentOf(item, variantNames) }]);
}
