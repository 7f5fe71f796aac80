import type { Db, Tx } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { holdStock } from '../catalog/held-stock.repository.js';
import { findOrderByIdempotencyKey, insertOrder, insertOrderEvent, insertOrderLines, insertOrderTaxLines } from './order.repository.js';
import type { OrderLineTable, OrderRow } from './order.table.js';
import type { OrderTaxLineTable } from './order-tax-line.table.js';

/** A new order as the submission made it, ready to be stored. */
export type PlacedOrder = OrderRow;
/** A line of a new order: an item at its price, or the shipping (no item). */
export type PlacedOrderLine = OrderLineTable;
/** A tax a new order is charged, as its receipt lists it. */
export type PlacedOrderTaxLine = OrderTaxLineTable;

/** A line of goods whose stock the order holds, named for the refusal when too few are left. */
export interface HeldOrderLine {
  itemId: string;
  name: string;
  count: number;
}

const outOfStock = (line: HeldOrderLine) =>
  new AppError(409, 'OUT_OF_STOCK', `Not enough '${line.name}' left in stock for ${line.count}.`, [
    { path: `items.${line.itemId}`, message: 'not enough left in stock' },
  ]);

/** The order an idempotency key already made in the store, with its sealed token; undefined when none. */
export async function findOrderOfIdempotencyKey(db: Db, storeId: string, keyHash: string): Promise<{ id: string; tokenSealed: string } | undefined> {
  const found = await findOrderByIdempotencyKey(db, storeId, keyHash);
  return found && { id: found.id, tokenSealed: found.token_sealed };
}

/**
 * Stores a new order (its lines, taxes and first event) and holds its goods, in the submission's
 * transaction. Null when another request with the same idempotency key committed first; a
 * refusal (409) when too few of an item are left. Answers the group heads whose variants' stock
 * moved, for the catalogue to re-summarise.
 */
export async function recordPlacedOrder(
  tx: Tx,
  order: PlacedOrder,
  lines: readonly PlacedOrderLine[],
  taxLines: readonly PlacedOrderTaxLine[],
  held: readonly HeldOrderLine[],
): Promise<{ groupHeadIds: Array<string | null> } | null> {
  if (!(await insertOrder(tx, order))) return null;
  await insertOrderLines(tx, [...lines]);
  await insertOrderTaxLines(tx, [...taxLines]);
  await insertOrderEvent(tx, { store_id: order.store_id, order_id: order.id, state: 'OPEN', actor: 'shopper', at: order.created_at });
  // Lines are in item id order: two orders never wait on each other's rows in a circle.
  const groupHeadIds: Array<string | null> = [];
  for (const line of held) {
    const holding = await holdStock(tx, order.store_id, line);
    if (!holding) throw outOfStock(line);
    groupHeadIds.push(holding.groupHeadId);
  }
  return { groupHeadIds };
}
