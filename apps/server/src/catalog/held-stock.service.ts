import type { Db, DialectName } from '../db/database.js';
import { holdStockLines, type HeldLine, releaseStock, returnStockToShelf, takeStockOffShelf } from './held-stock.repository.js';
import { refreshGroupHeads } from './item.service.js';

export type { HeldLine };

/**
 * What becomes of units an order held: put back on sale (a cancellation, a refund before the
 * goods left), taken off the shelf (shipped or set aside for pickup), or counted back onto the
 * shelf (a refunded return of goods that had left it).
 */
export type StockMove = 'RELEASE' | 'TAKE_OFF_SHELF' | 'RETURN_TO_SHELF';

const MOVES: Record<StockMove, (db: Db, storeId: string, line: HeldLine) => Promise<string | null>> = {
  RELEASE: releaseStock,
  TAKE_OFF_SHELF: takeStockOffShelf,
  RETURN_TO_SHELF: returnStockToShelf,
};

/**
 * Holds an order's units in the order's transaction (one statement for every line), then
 * re-summarises the group heads: every order locks items, then heads, each in id order, so no
 * two orders ever wait for each other in a circle. Answers the first line (in the caller's
 * order, item id order) too few are left of, and then re-summarises nothing (the caller's
 * transaction rolls back); null when every line is held.
 */
export async function holdOrderStock<Line extends HeldLine>(tx: Db, dialect: DialectName, storeId: string, lines: readonly Line[]): Promise<Line | null> {
  const held = await holdStockLines(tx, dialect, storeId, lines);
  const short = lines.find((line) => !held.has(line.itemId));
  if (short) return short;
  await refreshGroupHeads(tx, storeId, held.values());
  return null;
}

/**
 * Moves an order's units in the caller's transaction, in item id order, then re-summarises the
 * group heads (the same lock order as holding). True when there was any line to move.
 */
export async function moveOrderStock(tx: Db, storeId: string, lines: readonly HeldLine[], move: StockMove): Promise<boolean> {
  const sorted = [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const heads: Array<string | null> = [];
  for (const line of sorted) heads.push(await MOVES[move](tx, storeId, { itemId: line.itemId, count: line.count }));
  await refreshGroupHeads(tx, storeId, heads);
  return sorted.length > 0;
}
