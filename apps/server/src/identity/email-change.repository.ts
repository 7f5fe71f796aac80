import type { Db } from '../db/database.js';
import type { EmailChangeTokenTable } from './email-change.table.js';

/** Stores a new link, forgets links that expired before `forgetBefore`, and uses up the account's older links: only the newest works. */
export async function insertEmailChangeToken(db: Db, row: Omit<EmailChangeTokenTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await db.deleteFrom('email_change_tokens').where('expires_at', '<=', forgetBefore).execute();
  await useAccountEmailChangeTokens(db, row.account_id, row.created_at);
  await db.insertInto('email_change_tokens').values({ ...row, used_at: null }).execute();
}

export async function findEmailChangeToken(db: Db, tokenHash: string) {
  return db.selectFrom('email_change_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** How many links the account was sent since `since`. */
export async function countEmailChangeTokens(db: Db, accountId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('email_change_tokens')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses a link up if it is still unused and in its hour: one conditional update, so of two concurrent confirms only one sees true. */
export async function useEmailChangeToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('email_change_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Every unused link of the account stops working (a newer link, a new password, the change made). */
export async function useAccountEmailChangeTokens(db: Db, accountId: string, now: string): Promise<void> {
  await db.updateTable('email_change_tokens').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}
