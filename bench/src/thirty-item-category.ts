import path from 'node:path';
import { openServerSqlite, SERVER_SQLITE_FILE, type DatabaseTarget, type SqliteConnection } from './database-target.js';

/**
 * The leaf the page section measures as "a 30-item category". The generator puts 95–100 items in
 * every leaf, so after seeding, 30 items of one generated leaf are moved into this leaf of their own.
 */
export const THIRTY_ITEM_CATEGORY = { id: 'bench-thirty', name: 'Thirty Items', shortName: 'Thirty', items: 30 } as const;

/** What making the category did. */
export type ThirtyItemCategoryOutcome =
  | { made: true; parentId: string; sourceId: string; moved: number; variantsMoved: number }
  | { made: false; reason: 'exists' | 'no-source' };

interface SourceLeaf {
  id: string;
  parent_id: string;
}

// The shopper's listing of a category (listCategoryItems in apps/server/src/catalog/item.repository.ts):
// group heads and plain items (no group parent) that are not hidden.
const LISTED = 'items.group_parent_id is null and items.hidden = 0';

/**
 * Gives store `storeId` a leaf category of exactly 30 listed items, unless it has one by that id
 * already: a new last child of the first generated leaf's parent (the first, in the order the seed
 * wrote them, with at least 30 listed items), and the first 30 of that leaf's listed items, in the
 * order the seed wrote them, moved into it with their variants. The store's catalogue version goes
 * up, as for a change in the back office, so that no server keeps answers from before. One
 * transaction: all of it or nothing.
 */
export function makeThirtyItemCategory(database: SqliteConnection, storeId: string, now: Date): ThirtyItemCategoryOutcome {
  const { id, name, shortName, items } = THIRTY_ITEM_CATEGORY;
  return database.transaction((): ThirtyItemCategoryOutcome => {
    if (database.prepare('select 1 from categories where store_id = ? and id = ?').get(storeId, id) !== undefined) {
      return { made: false, reason: 'exists' };
    }
    const source = database
      .prepare(
        `select c.id, c.parent_id from categories c
         where c.store_id = ?
           and not exists (select 1 from categories child where child.store_id = c.store_id and child.parent_id = c.id)
           and (select count(*) from items where items.store_id = c.store_id and items.category_id = c.id and ${LISTED}) >= ?
         order by c.rowid
         limit 1`,
      )
      .get(storeId, items) as SourceLeaf | undefined;
    if (source === undefined) return { made: false, reason: 'no-source' };

    const { position } = database
      .prepare('select coalesce(max(position) + 1, 0) as position from categories where store_id = ? and parent_id = ?')
      .get(storeId, source.parent_id) as { position: number };
    const at = now.toISOString();
    database
      .prepare(
        `insert into categories (store_id, id, name, short_name, parent_id, position, image_id, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, null, ?, ?)`,
      )
      .run(storeId, id, name, shortName, source.parent_id, position, at, at);

    const itemIds = database
      .prepare(`select id from items where store_id = ? and category_id = ? and ${LISTED} order by rowid limit ?`)
      .all(storeId, source.id, items)
      .map((row) => (row as { id: string }).id);
    const moveItem = database.prepare('update items set category_id = ?, updated_at = ? where store_id = ? and id = ?');
    const moveVariants = database.prepare('update items set category_id = ?, updated_at = ? where store_id = ? and group_parent_id = ?');
    let variantsMoved = 0;
    for (const itemId of itemIds) {
      moveItem.run(id, at, storeId, itemId);
      variantsMoved += moveVariants.run(id, at, storeId, itemId).changes;
    }

    const bumped = database.prepare('update stores set catalog_version = catalog_version + 1 where id = ?').run(storeId);
    if (bumped.changes !== 1) throw new Error(`there is no store '${storeId}' to bump the catalogue version of`);
    return { made: true, parentId: source.parent_id, sourceId: source.id, moved: itemIds.length, variantsMoved };
  })();
}

/** Makes the category in the SQLite file of a target's data directory; returns a line for the log. */
export function ensureThirtyItemCategory(target: DatabaseTarget, storeId: string): string {
  const dataDir = target.env.DATA_DIR;
  if (target.name !== 'sqlite' || dataDir === undefined) {
    throw new Error(`the ${THIRTY_ITEM_CATEGORY.items}-item category is made in SQLite only`);
  }
  const database = openServerSqlite(path.join(dataDir, SERVER_SQLITE_FILE));
  try {
    // As the server opens it; a server on the same file would wait its turn rather than fail.
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    return describeOutcome(makeThirtyItemCategory(database, storeId, new Date()));
  } finally {
    database.close();
  }
}

export function describeOutcome(outcome: ThirtyItemCategoryOutcome): string {
  const { id, items } = THIRTY_ITEM_CATEGORY;
  if (!outcome.made) {
    return outcome.reason === 'exists'
      ? `category '${id}' exists already`
      : `no leaf lists ${items} items or more: no category '${id}' made`;
  }
  const variants = outcome.variantsMoved === 0 ? '' : ` (and ${outcome.variantsMoved} variants)`;
  return `category '${id}' made under '${outcome.parentId}': ${outcome.moved} items${variants} moved from '${outcome.sourceId}'`;
}
