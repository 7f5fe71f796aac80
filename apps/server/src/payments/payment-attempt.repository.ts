import type { Db } from '../db/database.js';
import type { NewPaymentAttemptRow, PaymentAttemptRow, PaymentAttemptState } from './payment-attempt.table.js';

/**
 * Records an attempt unless its idempotency key is taken or its order already has a payment in
 * flight or taken (both unique): returns whether this call recorded it.
 */
export async function insertPaymentAttempt(db: Db, attempt: NewPaymentAttemptRow): Promise<boolean> {
  const result = await db
    .insertInto('payment_attempts')
    .values(attempt)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findPaymentAttemptByKey(db: Db, idempotencyKey: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('payment_attempts').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export interface AttemptOutcome {
  state: Exclude<PaymentAttemptState, 'PENDING'>;
  providerPaymentId: string | null;
  code: string | null;
  message: string | null;
  providerResponse: string | null;
}

/** Records a PENDING attempt's outcome and returns it; undefined when another process recorded one first. */
export async function settlePaymentAttempt(db: Db, id: string, outcome: AttemptOutcome, now: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .updateTable('payment_attempts')
    .set({
      state: outcome.state,
      provider_payment_id: outcome.providerPaymentId,
      outcome_code: outcome.code,
      outcome_message: outcome.message,
      provider_response: outcome.providerResponse,
      settled_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** Notes the provider's payment id as soon as it is known, while the attempt is still PENDING. */
export async function notePendingProviderPayment(db: Db, id: string, providerPaymentId: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ provider_payment_id: providerPaymentId }).where('id', '=', id).where('state', '=', 'PENDING').execute();
}

export async function markOrderUpdated(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ order_updated_at: now }).where('id', '=', id).execute();
}

/** Attempts left PENDING since before `before`: their answer was lost. */
export async function listStalePendingAttempts(db: Db, before: string, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('state', '=', 'PENDING')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Settled attempts whose order was never told (the process stopped in between). */
export async function listAttemptsAwaitingOrderUpdate(db: Db, limit: number): Promise<PaymentAttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('state', '!=', 'PENDING')
    .where('order_updated_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * An order's payment still under way: PENDING at the provider, or APPROVED but not yet applied to
 * the order (its process stopped in between). A cancel must not overtake it.
 */
export async function findLivePaymentAttempt(db: Db, storeId: string, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('state', '=', 'PENDING'), eb.and([eb('state', '=', 'APPROVED'), eb('order_updated_at', 'is', null)])]))
    .executeTakeFirst();
}

/** The payment that paid an order, if a card payment of the shop's did. */
export async function findApprovedPaymentAttempt(db: Db, storeId: string, orderId: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('state', '=', 'APPROVED')
    .executeTakeFirst();
}
