import type { Db } from '../db/database.js';
import type { SandboxCardTokenTable, SandboxPaymentTable, SandboxRefundTable } from './sandbox-card.table.js';

export async function insertSandboxCardToken(db: Db, token: SandboxCardTokenTable): Promise<void> {
  await db.insertInto('sandbox_card_tokens').values(token).execute();
}

/** Marks a token used, once: returns it, or undefined when it is unknown, used or expired. */
export async function useSandboxCardToken(db: Db, storeId: string, token: string, now: string) {
  return db
    .updateTable('sandbox_card_tokens')
    .set({ used_at: now })
    .where('token', '=', token)
    .where('store_id', '=', storeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSandboxPayment(db: Db, payment: SandboxPaymentTable): Promise<void> {
  await db.insertInto('sandbox_payments').values(payment).execute();
}

export async function findSandboxPayment(db: Db, storeId: string, by: { id: string } | { idempotencyKey: string }) {
  let query = db.selectFrom('sandbox_payments').selectAll().where('store_id', '=', storeId);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('idempotency_key', '=', by.idempotencyKey);
  return query.executeTakeFirst();
}

/** Forgets tokens that expired before `before`: they can no longer pay for anything. */
export async function deleteExpiredSandboxCardTokens(db: Db, before: string): Promise<void> {
  await db.deleteFrom('sandbox_card_tokens').where('expires_at', '<', before).execute();
}

/** Records a refund unless its idempotency key was used: returns whether this call recorded it. */
export async function insertSandboxRefund(db: Db, refund: SandboxRefundTable): Promise<boolean> {
  const result = await db.insertInto('sandbox_refunds').values(refund).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findSandboxRefund(db: Db, storeId: string, by: { id: string } | { idempotencyKey: string }) {
  let query = db.selectFrom('sandbox_refunds').selectAll().where('store_id', '=', storeId);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('idempotency_key', '=', by.idempotencyKey);
  return query.executeTakeFirst();
}

/** What has been refunded on a sandbox payment so far, in cents. */
export async function sandboxRefundedCents(db: Db, storeId: string, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('sandbox_refunds')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('refunded'))
    .where('store_id', '=', storeId)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return Number(row?.refunded ?? 0);
}
