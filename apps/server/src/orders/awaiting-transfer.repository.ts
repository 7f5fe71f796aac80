import type { Db } from '../db/database.js';

/** A store's e-transfer orders still waiting for their money (OPEN, real, not card), oldest first. */
export async function listAwaitingTransfer(db: Db, storeId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('state', '=', 'OPEN')
    .where('payment_method', '=', 'emt')
    .where('environment', '=', 'PROD')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Unpaid real e-transfer orders of every store whose shopper was not reminded yet and whose hold
 * ends between `now` and `holdsEndingBefore`: those a reminder may be due for.
 */
export async function listUnremindedHolds(db: Db, now: string, holdsEndingBefore: string, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('state', '=', 'OPEN')
    .where('payment_method', '=', 'emt')
    .where('environment', '=', 'PROD')
    .where('emt_reminder_sent_at', 'is', null)
    .where('hold_until', '>', now)
    .where('hold_until', '<=', holdsEndingBefore)
    .orderBy('hold_until')
    .limit(limit)
    .execute();
}

/**
 * Marks an order's reminder sent, only if nobody did and it is still unpaid: of several processes
 * claiming the same reminder, exactly one gets true and sends it.
 */
export async function claimReminder(db: Db, storeId: string, orderId: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ emt_reminder_sent_at: at })
    .where('store_id', '=', storeId)
    .where('id', '=', orderId)
    .where('state', '=', 'OPEN')
    .where('emt_reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}
