import type { Db } from '../db/database.js';
import type { StaffPasswordLinkRow, StaffPasswordLinkTable } from './staff-password-link.table.js';

/** Stores a new link and forgets links that expired before `forgetBefore`: past it, an old link is just unknown. */
export async function insertStaffLink(db: Db, row: Omit<StaffPasswordLinkTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await db.deleteFrom('staff_password_links').where('expires_at', '<=', forgetBefore).execute();
  await db.insertInto('staff_password_links').values({ ...row, used_at: null }).execute();
}

export async function findStaffLink(db: Db, tokenHash: string) {
  return db.selectFrom('staff_password_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Uses a link up if it is still unused and in time: one conditional update, so of two concurrent uses only one sees true. */
export async function useStaffLink(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('staff_password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Every unused link of the account stops working (a newer one was sent, or the password was set). */
export async function useAccountStaffLinks(db: Db, accountId: string, now: string): Promise<void> {
  await db.updateTable('staff_password_links').set({ used_at: now }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
}

/** The newest invitation link of each of the accounts, by account id. */
export async function latestInvitations(db: Db, accountIds: readonly string[]): Promise<Map<string, StaffPasswordLinkRow>> {
  const latest = new Map<string, StaffPasswordLinkRow>();
  if (accountIds.length === 0) return latest;
  const rows = await db
    .selectFrom('staff_password_links')
    .selectAll()
    .where('account_id', 'in', [...accountIds])
    .where('purpose', '=', 'invitation')
    .orderBy('created_at')
    .execute();
  for (const row of rows) latest.set(row.account_id, row);
  return latest;
}
