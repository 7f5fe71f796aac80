import type { Db } from '../db/database.js';
import type { MoneyReturnRow, MoneyReturnState, NewMoneyReturnRow } from './money-return.table.js';

/** Records a return unless one exists already for the same payment and once-only reason: returns whether this call did. */
export async function insertMoneyReturn(db: Db, row: NewMoneyReturnRow): Promise<boolean> {
  const result = await db.insertInto('money_returns').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findMoneyReturn(db: Db, id: string): Promise<MoneyReturnRow | undefined> {
  return db.selectFrom('money_returns').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMoneyReturnOfPayment(db: Db, paymentAttemptId: string, reason: MoneyReturnRow['reason']): Promise<MoneyReturnRow | undefined> {
  return db
    .selectFrom('money_returns')
    .selectAll()
    .where('payment_attempt_id', '=', paymentAttemptId)
    .where('reason', '=', reason)
    .executeTakeFirst();
}

/** An order's returns, oldest first. */
export async function listMoneyReturnsOfOrder(db: Db, storeId: string, orderId: string): Promise<MoneyReturnRow[]> {
  return db
    .selectFrom('money_returns')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Card returns due to be tried now that no process holds. */
export async function listDueMoneyReturns(db: Db, now: string, limit: number): Promise<MoneyReturnRow[]> {
  return db
    .selectFrom('money_returns')
    .selectAll()
    .where('state', '=', 'PENDING')
    .where('method', '=', 'card')
    .where('next_try_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_try_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a card return to carry it out now: only one process holds it at a time, until
 * `leaseUntil` (a process that stops is taken over after). Counts the try. Undefined when it is
 * done, held by another, or not due.
 */
export async function leaseMoneyReturn(db: Db, id: string, now: string, leaseUntil: string, force: boolean): Promise<MoneyReturnRow | undefined> {
  let query = db
    .updateTable('money_returns')
    .set((eb) => ({ lease_until: leaseUntil, tries: eb('tries', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .where('method', '=', 'card')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
  if (!force) query = query.where('next_try_at', '<=', now);
  return query.returningAll().executeTakeFirst();
}

export interface MoneyReturnUpdate {
  state: MoneyReturnState;
  kind?: MoneyReturnRow['kind'];
  providerReturnId?: string | null;
  code: string | null;
  message: string | null;
  providerResponse?: string | null;
  nextTryAt?: string;
  completedBy?: string | null;
}

/** Records what became of a try, releasing the lease; only while it is still PENDING. */
export async function updateMoneyReturn(db: Db, id: string, update: MoneyReturnUpdate, now: string): Promise<MoneyReturnRow | undefined> {
  return db
    .updateTable('money_returns')
    .set({
      state: update.state,
      outcome_code: update.code,
      outcome_message: update.message,
      lease_until: null,
      updated_at: now,
      ...(update.kind !== undefined ? { kind: update.kind } : {}),
      ...(update.providerReturnId !== undefined ? { provider_return_id: update.providerReturnId } : {}),
      ...(update.providerResponse !== undefined ? { provider_response: update.providerResponse } : {}),
      ...(update.nextTryAt !== undefined ? { next_try_at: update.nextTryAt } : {}),
      ...(update.state !== 'PENDING' ? { completed_at: now, completed_by: update.completedBy ?? null } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** Puts a FAILED return back in line to be tried at once, its tries counted afresh. */
export async function reopenMoneyReturn(db: Db, id: string, now: string): Promise<MoneyReturnRow | undefined> {
  return db
    .updateTable('money_returns')
    .set({ state: 'PENDING', tries: 0, next_try_at: now, lease_until: null, completed_at: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'FAILED')
    .where('method', '=', 'card')
    .returningAll()
    .executeTakeFirst();
}

/** Staff did it themselves (an e-transfer sent, or settled with the provider by hand): from PENDING or FAILED. */
export async function settleMoneyReturnByHand(
  db: Db,
  id: string,
  settlement: { kind: 'E_TRANSFER' | 'MANUAL'; by: string; note: string },
  now: string,
): Promise<MoneyReturnRow | undefined> {
  return db
    .updateTable('money_returns')
    .set({
      state: 'SUCCEEDED',
      kind: settlement.kind,
      outcome_code: null,
      outcome_message: settlement.note || null,
      lease_until: null,
      completed_at: now,
      completed_by: settlement.by,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', 'in', ['PENDING', 'FAILED'])
    .where((eb) => eb.or([eb('state', '=', 'FAILED'), eb('method', '=', 'emt'), eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Returns that need staff: refused or given up (FAILED), e-transfers still to send, and card
 * returns that have failed `triesBeforeNotice` times and are still being retried. Oldest first.
 */
export async function listMoneyReturnsNeedingAttention(db: Db, triesBeforeNotice: number, limit: number): Promise<MoneyReturnRow[]> {
  return db
    .selectFrom('money_returns')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('state', '=', 'FAILED'),
        eb.and([eb('state', '=', 'PENDING'), eb('method', '=', 'emt')]),
        eb.and([eb('state', '=', 'PENDING'), eb('tries', '>=', triesBeforeNotice)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
