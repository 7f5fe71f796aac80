import type { Db } from '../db/database.js';
import { forgetExpiredLinks } from './single-use-links.js';
import type { StaffPasswordLinkRow, StaffPasswordLinkTable } from './staff-password-link.table.js';

/** Stores a new link and forgets links that expired before `forgetBefore`: past it, an old link is just unknown. */
export async function insertStaffLink(db: Db, row: Omit<StaffPasswordLinkTable, 'used_at'>, forgetBefore: string): Promise<void> {
  await forgetExpiredLinks(db, 'staff_password_links', forgetBefore);
  await db.insertInto('staff_password_links').values({ ...row, used_at: null }).execute();
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
