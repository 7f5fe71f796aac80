import { randomBytes, randomUUID } from 'node:crypto';
import type {
  SignedIn,
  StaffAccountView,
  StaffInvitationBody,
  StaffLinkBody,
  StaffLinkPurpose,
  StaffLinkSent,
  StaffSetPasswordBody,
} from '@backroom/core/identity/account-contract';
import { DEFAULT_LOCALE, type Locale } from '@backroom/core/locale';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { OrderMailer } from '../orders/order-mailer.js';
import { hashSecret } from '../orders/order-secrets.js';
import type { RequestContext } from '../request-context.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { findAccount, insertAccount, setAccountPassword } from './account.repository.js';
import type { AccountRow } from './account.table.js';
import { startSession } from './account-session.js';
import { hashPassword } from './password-hashing.js';
import { forgetFailures } from './sign-in-limits.js';
import { audited, awaitsInvitee, isStaff, requireStaffAccount, type StaffAccountActor, toStaffAccountView } from './staff-account.service.js';
import { staffPasswordLink, staffPasswordMessage } from './staff-password-email.js';
import { type LinkRefusalMessages, linkRefused, useAccountLinks, useLinkOrRefuse, workingLink } from './single-use-links.js';
import { insertStaffLink, latestInvitations } from './staff-password-link.repository.js';
import { deleteAccountSessions } from './staff-session.repository.js';
import type { StaffRole } from './staff-role.js';

/** An invitation works for seven days: a new hire may not read their mail the day it is sent. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** A reset link works for an hour, as a member's (docs/decisions/059). */
export const STAFF_RESET_LIFETIME_MS = 60 * 60_000;
/** How long an expired link is kept, so that it is refused as expired rather than unknown. */
const EXPIRED_LINKS_KEPT_MS = 30 * 24 * 60 * 60_000;

const LIFETIME: Record<StaffLinkPurpose, number> = { invitation: INVITATION_LIFETIME_MS, reset: STAFF_RESET_LIFETIME_MS };

type StaffAccount = AccountRow & { role: StaffRole };

/** The admin's e-mail address, as the e-mail names who had it sent. */
const senderName = (by: StaffAccountActor) => by.actor.replace(/^staff:/, '');

/**
 * Stores a new link for the account (every older one is used up: only the newest works) and
 * records it in the audit log, in the caller's transaction; returns the secret, never stored.
 */
async function newLink(db: Db, account: StaffAccount, purpose: StaffLinkPurpose, locale: Locale, by: StaffAccountActor, now: Date, storeId: string) {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + LIFETIME[purpose]).toISOString();
  await useAccountLinks(db, 'staff_password_links', account.id, at);
  await insertStaffLink(
    db,
    { token_hash: hashSecret(token), account_id: account.id, purpose, locale, sent_by: by.actor, created_at: at, expires_at: expiresAt },
    new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS).toISOString(),
  );
  const action = purpose === 'invitation' ? 'invitation-sent' : 'reset-link-sent';
  // Never the link: whoever reads the audit log must not be able to use it.
  // Staff accounts are the shop's: the audit entry is too; the store the e-mail spoke for is in it.
  await recordAudit(db, { storeId: null, actor: by.actor, action, entity: 'staff', entityId: account.id, before: null, after: { email: account.email, locale, expiresAt, store: storeId }, at });
  return { token, expiresAt };
}

/** Mails the link in the background, after the change is committed, from the store the admin works in. */
function mailLink(ctx: RequestContext, mailer: OrderMailer, account: StaffAccount, purpose: StaffLinkPurpose, locale: Locale, token: string, by: StaffAccountActor) {
  mailer.send(async () => {
    const { general } = (await readSettings(ctx.db, ctx.storeId, 'general')).settings;
    const name = `${account.first_name} ${account.last_name}`.trim();
    const link = staffPasswordLink(general.url, token);
    return {
      from: `${general.product_name} <${general.email || 'orders@localhost'}>`,
      messages: [staffPasswordMessage(general, { to: account.email, purpose, locale, name, role: account.role, by: senderName(by), link })],
    };
  });
}

/**
 * POST {store}/staff/invitations (admin): a staff account without a password (nobody can sign in
 * to it) and a seven-day link by e-mail to choose one; 409 when the e-mail has an account.
 */
export async function inviteStaff(ctx: RequestContext, mailer: OrderMailer, body: StaffInvitationBody, by: StaffAccountActor): Promise<StaffAccountView> {
  const now = ctx.now();
  const at = now.toISOString();
  const account: StaffAccount = {
    id: randomUUID(),
    email: body.email,
    role: body.role,
    // No password: no argon2 string matches it, and sign-in verifies against a hash of no account instead.
    password_hash: '',
    first_name: body.name,
    last_name: '',
    disabled: 0,
    created_at: at,
    updated_at: at,
  };
  const { token, expiresAt } = await ctx.db.transaction().execute(async (tx) => {
    if (!(await insertAccount(tx, account))) {
      throw new AppError(409, 'CONFLICT', `There is already an account with the e-mail address ${body.email}.`);
    }
    await recordAudit(tx, { storeId: null, actor: by.actor, action: 'invite', entity: 'staff', entityId: account.id, before: null, after: { ...audited(toStaffAccountView(account)), name: body.name }, at });
    return newLink(tx, account, 'invitation', body.locale, by, now, ctx.storeId);
  });
  mailLink(ctx, mailer, account, 'invitation', body.locale, token, by);
  return { ...toStaffAccountView(account), invitation: { sentAt: at, expiresAt } };
}

