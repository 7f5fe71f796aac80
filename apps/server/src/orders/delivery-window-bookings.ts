import { windowKey, type WindowBookings } from '@backroom/core/florist/delivery-windows';
import type { Db } from '../db/database.js';

/**
 * How many florist orders (not cancelled) each delivery window of each date from `from` to `to`
 * (YYYY-MM-DD) holds: a cancelled order, or one swept at the end of its hold, frees its place.
 */
export async function windowBookings(db: Db, storeId: string, from: string, to: string): Promise<WindowBookings> {
  const rows = await db
    .selectFrom('orders')
    .select(['delivery_date', 'delivery_window', (eb) => eb.fn.countAll<number>().as('booked')])
    .where('store_id', '=', storeId)
    .where('delivery_date', '>=', from)
    .where('delivery_date', '<=', to)
    .where('delivery_window', 'is not', null)
    .where('state', '!=', 'CANCELLED')
    .groupBy(['delivery_date', 'delivery_window'])
    .execute();
  return new Map(rows.map((row) => [windowKey(row.delivery_date ?? '', row.delivery_window ?? ''), Number(row.booked)]));
}

/**
 * Locks a date's window for the caller's transaction and answers how many orders it holds now.
 * The lock is an update of the window's row (made on first use): on PostgreSQL a second
 * submission for the same window waits there until the first commits or rolls back, and its
 * count, a later statement, then sees the first's order; SQLite runs one writer at a time. The
 * caller books only below capacity and records its order in the same transaction.
 */
export async function lockWindowAndCount(tx: Db, storeId: string, date: string, windowId: string, now: Date): Promise<number> {
  const at = now.toISOString();
  await tx
    .insertInto('delivery_window_locks')
    .values({ store_id: storeId, delivery_date: date, window_id: windowId, locked_at: at })
    .onConflict((conflict) => conflict.columns(['store_id', 'delivery_date', 'window_id']).doNothing())
    .execute();
  await tx
    .updateTable('delivery_window_locks')
    .set({ locked_at: at })
    .where('store_id', '=', storeId)
    .where('delivery_date', '=', date)
    .where('window_id', '=', windowId)
    .execute();
  const row = await tx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('booked'))
    .where('store_id', '=', storeId)
    .where('delivery_date', '=', date)
    .where('delivery_window', '=', windowId)
    .where('state', '!=', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return Number(row.booked);
}
