import { randomBytes } from 'node:crypto';
import type {
  AccountChangeRefusal,
  ChangeEmailBody,
  ChangePasswordBody,
  EmailChangeConfirmBody,
  EmailChanged,
  EmailChangeRequested,
} from '@backroom/core/identity/account-contract';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { OrderMailer } from '../orders/order-mailer.js';
import { hashSecret } from '../orders/order-secrets.js';
import type { RequestContext } from '../request-context.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { confirmEmailMessage, emailChangeLink, emailChangingMessage, passwordChangedMessage } from './account-change-email.js';
import { deleteAccount, findAccount, findAccountByEmail, setAccountEmail, setAccountPassword } from './account.repository.js';
import type { AccountRow } from './account.table.js';
import type { Caller } from './bearer-caller.js';
import {
  countEmailChangeTokens,
  insertEmailChangeToken,
} from './email-change.repository.js';
import { type LinkRefusalMessages, linkRefused, useAccountLinks, useLinkOrRefuse, workingLink } from './single-use-links.js';
import { hashPassword, passwordMatches } from './password-hashing.js';
import { passwordResetSender } from './password-reset-email.js';
import { FAILURES_PER_ADDRESS, FAILURES_PER_EMAIL, forgetFailures, REGISTRATIONS_PER_ADDRESS, releaseAttempt, reserveAttempt } from './sign-in-limits.js';
import { deleteAccountSessions, deleteOtherAccountSessions } from './staff-session.repository.js';

/** A change-of-e-mail link works for an hour, as a reset link. */
export const EMAIL_LINK_LIFETIME_MS = 60 * 60_000;
/** How long an expired link is kept, so that it is refused as expired rather than unknown. */
const EXPIRED_LINKS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** Change-of-e-mail links one account may be sent in an hour. */
export const EMAIL_LINKS_PER_ACCOUNT = 3;

const REFUSALS: Record<AccountChangeRefusal, { path: string; message: string }> = {
  'password-wrong': { path: 'currentPassword', message: 'Your current password is not right.' },
  'email-taken': { path: 'newEmail', message: 'Another account uses this e-mail address already.' },
  'email-unchanged': { path: 'newEmail', message: 'Your account uses this e-mail address already.' },
};

export function changeRefused(reason: AccountChangeRefusal): AppError {
  const { path, message } = REFUSALS[reason];
  return new AppError(reason === 'email-taken' ? 409 : 400, reason === 'email-taken' ? 'CONFLICT' : 'VALIDATION_FAILED', message, [
    { path, message, reason },
  ]);
}

/**
 * The caller's own member account, for the changes that need its password. A provider's token or
 * a session made straight in the database has no password here (409); staff accounts are looked
 * after in the back office (403).
 */
export async function ownMemberAccount(db: Db, caller: Caller): Promise<AccountRow> {
  if (caller.via === 'oidc') throw new AppError(409, 'CONFLICT', 'You signed in through the identity provider: change your account there.');
  const account = caller.id.startsWith('session:') ? undefined : await findAccount(db, caller.id);
  if (!account) throw new AppError(409, 'CONFLICT', 'This session has no account of its own to change.');
  if (account.role !== 'member') throw new AppError(403, 'FORBIDDEN', 'Staff accounts are looked after in the back office.');
  return account;
}

/**
 * Checks the current password as a sign-in would, and counts it as one: a wrong password is a
 * failed sign-in of the account's e-mail and of the client address (five, then 429 for 15 minutes,
 * the sign-in form's limits), so a session left open on a shared computer guesses no faster than
 * the sign-in form. A right one is not counted.
 */
export async function checkCurrentPassword(ctx: Pick<RequestContext, 'db' | 'now'>, account: AccountRow, password: string, clientAddress: string): Promise<void> {
  const attempt = await reserveAttempt(
    ctx.db,
    [
      { key: `email:${account.email}`, max: FAILURES_PER_EMAIL },
      { key: `address:${clientAddress}`, max: FAILURES_PER_ADDRESS },
    ],
    ctx.now(),
  );
  if (!(await passwordMatches(account.password_hash, password))) throw changeRefused('password-wrong');
  await releaseAttempt(ctx.db, attempt);
}

async function storeGeneral(ctx: Pick<RequestContext, 'db' | 'storeId'>) {
  return (await readSettings(ctx.db, ctx.storeId, 'general')).settings.general;
}

/**
 * POST {store}/members/password. With the current password, sets the new one; every other
 * session of the account ends (this device stays signed in: it just proved the password), as do
 * pending change-of-e-mail links, asked for by whoever knew the old password. A notice goes to the
 * account's address, with the way to a reset link if it was not the member.
 */
export async function changePassword(
  ctx: RequestContext,
  mailer: OrderMailer,
  request: { caller: Caller; token: string; body: ChangePasswordBody; clientAddress: string },
): Promise<void> {
  const { caller, token, body, clientAddress } = request;
  const account = await ownMemberAccount(ctx.db, caller);
  await checkCurrentPassword(ctx, account, body.currentPassword, clientAddress);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await setAccountPassword(tx, account.id, passwordHash, now.toISOString());
    await deleteOtherAccountSessions(tx, account.id, hashSecret(token));
    await useAccountLinks(tx, 'email_change_tokens', account.id, now.toISOString());
  });
  mailer.send(async () => {
    const general = await storeGeneral(ctx);
    return { from: passwordResetSender(general), messages: [passwordChangedMessage(account.email, general, body.locale, now)] };
  });
}