const disabledRefusal = (account: AccountRow) =>
  new AppError(409, 'CONFLICT', `The account ${account.email} is disabled: enable it first, then send the link.`);

/**
 * POST {store}/staff/{id}/invitation (admin): the invitation again, with a new seven-day link;
 * the older links stop working. 409 once the invitee has chosen a password.
 */
export async function resendInvitation(ctx: RequestContext, mailer: OrderMailer, idOrEmail: string, body: StaffLinkBody, by: StaffAccountActor): Promise<StaffLinkSent> {
  const account = await requireStaffAccount(ctx, idOrEmail);
  if (!awaitsInvitee(account)) {
    throw new AppError(409, 'CONFLICT', `${account.email} has chosen a password already: send a reset link if they need a new one.`);
  }
  if (account.disabled === 1) throw disabledRefusal(account);
  const locale = body.locale ?? (await latestInvitations(ctx.db, [account.id])).get(account.id)?.locale ?? DEFAULT_LOCALE;
  const now = ctx.now();
  const { token, expiresAt } = await ctx.db.transaction().execute((tx) => newLink(tx, account, 'invitation', locale, by, now, ctx.storeId));
  mailLink(ctx, mailer, account, 'invitation', locale, token, by);
  return { email: account.email, purpose: 'invitation', expiresAt };
}

/**
 * POST {store}/staff/{id}/password-link (admin): a one-hour link to choose a new password. The
 * account's sessions go on until the link is used: sending it locks nobody out (to lock someone
 * out, disable the account). 409 for an invitee who has no password yet, or a disabled account.
 */
export async function sendStaffResetLink(ctx: RequestContext, mailer: OrderMailer, idOrEmail: string, body: StaffLinkBody, by: StaffAccountActor): Promise<StaffLinkSent> {
  const account = await requireStaffAccount(ctx, idOrEmail);
  if (awaitsInvitee(account)) {
    throw new AppError(409, 'CONFLICT', `${account.email} has not taken up their invitation yet: send the invitation again instead.`);
  }
  if (account.disabled === 1) throw disabledRefusal(account);
  const locale = body.locale ?? DEFAULT_LOCALE;
  const now = ctx.now();
  const { token, expiresAt } = await ctx.db.transaction().execute((tx) => newLink(tx, account, 'reset', locale, by, now, ctx.storeId));
  mailLink(ctx, mailer, account, 'reset', locale, token, by);
  return { email: account.email, purpose: 'reset', expiresAt };
}

const REFUSALS: LinkRefusalMessages = {
  'token-unknown': 'This link is not one we sent: ask an admin for a new one.',
  'token-used': 'This link was used already: ask an admin for a new one if you need to.',
  'token-expired': 'This link has expired: ask an admin to send you a new one.',
};

/**
 * POST /api/v1/staff/set-password: the invitee's first password or a new one, with the e-mail's
 * link. One conditional update uses the link up (of two concurrent uses one wins); in the same
 * transaction the password is set, every other link of the account is used up, every session of
 * the account ends, its failed sign-ins are forgotten, and a new session signs the member of staff in.
 */
export async function setStaffPasswordByLink(ctx: RequestContext, body: StaffSetPasswordBody): Promise<SignedIn> {
  const tokenHash = hashSecret(body.token);
  const found = await workingLink(ctx.db, 'staff_password_links', tokenHash, ctx.now().toISOString(), REFUSALS);
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const at = now.toISOString();
    await useLinkOrRefuse(tx, 'staff_password_links', tokenHash, at, REFUSALS);
    const account = await findAccount(tx, found.account_id);
    // Demoted to member or disabled since the link was sent: it opens nothing.
    if (!account || !isStaff(account) || account.disabled === 1) throw linkRefused('token-unknown', REFUSALS);
    await setAccountPassword(tx, account.id, passwordHash, at);
    await useAccountLinks(tx, 'staff_password_links', account.id, at);
    await deleteAccountSessions(tx, account.id);
    await forgetFailures(tx, `email:${account.email}`);
    await recordAudit(tx, {
      storeId: null,
      actor: `staff:${account.email}`,
      action: found.purpose === 'invitation' ? 'invitation-accepted' : 'password-reset',
      entity: 'staff',
      entityId: account.id,
      before: null,
      after: { passwordChanged: true, sentBy: found.sent_by },
      at,
    });
    return startSession(tx, account, now);
  });
}
