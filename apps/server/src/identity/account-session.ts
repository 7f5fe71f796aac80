import { randomBytes } from 'node:crypto';
import type { SignedIn } from '@backroom/core/identity/account-contract';
import type { Db } from '../db/database.js';
import { hashSecret } from '../orders/order-secrets.js';
import { deleteExpiredSessions, insertStaffSession } from './staff-session.repository.js';
import { rolesHeldBy } from './staff-role.js';
import type { AccountRow } from './account.table.js';

/** How long a session lasts: a working day, then sign in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** 256 random bits per token; only its SHA-256 is stored. */
const TOKEN_BYTES = 32;

/** Starts a session for an account and returns its bearer token (never stored) and roles. */
export async function startSession(db: Db, account: Pick<AccountRow, 'id' | 'email' | 'role'>, now: Date): Promise<SignedIn> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  await deleteExpiredSessions(db, now.toISOString());
  await insertStaffSession(db, {
    tokenHash: hashSecret(token),
    staffName: account.email,
    role: account.role,
    createdAt: now.toISOString(),
    expiresAt,
    accountId: account.id,
  });
  return { token, expiresAt, roles: rolesHeldBy(account.role) };
}
