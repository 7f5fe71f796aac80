import { sql } from 'kysely';
import { totalStock, type Inventory } from '@backroom/core/item-display';
import type { Db, DialectName } from '../db/database.js';

/** A line of goods an order holds. */
export interface HeldLine {
  itemId: string;
  count: number;
}

/**
 * Holds each line's units for an order when at least that many are left of its item, all lines
 * in one conditional update: on PostgreSQL a second buyer of a row waits for the first to commit
 * and then re-reads the stock; SQLite runs one writer at a time. Answers the lines' items that
 * were held (an item too few are left of is missing) with their group heads.
 * Call it in the order's transaction, then refreshGroupHeads with the group heads it returned.
 * On PostgreSQL the rows of several lines are locked first in item id order (byte order, as the
 * callers sort ids), whatever plan the update gets: every order locks items, then heads, each in
 * id order, so no two orders ever wait for each other in a circle.
 *
 * `sold_out` is written only for the items this hold sells out, in a second statement: naming it
 * in the hold itself would rewrite, for every line, the item's entries in the listing indexes and
 * its search facts (a trigger on `sold_out`), though a hold changes it for few orders (on SQLite
 * that rewrite was most of the hold's time and of its commit, docs/benchmarks.md).
 */
export async function holdStockLines(db: Db, dialect: DialectName, storeId: string, lines: readonly HeldLine[]): Promise<Map<string, string | null>> {
  if (lines.length === 0) return new Map();
  const ids = lines.map((line) => line.itemId);
  // The line's count for the row being updated (cast: PostgreSQL cannot tell a bare parameter's type).
  const count = sql<number>`(case id ${sql.join(
    lines.map((line) => sql`when ${line.itemId} then cast(${line.count} as integer)`),
    sql` `,
  )} end)`;
  let update = db
    .updateTable('items')
    .set({
      stock: sql<number>`stock - ${count}`,
      held_stock: sql<number>`held_stock + ${count}`,
    })
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .where('group_enabled', '=', 0)
    .where(sql<boolean>`stock >= ${count}`);
  if (dialect === 'postgres' && lines.length > 1) {
    update = update.where('id', 'in', (eb) =>
      eb
        .selectFrom('items as locked')
        .select('locked.id')
        .where('locked.store_id', '=', storeId)
        .where('locked.id', 'in', ids)
        .orderBy(sql`locked.id collate "C"`)
        .forUpdate(),
    );
  }
  const held = await update.returning(['id', 'group_parent_id', 'stock']).execute();
  const soldOut = held.filter((row) => row.stock <= 0).map((row) => row.id);
  if (soldOut.length > 0) {
    await db.updateTable('items').set({ sold_out: 1 }).where('store_id', '=', storeId).where('id', 'in', soldOut).where('sold_out', '=', 0).execute();
  }
  return new Map(held.map((row) => [row.id, row.group_parent_id]));
}

/** Puts an order's held units back on sale (a cancelled order); returns the item's group head, if any. */
export async function releaseStock(db: Db, storeId: string, line: HeldLine): Promise<string | null> {
  const released = await db
    .updateTable('items')
    .set({
      stock: sql<number>`stock + ${line.count}`,
      held_stock: sql<number>`held_stock - ${line.count}`,
      sold_out: sql<0 | 1>`case when stock + ${line.count} > 0 then 0 else 1 end`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', line.itemId)
    .where('group_enabled', '=', 0)
    .returning(['group_parent_id'])
    .executeTakeFirst();
  return released?.group_parent_id ?? null;
}

/** An item's inventory locations, fullest first. */
async function inventoryOf(db: Db, storeId: string, itemId: string) {
  return db
    .selectFrom('item_inventory')
    .select(['location', 'count'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .orderBy('count', 'desc')
    .orderBy('location')
    .execute();
}

/**
 * Writes changed location counts and the item's inventory snapshot, its stock left to sell
 * (on the shelf less what stays held after `heldChange`) and its held units. Returns the group head.
 */
async function writeInventory(
  db: Db,
  storeId: string,
  itemId: string,
  locations: Array<{ location: string; count: number }>,
  changed: ReadonlySet<string>,
  heldChange: number,
): Promise<string | null> {
  for (const location of locations.filter((candidate) => changed.has(candidate.location))) {
    await db
      .updateTable('item_inventory')
      .set({ count: location.count })
      .where('store_id', '=', storeId)
      .where('item_id', '=', itemId)
      .where('location', '=', location.location)
      .execute();
  }
  const inventory: Inventory = Object.fromEntries(
    [...locations].sort((a, b) => (a.location < b.location ? -1 : 1)).map((location) => [location.location, { count: location.count }]),
  );
  const onShelf = totalStock(inventory);
  const item = await db
    .updateTable('items')
    .set({
      inventory: JSON.stringify(inventory),
      held_stock: sql<number>`held_stock + ${heldChange}`,
      stock: sql<number>`${onShelf} - (held_stock + ${heldChange})`,
      sold_out: sql<0 | 1>`case when ${onShelf} - (held_stock + ${heldChange}) > 0 then 0 else 1 end`,
    })
    .where('store_id', '=', storeId)
    .where('id', '=', itemId)
    .returning(['group_parent_id'])
    .executeTakeFirst();
  return item?.group_parent_id ?? null;
}

/**
 * The goods leave the shelf (shipped, or set aside for pickup): the hold becomes a lower
 * inventory count, taken from the fullest locations first. Stock left to sell does not change.
 * An item without inventory data has nothing to count down: its hold simply ends. Returns the
 * item's group head, if any.
 */
export async function takeStockOffShelf(db: Db, storeId: string, line: HeldLine): Promise<string | null> {
  const locations = await inventoryOf(db, storeId, line.itemId);
  const changed = new Set<string>();
  let remaining = line.count;
  for (const location of locations) {
    const taken = Math.min(remaining, Math.max(0, location.count));
    if (taken === 0) continue;
    location.count -= taken;
    remaining -= taken;
    changed.add(location.location);
  }
  return writeInventory(db, storeId, line.itemId, locations, changed, -line.count);
}

/**
 * Goods that had left the shelf come back to be sold again (a refunded return): counted in at the
 * item's fullest location (an item without inventory data counts nothing). Returns the item's
 * group head, if any.
 */
export async function returnStockToShelf(db: Db, storeId: string, line: HeldLine): Promise<string | null> {
  const locations = await inventoryOf(db, storeId, line.itemId);
  const into = locations[0];
  if (into) into.count += line.count;
  return writeInventory(db, storeId, line.itemId, locations, new Set(into ? [into.location] : []), 0);
}
