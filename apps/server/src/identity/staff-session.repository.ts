import type { Db } from '../db/database.js';
import type { AccountRole } from './staff-role.js';

/**
 * The live session of a bearer token's hash, or undefined. A session of a disabled account is
 * no session (disabling also deletes them; this holds even if a delete was missed).
 */
export async function findStaffSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_sessions')
    .leftJoin('accounts', 'accounts.id', 'staff_sessions.account_id')
    .select(['staff_sessions.staff_name', 'staff_sessions.role', 'staff_sessions.account_id', 'staff_sessions.expires_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.expires_at', '>', now)
    .where((eb) => eb.or([eb('staff_sessions.account_id', 'is', null), eb('accounts.disabled', '=', 0)]))
    .executeTakeFirst();
}

export async function insertStaffSession(
  db: Db,
  session: { tokenHash: string; staffName: string; role: AccountRole; createdAt: string; expiresAt: string; accountId?: string | null },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_name: session.staffName,
      role: session.role,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      account_id: session.accountId ?? null,
    })
    .execute();
}

/** Ends one session (sign-out); true when there was one. */
export async function deleteStaffSession(db: Db, tokenHash: string): Promise<boolean> {
  const deleted = await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Ends every session of an account (disabled, role or password changed). */
export async function deleteAccountSessions(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute();
}

/** Forgets sessions that expired before `now`. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
}

/** Ends every session of an account but one (a change of password keeps the device that made it). */
export async function deleteOtherAccountSessions(db: Db, accountId: string, keptTokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).where('token_hash', '!=', keptTokenHash).execute();
}
