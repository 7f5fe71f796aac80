import type { Db } from '../db/database.js';
import type { EmailChangeTokenTable } from './email-change.table.js';
import { forgetExpiredLinks, useAccountLinks } from './single-use-links.js';

/** Stores a new link, forgets links that expired before `forgetBefore`, and uses up the account's older links: only the newest works. */
export async function insertEmailChangeToken(db: Db, row: Omit<EmailChangeTokenTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await forgetExpiredLinks(db, 'email_change_tokens', forgetBefore);
  await useAccountLinks(db, 'email_change_tokens', row.account_id, row.created_at);
  await db.insertInto('email_change_tokens').values({ ...row, used_at: null }).execute();
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
