import type { Db } from '../db/database.js';
import { STAFF_ROLES } from './staff-role.js';
import type { AccountTable, NewAccountRow } from './account.table.js';

export async function findAccountByEmail(db: Db, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAccount(db: Db, id: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an account unless the e-mail is taken; false then. */
export async function insertAccount(db: Db, row: NewAccountRow): Promise<boolean> {
  const inserted = await db
    .insertInto('accounts')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Staff accounts (not members), by e-mail. */
export async function listStaffAccounts(db: Db) {
  return db.selectFrom('accounts').selectAll().where('role', 'in', [...STAFF_ROLES]).orderBy('email').execute();
}

/**
 * Changes an account only if it is still as it was read (`updated_at`); false when someone else
 * changed it meanwhile.
 */
export async function updateAccount(
  db: Db,
  id: string,
  readAt: string,
  changes: Partial<Pick<AccountTable, 'role' | 'disabled' | 'password_hash'>> & Pick<AccountTable, 'updated_at'>,
): Promise<boolean> {
  const updated = await db.updateTable('accounts').set(changes).where('id', '=', id).where('updated_at', '=', readAt).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Sets an account's password whatever it was (a reset by a link the member received). */
export async function setAccountPassword(db: Db, id: string, passwordHash: string, at: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
}

/** Moves an account to a new address (a confirmed change-of-e-mail link); its sessions carry the new name. */
export async function setAccountEmail(db: Db, id: string, email: string, at: string): Promise<void> {
  await db.updateTable('accounts').set({ email, updated_at: at }).where('id', '=', id).execute();
  await db.updateTable('staff_sessions').set({ staff_name: email }).where('account_id', '=', id).execute();
}

/** Deletes an account; its reset and change-of-e-mail links go with it (foreign keys, cascade). */
export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