/**
 * POST {store}/members/email. With the current password, sends a link to the new address (one
 * hour, single use, kept hashed) and a notice to the old one; the account keeps its address until
 * the link is opened. An address another account uses is a 409, which registration tells anyone
 * already; each request also counts against the client address's registration limit, so asking
 * here is no faster a way to learn which addresses have accounts.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  mailer: OrderMailer,
  request: { caller: Caller; body: ChangeEmailBody; clientAddress: string },
): Promise<EmailChangeRequested> {
  const { caller, body, clientAddress } = request;
  const account = await ownMemberAccount(ctx.db, caller);
  if (body.newEmail === account.email) throw changeRefused('email-unchanged');
  await checkCurrentPassword(ctx, account, body.currentPassword, clientAddress);
  const now = ctx.now();
  await reserveAttempt(ctx.db, [{ key: `register:${clientAddress}`, max: REGISTRATIONS_PER_ADDRESS }], now);
  if ((await countEmailChangeTokens(ctx.db, account.id, new Date(now.getTime() - EMAIL_LINK_LIFETIME_MS).toISOString())) >= EMAIL_LINKS_PER_ACCOUNT) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', 'Three links were sent in the last hour: use the newest, or try again in an hour.', undefined, {
      'retry-after': '3600',
    });
  }
  if (await findAccountByEmail(ctx.db, body.newEmail)) throw changeRefused('email-taken');
  const token = randomBytes(32).toString('base64url');
  await insertEmailChangeToken(
    ctx.db,
    {
      token_hash: hashSecret(token),
      account_id: account.id,
      new_email: body.newEmail,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS).toISOString(),
    },
    new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS).toISOString(),
  );
  mailer.send(async () => {
    const general = await storeGeneral(ctx);
    const change = { oldEmail: account.email, newEmail: body.newEmail };
    return {
      from: passwordResetSender(general),
      messages: [
        confirmEmailMessage(general, body.locale, { ...change, link: emailChangeLink(general.url, token) }),
        emailChangingMessage(general, body.locale, { ...change, at: now }),
      ],
    };
  });
  return { status: 'link-sent', newEmail: body.newEmail };
}

const LINK_REFUSALS: LinkRefusalMessages = {
  'token-unknown': 'This link is not one we sent: ask for a new one from your member page.',
  'token-used': 'This link was used already.',
  'token-expired': 'This link is more than an hour old: ask for a new one from your member page.',
};

/** A unique index's refusal, on SQLite or PostgreSQL. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * POST {store}/members/email/confirm. Uses the link up (one conditional update: of two concurrent
 * confirms one wins) and moves the account to the new address, unless another account took it
 * since (409, nothing changes). Whoever opens the link need not be signed in: it proves the inbox.
 * Sessions stay (the password did not change) and now carry the new address.
 */
export async function confirmEmailChange(ctx: RequestContext, body: EmailChangeConfirmBody): Promise<EmailChanged> {
  const tokenHash = hashSecret(body.token);
  const found = await workingLink(ctx.db, 'email_change_tokens', tokenHash, ctx.now().toISOString(), LINK_REFUSALS);
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const at = ctx.now().toISOString();
      await useLinkOrRefuse(tx, 'email_change_tokens', tokenHash, at, LINK_REFUSALS);
      const account = await findAccount(tx, found.account_id);
      if (!account || account.disabled === 1) throw linkRefused('token-unknown', LINK_REFUSALS);
      const holder = await findAccountByEmail(tx, found.new_email);
      if (holder && holder.id !== account.id) throw changeRefused('email-taken');
      await setAccountEmail(tx, account.id, found.new_email, at);
      await useAccountLinks(tx, 'email_change_tokens', account.id, at);
      await forgetFailures(tx, `email:${account.email}`);
      return { email: found.new_email };
    });
  } catch (error) {
    // Registered meanwhile, between the look and the write: the unique index refuses.
    if (isUniqueViolation(error)) throw changeRefused('email-taken');
    throw error;
  }
}

/** The caller's account, when a session of one sent the request; undefined for a provider's token or a bare session. */
export async function accountOfCaller(db: Db, caller: Caller): Promise<AccountRow | undefined> {
  if (caller.via !== 'session' || caller.id.startsWith('session:')) return undefined;
  return findAccount(db, caller.id);
}

/**
 * Deletes an account: its sessions end, its failed sign-ins are forgotten, and its reset and
 * change-of-e-mail links go with it (foreign keys, cascade). The address may register again.
 */
export async function forgetAccount(db: Db, account: Pick<AccountRow, 'id' | 'email'>): Promise<void> {
  await deleteAccountSessions(db, account.id);
  await forgetFailures(db, `email:${account.email}`);
  await deleteAccount(db, account.id);
}
