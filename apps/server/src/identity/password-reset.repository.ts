import type { Db } from '../db/database.js';
import type { PasswordResetTokenTable } from './password-reset.table.js';

/** Stores a new link and forgets links that expired before `forgetBefore`: past it, an old link is just unknown. */
export async function insertResetToken(db: Db, row: Omit<PasswordResetTokenTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', forgetBefore).execute();
  await db.insertInto('password_reset_tokens').values({ ...row, used_at: null }).execute();
}

export async function findResetToken(db: Db, tokenHash: string) {
  return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses a link up if it is still unused and in its hour: one conditional update, so of two
 * concurrent confirms only one sees true.
 */
export async function useResetToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Every other link of the account stops working: the password they would reset has changed. */
export async function useAccountResetTokens(db: Db, accountId: string, now: string): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}

/** Counts one request against a key since `since` (the request included) and forgets requests older than every window. */
export async function countResetRequest(db: Db, request: { id: string; limit_key: string; at: string }, since: string): Promise<number> {
  await db.deleteFrom('password_reset_requests').where('at', '<=', since).execute();
  await db.insertInto('password_reset_requests').values(request).execute();
  const counted = await db
    .selectFrom('password_reset_requests')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('limit_key', '=', request.limit_key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

export async function forgetResetRequest(db: Db, id: string): Promise<void> {
  await db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
}
