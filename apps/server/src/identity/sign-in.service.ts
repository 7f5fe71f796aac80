import { randomUUID } from 'node:crypto';
import type { RegisterMemberBody, SignedIn, SignInBody } from '@backroom/core/identity/account-contract';
import { recordAudit } from '../audit/audit-log.js';
import type { RequestContext } from '../request-context.js';
import { AppError } from '../errors/app-error.js';
import { hashSecret } from '../orders/order-secrets.js';
import type { Caller } from './bearer-caller.js';
import { deleteAccountSessions, deleteStaffSession } from './staff-session.repository.js';
import { findAccountByEmail, insertAccount } from './account.repository.js';
import { startSession } from './account-session.js';
import { hashOfNoAccount, hashPassword, passwordMatches } from './password-hashing.js';
import {
  FAILURES_PER_ADDRESS,
  FAILURES_PER_EMAIL,
  forgetFailures,
  REGISTRATIONS_PER_ADDRESS,
  releaseAttempt,
  reserveAttempt,
} from './sign-in-limits.js';

/** Accounts are the shop's, not a store's: sign-in needs only the database and the clock of the request's context. */
export type AccountsContext = Pick<RequestContext, 'db' | 'now'>;

/** The one answer to every failed sign-in: it tells nothing of whether the account exists. */
const SIGN_IN_REFUSED = 'The e-mail address or password is not right.';

/**
 * POST auth/sign-in. Counts the attempt against the e-mail's and the client address's limits
 * first (429 over them), then verifies the password; an unknown e-mail is verified against a
 * hash of no account, so it fails in the same time and with the same answer as a wrong password.
 */
export async function signIn(ctx: AccountsContext, body: SignInBody, clientAddress: string): Promise<SignedIn> {
  const email = body.email.trim().toLowerCase();
  const emailKey = `email:${email}`;
  const attempt = await reserveAttempt(
    ctx.db,
    [
      { key: emailKey, max: FAILURES_PER_EMAIL },
      { key: `address:${clientAddress}`, max: FAILURES_PER_ADDRESS },
    ],
    ctx.now(),
  );
  const account = email === '' ? undefined : await findAccountByEmail(ctx.db, email);
  // An invited account has no password yet (empty): it is verified like an unknown e-mail, in the same time.
  const matches = await passwordMatches(account?.password_hash || (await hashOfNoAccount()), body.password);
  if (!account || !matches || account.disabled === 1) throw new AppError(401, 'UNAUTHORIZED', SIGN_IN_REFUSED);

  await releaseAttempt(ctx.db, attempt);
  await forgetFailures(ctx.db, emailKey);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    if (account.role !== 'member') {
      await recordAudit(tx, {
        storeId: null,
        actor: `staff:${account.email}`,
        action: 'sign-in',
        entity: 'staff',
        entityId: account.id,
        before: null,
        after: { address: clientAddress },
        at: now.toISOString(),
      });
    }
    return startSession(tx, account, now);
  });
}

/** POST auth/sign-out: the session of this token ends (whether or not it was still live). */
export async function signOut(ctx: AccountsContext, token: string): Promise<void> {
  await deleteStaffSession(ctx.db, hashSecret(token));
}

/**
 * POST auth/sign-out-everywhere: every session of the caller's account ends, this one too (a phone
 * left signed in at a friend's, a password that may be known). A provider's token is not the
 * shop's to end: 409, sign out at the provider.
 */
export async function signOutEverywhere(ctx: AccountsContext, caller: Caller, token: string): Promise<void> {
  if (caller.via === 'oidc') throw new AppError(409, 'CONFLICT', 'You signed in through the identity provider: sign out there.');
  // A session made straight in the database (tests, tools) has no account: it ends alone.
  if (caller.id.startsWith('session:')) await deleteStaffSession(ctx.db, hashSecret(token));
  else await deleteAccountSessions(ctx.db, caller.id);
}

/**
 * POST members/register: a shopper makes a member account and is signed in. Registrations count
 * against the client address's limit; an e-mail already taken is a 409.
 */
export async function registerMember(ctx: AccountsContext, body: RegisterMemberBody, clientAddress: string): Promise<SignedIn> {
  await reserveAttempt(ctx.db, [{ key: `register:${clientAddress}`, max: REGISTRATIONS_PER_ADDRESS }], ctx.now());
  const passwordHash = await hashPassword(body.password);
  const at = ctx.now().toISOString();
  const account = { id: randomUUID(), email: body.email, role: 'member' as const };
  return ctx.db.transaction().execute(async (tx) => {
    const inserted = await insertAccount(tx, {
      ...account,
      password_hash: passwordHash,
      first_name: body.firstName,
      last_name: body.lastName,
      disabled: 0,
      created_at: at,
      updated_at: at,
    });
    if (!inserted) throw new AppError(409, 'CONFLICT', 'There is already an account with this e-mail address: sign in instead.');
    return startSession(tx, account, ctx.now());
  });
}
