import type { OrderState } from '@backroom/core/orders/order-contract';
import { normalizeOrderId } from '@backroom/core/orders/order-id';
import type { Db } from '../db/database.js';
import { notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import { findOrder, findOrderLines, insertOrderEvent, listExpiredHolds, lockOpenOrder, lockOrder, moveOrderState } from './order.repository.js';
import { findReleasedUnits } from './order-refund.repository.js';
import type { OrderLineRow, OrderRow } from './order.table.js';

/** An order as stored: its state, money, addresses and secrets. */
export type Order = OrderRow;
/** A line of an order: an item at its price, or the shipping (no item). */
export type OrderLine = OrderLineRow;

/** The store's order of an id as submit wrote it; undefined when none. */
export async function orderById(db: Db, storeId: string, orderId: string): Promise<Order | undefined> {
  return findOrder(db, storeId, orderId);
}

/** An order of the store by its id as typed, or a 404. */
export async function requireOrder(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<Order> {
  const id = normalizeOrderId(typedId);
  const order = id === null ? undefined : await findOrder(ctx.db, ctx.storeId, id);
  if (!order) throw notFound(`There is no order '${typedId.slice(0, 40)}'.`);
  return order;
}

/** An order's lines in receipt order. */
export async function linesOfOrder(db: Db, storeId: string, orderId: string): Promise<OrderLine[]> {
  return findOrderLines(db, storeId, orderId);
}

/**
 * Moves an order from the state it was read in to `to`, only if nobody moved it meanwhile: of
 * two moves of the same order exactly one gets true. A paid order holds nothing any more.
 */
export async function moveOrder(tx: Db, order: { storeId: string; orderId: string; from: OrderState }, to: OrderState, at: string): Promise<boolean> {
  return moveOrderState(tx, order, { state: to, updated_at: at, ...(to === 'PAID' ? { paid_at: at, hold_until: null } : {}) });
}

/** Adds a move to the order's history: who moved it to which state, when. */
export async function recordOrderEvent(tx: Db, event: { storeId: string; orderId: string; state: OrderState; actor: string; at: string }): Promise<void> {
  await insertOrderEvent(tx, { store_id: event.storeId, order_id: event.orderId, state: event.state, actor: event.actor, at: event.at });
}

/** The units of each item the order still holds: its lines less the units refunds put back already. */
export async function unitsStillHeld(tx: Db, order: Order, lines: readonly OrderLine[]): Promise<Array<{ itemId: string; count: number }>> {
  const released = await findReleasedUnits(tx, order.store_id, order.id);
  return lines
    .flatMap((line) => (line.item_id === null ? [] : [{ itemId: line.item_id, count: line.count - (released.get(line.item_id) ?? 0) }]))
    .filter((line) => line.count > 0);
}

/**
 * Within the caller's transaction, holds the order while it is OPEN: a cancel of it then waits
 * for that transaction, and sees what it recorded. False when the order is not OPEN.
 */
export async function holdOrderOpen(tx: Db, storeId: string, orderId: string): Promise<boolean> {
  return lockOpenOrder(tx, storeId, orderId);
}

/** Within the caller's transaction, holds the order whatever its state: a second change of it waits for that transaction. */
export async function holdOrder(tx: Db, storeId: string, orderId: string): Promise<void> {
  await lockOrder(tx, storeId, orderId);
}

/** Open orders whose hold has run out by `now` (store and id), oldest first, `limit` at most: what the hold sweeper cancels. */
export async function expiredHolds(db: Db, now: string, limit: number): Promise<Array<{ store_id: string; id: string }>> {
  return listExpiredHolds(db, now, limit);
}
