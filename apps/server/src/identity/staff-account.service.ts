import { randomUUID } from 'node:crypto';
import type { CreateStaffAccountBody, StaffAccountView, UpdateStaffAccountBody } from '@backroom/core/identity/account-contract';
import { recordAudit } from '../audit/audit-log.js';
import { laterTimestamp } from '../db/later-timestamp.js';
import { AppError, notFound } from '../errors/app-error.js';
import { deleteAccountSessions } from './staff-session.repository.js';
import { STAFF_ROLES, type StaffRole } from './staff-role.js';
import { findAccount, findAccountByEmail, insertAccount, listStaffAccounts, updateAccount } from './account.repository.js';
import type { AccountRow } from './account.table.js';
import { hashPassword } from './password-hashing.js';
import type { Db } from '../db/database.js';
import { useAccountLinks } from './single-use-links.js';
import { latestInvitations } from './staff-password-link.repository.js';
import type { StaffPasswordLinkRow } from './staff-password-link.table.js';
import type { AccountsContext } from './sign-in.service.js';

/** Who makes a change to staff accounts, as the audit log names them: `staff:{email}` or `system:staff-command`. */
export type StaffAccountActor = { actor: string; accountId: string | null };

export const isStaff = (account: AccountRow): account is AccountRow & { role: StaffRole } => (STAFF_ROLES as readonly string[]).includes(account.role);

/** An account waits for its invitee while it has no password: it cannot sign in until one is chosen through the link. */
export const awaitsInvitee = (account: Pick<AccountRow, 'password_hash'>): boolean => account.password_hash === '';

export function toStaffAccountView(account: AccountRow & { role: StaffRole }, invitation: StaffPasswordLinkRow | undefined = undefined): StaffAccountView {
  return {
    id: account.id,
    email: account.email,
    name: `${account.first_name} ${account.last_name}`.trim(),
    role: account.role,
    disabled: account.disabled === 1,
    createdAt: account.created_at,
    updatedAt: account.updated_at,
    invitation: awaitsInvitee(account) && invitation ? { sentAt: invitation.created_at, expiresAt: invitation.expires_at } : null,
  };
}

/** The view of one account, with its pending invitation if it has one. */
async function viewOf(db: Db, account: AccountRow & { role: StaffRole }): Promise<StaffAccountView> {
  return toStaffAccountView(account, awaitsInvitee(account) ? (await latestInvitations(db, [account.id])).get(account.id) : undefined);
}

/** What the audit log keeps of an account: never the password hash. */
export const audited = (account: StaffAccountView) => ({ email: account.email, role: account.role, disabled: account.disabled });

/** Every staff account (not members), by e-mail. */
export async function staffAccounts(ctx: AccountsContext): Promise<StaffAccountView[]> {
  const accounts = (await listStaffAccounts(ctx.db)).filter(isStaff);
  const invitations = await latestInvitations(ctx.db, accounts.filter(awaitsInvitee).map((account) => account.id));
  return accounts.map((account) => toStaffAccountView(account, invitations.get(account.id)));
}

/** A staff account by id or e-mail, or a 404 (members are not staff accounts). */
export async function requireStaffAccount(ctx: AccountsContext, idOrEmail: string) {
  const account = idOrEmail.includes('@') ? await findAccountByEmail(ctx.db, idOrEmail.trim().toLowerCase()) : await findAccount(ctx.db, idOrEmail);
  if (!account || !isStaff(account)) throw notFound(`There is no staff account '${idOrEmail.slice(0, 254)}'.`);
  return account;
}

/** Creates a staff account (POST /api/v1/staff, `npm run staff -- add`); 409 when the e-mail has an account. */
export async function createStaffAccount(ctx: AccountsContext, body: CreateStaffAccountBody, by: StaffAccountActor): Promise<StaffAccountView> {
  const passwordHash = await hashPassword(body.password);
  const at = ctx.now().toISOString();
  const row = { id: randomUUID(), email: body.email, role: body.role, password_hash: passwordHash, first_name: '', last_name: '', disabled: 0, created_at: at, updated_at: at };
  const view = toStaffAccountView(row);
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await insertAccount(tx, row))) {
      throw new AppError(409, 'CONFLICT', `There is already an account with the e-mail address ${body.email}.`);
    }
    await recordAudit(tx, { storeId: null, actor: by.actor, action: 'create', entity: 'staff', entityId: row.id, before: null, after: audited(view), at });
  });
  return view;
}

/**
 * Disables, enables or changes the role of a staff account (PATCH /api/v1/staff/{id}); a copy
 * read before someone else's change is refused (409). Disabling or a new role ends the account's
 * sessions. Nobody disables or demotes themselves: the last admin cannot lock the shop out.
 */
export async function updateStaffAccount(
  ctx: AccountsContext,
  idOrEmail: string,
  change: Omit<UpdateStaffAccountBody, 'updatedAt'> & { updatedAt?: string },
  by: StaffAccountActor,
): Promise<StaffAccountView> {
  const account = await requireStaffAccount(ctx, idOrEmail);
  if (change.updatedAt !== undefined && change.updatedAt !== account.updated_at) throw staleAccount(account);
  if (account.id === by.accountId && (change.disabled === true || (change.role !== undefined && change.role !== account.role))) {
    throw new AppError(409, 'CONFLICT', 'You cannot disable or demote your own account: ask another admin.');
  }
  const before = await viewOf(ctx.db, account);
  const updatedAt = laterTimestamp(ctx.now(), account.updated_at);
  const after: StaffAccountView = {
    ...before,
    role: change.role ?? before.role,
    disabled: change.disabled ?? before.disabled,
    updatedAt,
  };
  await ctx.db.transaction().execute(async (tx) => {
    const changed = await updateAccount(tx, account.id, account.updated_at, { role: after.role, disabled: after.disabled ? 1 : 0, updated_at: updatedAt });
    if (!changed) throw staleAccount(account);
    if (after.disabled || after.role !== before.role) await deleteAccountSessions(tx, account.id);
    await recordAudit(tx, { storeId: null, actor: by.actor, action: 'update', entity: 'staff', entityId: account.id, before: audited(before), after: audited(after), at: updatedAt });
  });
  return after;
}

/** Sets a new password (`npm run staff -- passwd`); the account's sessions end. */
export async function setStaffPassword(ctx: AccountsContext, idOrEmail: string, password: string, by: StaffAccountActor): Promise<void> {
  const account = await requireStaffAccount(ctx, idOrEmail);
  const passwordHash = await hashPassword(password);
  const updatedAt = laterTimestamp(ctx.now(), account.updated_at);
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await updateAccount(tx, account.id, account.updated_at, { password_hash: passwordHash, updated_at: updatedAt }))) throw staleAccount(account);
    await deleteAccountSessions(tx, account.id);
    // A reset or invitation link sent before would set another password over this one.
    await useAccountLinks(tx, 'staff_password_links', account.id, updatedAt);
    await recordAudit(tx, { storeId: null, actor: by.actor, action: 'password', entity: 'staff', entityId: account.id, before: null, after: { passwordChanged: true }, at: updatedAt });
  });
}

const staleAccount = (account: AccountRow) =>
  new AppError(409, 'CONFLICT', `The account ${account.email} was changed by someone else meanwhile: reload it and try again.`);
