import type { OrderListQuery, OrderState } from '@backroom/core/orders/order-contract';
import { sql } from 'kysely';
import type { OrderListCursor } from './order-list-cursor.js';
import type { Db, DialectName } from '../db/database.js';
import type { NewOrderRow, OrderEventTable, OrderLineTable, OrderTable } from './order.table.js';
import type { OrderTaxLineRow, OrderTaxLineTable } from './order-tax-line.table.js';

/**
 * Inserts a new order unless the store already has one under the same idempotency key (a
 * concurrent replay: PostgreSQL waits for it to commit, SQLite has already seen it). False then.
 */
export async function insertOrder(db: Db, row: NewOrderRow): Promise<boolean> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .onConflict((conflict) => conflict.columns(['store_id', 'idempotency_key_hash']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * A new order's lines, taxes and first event, after its row: on PostgreSQL in one statement (the
 * lines and taxes in a WITH of the event's insert), on SQLite (no writes in a WITH) one each.
 */
export async function insertOrderDetails(
  db: Db,
  dialect: DialectName,
  /** At least one line: every order has its shipping line. */
  details: { lines: readonly OrderLineTable[]; taxLines: readonly OrderTaxLineTable[]; event: OrderEventTable },
) {
  const { lines, taxLines, event } = details;
  if (dialect === 'sqlite') {
    await db.insertInto('order_lines').values([...lines]).execute();
    if (taxLines.length > 0) await db.insertInto('order_tax_lines').values([...taxLines]).execute();
    await insertOrderEvent(db, event);
    return;
  }
  const withLines = db.with('placed_lines', (cte) => cte.insertInto('order_lines').values([...lines]));
  if (taxLines.length === 0) {
    await withLines.insertInto('order_events').values(event).execute();
    return;
  }
  await withLines
    .with('placed_tax_lines', (cte) => cte.insertInto('order_tax_lines').values([...taxLines]))
    .insertInto('order_events')
    .values(event)
    .execute();
}

/** The taxes an order was charged, as its receipt lists them. */
export async function findOrderTaxLines(db: Db, storeId: string, orderId: string) {
  return db
    .selectFrom('order_tax_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** The tax lines of several orders (of any store), grouped by store and order id. */
export async function findTaxLinesOfOrders(db: Db, orders: ReadonlyArray<{ store_id: string; id: string }>) {
  const byOrder = new Map<string, OrderTaxLineRow[]>();
  if (orders.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_tax_lines')
    .selectAll()
    .where('order_id', 'in', [...new Set(orders.map((order) => order.id))])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const key = taxLinesKey(row.store_id, row.order_id);
    byOrder.set(key, [...(byOrder.get(key) ?? []), row]);
  }
  return byOrder;
}

/** The key of `findTaxLinesOfOrders`' map. */
export const taxLinesKey = (storeId: string, orderId: string) => `${storeId}/${orderId}`;

export async function insertOrderEvent(db: Db, event: OrderEventTable) {
  await db.insertInto('order_events').values(event).execute();
}

export async function findOrder(db: Db, storeId: string, orderId: string) {
  return db.selectFrom('orders').selectAll().where('store_id', '=', storeId).where('id', '=', orderId).executeTakeFirst();
}

export async function findOrderByIdempotencyKey(db: Db, storeId: string, keyHash: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'token_sealed'])
    .where('store_id', '=', storeId)
    .where('idempotency_key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function findOrderLines(db: Db, storeId: string, orderId: string) {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/**
 * Moves an order from the state it was read in to another, only if nobody moved it meanwhile:
 * of two processes (or two requests) making the same move, exactly one gets true.
 */
export async function moveOrderState(
  db: Db,
  order: { storeId: string; orderId: string; from: OrderState },
  changes: Pick<OrderTable, 'state' | 'updated_at'> & Partial<Pick<OrderTable, 'paid_at' | 'hold_until'>>,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set(changes)
    .where('store_id', '=', order.storeId)
    .where('id', '=', order.orderId)
    .where('state', '=', order.from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/**
 * A no-op update that takes the order's row lock while it is OPEN: a cancel (a conditional update
 * of the same row) waits for the caller's transaction, and then sees what it recorded. False when
 * the order is not OPEN.
 */
/**
 * Takes the order's row lock within the caller's transaction (a no-op write): another transaction
 * taking it waits until this one ends, then sees what it wrote.
 */
export async function lockOrder(db: Db, storeId: string, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ updated_at: sql<string>`updated_at` }).where('store_id', '=', storeId).where('id', '=', orderId).execute();
}

export async function lockOpenOrder(db: Db, storeId: string, orderId: string): Promise<boolean> {
  const held = await db
    .updateTable('orders')
    .set({ updated_at: sql<string>`updated_at` })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('state', '=', 'OPEN')
    .executeTakeFirst();
  return held.numUpdatedRows > 0n;
}

/**
 * Orders of every store for staff, newest first (ties: by id, then store), with their number of
 * item lines; `after` starts past the order a previous page ended on (keyset paging).
 */
export async function listOrders(db: Db, filter: Omit<OrderListQuery, 'after'>, after: OrderListCursor | null = null) {
  let query = db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) =>
      eb
        .selectFrom('order_lines')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('order_lines.store_id', '=', 'orders.store_id')
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .where('order_lines.item_id', 'is not', null)
        .as('line_count'),
    );
  if (filter.store !== undefined) query = query.where('orders.store_id', '=', filter.store);
  if (filter.state !== undefined) query = query.where('orders.state', '=', filter.state);
  if (filter.from !== undefined) query = query.where('orders.created_at', '>=', new Date(filter.from).toISOString());
  if (filter.to !== undefined) query = query.where('orders.created_at', '<', new Date(filter.to).toISOString());
  if (filter.email !== undefined) query = query.where('orders.customer_email', '=', filter.email.trim().toLowerCase());
  if (after !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('orders.created_at', '<', after.createdAt),
        eb.and([
          eb('orders.created_at', '=', after.createdAt),
          eb.or([eb('orders.id', '>', after.id), eb.and([eb('orders.id', '=', after.id), eb('orders.store_id', '>', after.store)])]),
        ]),
      ]),
    );
  }
  return query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .orderBy('orders.store_id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/**
 * Open orders whose hold has run out by `now`, oldest first; not those with a card payment under
 * way or taken (reconciliation settles those), so a charge never lands on a cancelled order.
 */
export async function listExpiredHolds(db: Db, now: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['orders.store_id', 'orders.id'])
    .where('orders.state', '=', 'OPEN')
    .where('orders.hold_until', 'is not', null)
    .where('orders.hold_until', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_attempts')
            .select('payment_attempts.id')
            .whereRef('payment_attempts.store_id', '=', 'orders.store_id')
            .whereRef('payment_attempts.order_id', '=', 'orders.id')
            .where('payment_attempts.state', 'in', ['PENDING', 'APPROVED']),
        ),
      ),
    )
    .orderBy('orders.hold_until')
    .limit(limit)
    .execute();
}

/** A member's orders in one store, newest first. */
export async function listMemberOrders(db: Db, storeId: string, memberId: string, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The lines of several orders of a store, in order and position order. */
export async function findLinesOfOrders(db: Db, storeId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** Every order of a member in every store, oldest first (their data, docs/decisions/061). */
export async function listAllMemberOrders(db: Db, memberId: string) {
  return db.selectFrom('orders').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('store_id').orderBy('id').execute();
}

/** Takes the member link off their orders (their account is deleted); the orders stay for the tax records. */
export async function forgetOrdersMember(db: Db, memberId: string): Promise<number> {
  const updated = await db.updateTable('orders').set({ member_id: null }).where('member_id', '=', memberId).executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
