import { randomBytes, randomUUID } from 'node:crypto';
import type {
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetRequested,
  SignedIn,
} from '@backroom/core/identity/account-contract';
import { AppError } from '../errors/app-error.js';
import type { OrderMailer } from '../orders/order-mailer.js';
import { hashSecret } from '../orders/order-secrets.js';
import { addressLimitKey, emailLimitKey } from '../orders/order-submission-limits.js';
import type { RequestContext } from '../request-context.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { findAccount, findAccountByEmail, setAccountPassword } from './account.repository.js';
import { startSession } from './account-session.js';
import { hashPassword } from './password-hashing.js';
import { passwordResetLink, passwordResetMessage, passwordResetSender } from './password-reset-email.js';
import { countResetRequest, forgetResetRequest, insertResetToken } from './password-reset.repository.js';
import { type LinkRefusalMessages, linkRefused, useAccountLinks, useLinkOrRefuse, workingLink } from './single-use-links.js';
import { forgetFailures } from './sign-in-limits.js';
import { deleteAccountSessions } from './staff-session.repository.js';

/** A reset link works for an hour. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** How long an expired link is kept, so that it is refused as expired rather than unknown. */
export const EXPIRED_LINKS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** The window the request limits count in. */
export const RESET_WINDOW_MS = 60 * 60_000;
/** Links mailed to one inbox in the window; more requests get the same answer and no mail. */
export const RESETS_PER_INBOX = 3;
/** Requests from one client address in the window (any e-mail); more are a 429. */
export const RESETS_PER_ADDRESS = 10;

const ANSWER: PasswordResetRequested = { status: 'link-sent-if-account' };

/** Counts one request against a key; over `max` it is taken back and false is answered. */
async function withinLimit(ctx: Pick<RequestContext, 'db'>, key: string, max: number, now: Date): Promise<boolean> {
  const id = randomUUID();
  const since = new Date(now.getTime() - RESET_WINDOW_MS).toISOString();
  if ((await countResetRequest(ctx.db, { id, limit_key: key, at: now.toISOString() }, since)) <= max) return true;
  await forgetResetRequest(ctx.db, id);
  return false;
}

/**
 * POST {store}/members/password-reset. The answer is one and the same whether or not a member
 * account uses the address, and whether or not the inbox is over its limit (neither tells who
 * has an account); only the client address's own limit is a 429, as it counts every address
 * asked for. The account is looked up, the hashed token stored and the link sent in the background.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  mailer: OrderMailer,
  request: { body: PasswordResetRequestBody; clientAddress: string },
): Promise<PasswordResetRequested> {
  const { body, clientAddress } = request;
  const now = ctx.now();
  if (!(await withinLimit(ctx, `reset-${addressLimitKey(clientAddress)}`, RESETS_PER_ADDRESS, now))) {
    const message = 'Too many new passwords were asked for from your connection. Please try again in an hour.';
    throw new AppError(429, 'TOO_MANY_REQUESTS', message, [{ path: 'clientAddress', message, reason: 'too-often' }], { 'retry-after': '3600' });
  }
  // Counted by inbox ("+tags" and case folded) whether or not an account uses it.
  if (!(await withinLimit(ctx, `reset-${emailLimitKey(body.email)}`, RESETS_PER_INBOX, now))) {
    ctx.log.info('password reset: no link sent, over the inbox limit');
    return ANSWER;
  }
  // Whether an account uses the address is looked up after the answer, with the link and the
  // mail: the answer's time is the same for every address (it differed by the token's insert).
  mailer.send(async () => {
    // After the answer is written: SQLite's queries run on this thread, in the microtasks that
    // would otherwise come before the reply goes out.
    await new Promise((resolve) => setImmediate(resolve));
    const link = await newResetLink(ctx, body.email, now);
    if (!link) return { from: '', messages: [] };
    const { general } = (await readSettings(ctx.db, ctx.storeId, 'general')).settings;
    return {
      from: passwordResetSender(general),
      messages: [passwordResetMessage(link.email, general, body.locale, passwordResetLink(general.url, link.token))],
    };
  });
  return ANSWER;
}

/** A link for the member account of `email`, its hash stored; none for an unknown, staff or disabled account. */
async function newResetLink(ctx: Pick<RequestContext, 'db'>, email: string, now: Date): Promise<{ email: string; token: string } | null> {
  const account = await findAccountByEmail(ctx.db, email);
  // Staff are sent their links by an admin; a disabled account may not sign in.
  if (!account || account.role !== 'member' || account.disabled === 1) return null;
  const token = randomBytes(32).toString('base64url');
  const link = {
    token_hash: hashSecret(token),
    account_id: account.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
  };
  await insertResetToken(ctx.db, link, new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS).toISOString());
  return { email: account.email, token };
}

const REFUSALS: LinkRefusalMessages = {
  'token-unknown': 'This link is not one we sent: ask for a new one.',
  'token-used': 'This link was used already: ask for a new one if you need to.',
  'token-expired': 'This link is more than an hour old: ask for a new one.',
};

/**
 * POST {store}/members/password-reset/confirm. Sets the new password, uses the link up (one
 * conditional update: of two concurrent confirms one wins), ends every session of the member
 * (whoever knew the old password is signed out) and every other link, and signs the member in.
 */
export async function confirmPasswordReset(ctx: RequestContext, body: PasswordResetConfirmBody): Promise<SignedIn> {
  const tokenHash = hashSecret(body.token);
  const found = await workingLink(ctx.db, 'password_reset_tokens', tokenHash, ctx.now().toISOString(), REFUSALS);
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const at = now.toISOString();
    await useLinkOrRefuse(tx, 'password_reset_tokens', tokenHash, at, REFUSALS);
    const account = await findAccount(tx, found.account_id);
    if (!account || account.disabled === 1) throw linkRefused('token-unknown', REFUSALS);
    await setAccountPassword(tx, account.id, passwordHash, at);
    await useAccountLinks(tx, 'password_reset_tokens', account.id, at);
    await deleteAccountSessions(tx, account.id);
    // Locked out by failed sign-ins before the reset: the new password works at once.
    await forgetFailures(tx, `email:${account.email}`);
    return startSession(tx, account, now);
  });
}
