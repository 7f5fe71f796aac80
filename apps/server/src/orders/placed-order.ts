import type { Db, DialectName, Tx } from '../db/database.js';
import { findOrderByIdempotencyKey, insertOrder, insertOrderDetails } from './order.repository.js';
import type { OrderLineTable, OrderRow } from './order.table.js';
import type { OrderTaxLineTable } from './order-tax-line.table.js';

/** A new order as the submission made it, ready to be stored. */
export type PlacedOrder = OrderRow;
/** A line of a new order: an item at its price, or the shipping (no item). */
export type PlacedOrderLine = OrderLineTable;
/** A tax a new order is charged, as its receipt lists it. */
export type PlacedOrderTaxLine = OrderTaxLineTable;

/** The order an idempotency key already made in the store, with its sealed token; undefined when none. */
export async function findOrderOfIdempotencyKey(db: Db, storeId: string, keyHash: string): Promise<{ id: string; tokenSealed: string } | undefined> {
  const found = await findOrderByIdempotencyKey(db, storeId, keyHash);
  return found && { id: found.id, tokenSealed: found.token_sealed };
}

/**
 * Stores a new order (its lines, taxes and first event) in the submission's transaction, before
 * its goods are held: two statements on PostgreSQL (the order, then the rest in one). False when
 * another request with the same idempotency key committed first.
 */
export async function recordPlacedOrder(
  tx: Tx,
  dialect: DialectName,
  order: PlacedOrder,
  lines: readonly PlacedOrderLine[],
  taxLines: readonly PlacedOrderTaxLine[],
): Promise<boolean> {
  if (!(await insertOrder(tx, order))) return false;
  await insertOrderDetails(tx, dialect, { lines, taxLines, event: { store_id: order.store_id, order_id: order.id, state: 'OPEN', actor: 'shopper', at: order.created_at } });
  return true;
}
