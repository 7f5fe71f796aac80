import type { DepositStatus } from '@backroom/core/emt/deposit-contract';
import type { Db } from '../db/database.js';
import type { NewDepositRow } from './deposit.table.js';

/** Stores a deposit unless the store has one with its fingerprint: false when it had (also when another import stored it a moment ago). */
export async function insertDeposit(db: Db, row: NewDepositRow): Promise<boolean> {
  const inserted = await db
    .insertInto('deposits')
    .values(row)
    .onConflict((conflict) => conflict.columns(['store_id', 'fingerprint']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findDeposit(db: Db, storeId: string, id: string) {
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
}

export async function findDepositByFingerprint(db: Db, storeId: string, fingerprint: string) {
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('fingerprint', '=', fingerprint).executeTakeFirst();
}

/** Which of these fingerprints the store has stored already. */
export async function storedFingerprints(db: Db, storeId: string, fingerprints: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a bank file may hold hundreds of lines, and SQLite counts bound parameters.
  for (let start = 0; start < fingerprints.length; start += 500) {
    const slice = fingerprints.slice(start, start + 500);
    const rows = await db.selectFrom('deposits').select('fingerprint').where('store_id', '=', storeId).where('fingerprint', 'in', slice).execute();
    for (const row of rows) found.add(row.fingerprint);
  }
  return found;
}

/** A store's deposits in some states, newest first. */
export async function listDeposits(db: Db, storeId: string, statuses: readonly DepositStatus[], limit: number) {
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', 'in', statuses)
    .orderBy('imported_at', 'desc')
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Settles a deposit still waiting for a person (to confirm or unmatched): matched to an order, or
 * dismissed. Conditional: of two people settling it at once, exactly one gets true.
 */
export async function settleDeposit(
  db: Db,
  deposit: { storeId: string; id: string },
  settled: { status: 'matched' | 'dismissed'; orderId: string | null; by: string; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('deposits')
    .set({ status: settled.status, order_id: settled.orderId, settled_by: settled.by, settled_at: settled.at })
    .where('store_id', '=', deposit.storeId)
    .where('id', '=', deposit.id)
    .where('status', 'in', ['to-confirm', 'unmatched'])
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
