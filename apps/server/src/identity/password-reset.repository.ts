import type { Db } from '../db/database.js';
import type { PasswordResetTokenTable } from './password-reset.table.js';
import { forgetExpiredLinks } from './single-use-links.js';

/** Stores a new link and forgets links that expired before `forgetBefore`: past it, an old link is just unknown. */
export async function insertResetToken(db: Db, row: Omit<PasswordResetTokenTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await forgetExpiredLinks(db, 'password_reset_tokens', forgetBefore);
  await db.insertInto('password_reset_tokens').values({ ...row, used_at: null }).execute();
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
