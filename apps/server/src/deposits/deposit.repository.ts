import type { DepositStatus } from '@backroom/core/emt/deposit-contract';
import type { DepositSource } from '@backroom/core/emt/deposit';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { DepositRow, NewDepositRow } from './deposit.table.js';

/**
 * Stores a deposit unless the store has one with its fingerprint: false when it had (also when
 * another import stored it a moment ago). A deposit repeating another (`same_transfer_as`) is not
 * stored either when another deposit repeats that one already (the partial unique index, which
 * holds when two imports link one at once): the caller tells the two apart by the fingerprint.
 */
export async function insertDeposit(db: Db, row: NewDepositRow): Promise<boolean> {
  const inserted = await db
    .insertInto('deposits')
    .values(row)
    .onConflict((conflict) => (row.same_transfer_as ? conflict.doNothing() : conflict.columns(['store_id', 'fingerprint']).doNothing()))
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findDeposit(db: Db, storeId: string, id: string) {
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
}

export async function findDepositByFingerprint(db: Db, storeId: string, fingerprint: string) {
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('fingerprint', '=', fingerprint).executeTakeFirst();
}

/** Deposits of a store, by id (the ones others repeat, for their views). */
export async function findDeposits(db: Db, storeId: string, ids: readonly string[]): Promise<DepositRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('id', 'in', [...new Set(ids)]).execute();
}

/** The deposits of a store that repeat these (the same transfer read a second time). */
export async function findRepeatsOf(db: Db, storeId: string, ids: readonly string[]): Promise<DepositRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('deposits').selectAll().where('store_id', '=', storeId).where('same_transfer_as', 'in', [...new Set(ids)]).execute();
}

/**
 * The store's deposits from these sources that a new deposit may repeat: those of its amount, and
 * those carrying its Interac reference (any case); `linked` when one repeats another deposit or is
 * repeated by one already.
 */
export async function depositsLike(
  db: Db,
  storeId: string,
  like: { sources: readonly DepositSource[]; amountCents: number; bankReference: string | null },
): Promise<(DepositRow & { linked: boolean })[]> {
  const rows = await db
    .selectFrom('deposits as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('deposits as repeat').select(sql.lit(1).as('one')).whereRef('repeat.store_id', '=', 'd.store_id').whereRef('repeat.same_transfer_as', '=', 'd.id'))
        .as('repeated'),
    )
    .where('d.store_id', '=', storeId)
    .where('d.source', 'in', like.sources)
    .where((eb) => {
      const sameAmount = eb('d.amount', '=', like.amountCents);
      return like.bankReference ? eb.or([sameAmount, eb(eb.fn('lower', ['d.bank_reference']), '=', like.bankReference.toLowerCase())]) : sameAmount;
    })
    .orderBy('d.imported_at')
    .orderBy('d.id')
    .execute();
  return rows.map(({ repeated, ...row }) => ({ ...row, linked: row.same_transfer_as !== null || Boolean(repeated) }));
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
