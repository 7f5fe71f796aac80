import { randomUUID } from 'node:crypto';
import type { SignedIn } from '@backroom/core/identity/account-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.js';
import { insertAccount } from '../identity/account.repository.js';
import { hashPassword } from '../identity/password-hashing.js';
import type { AccountRole } from '../identity/staff-role.js';

/** The password every fixture account has. */
export const FIXTURE_PASSWORD = 'correct horse battery staple';

let accounts = 0;

/** An account straight in the database; returns its id and e-mail. */
export async function createAccount(db: Db, role: AccountRole, email = `${role}${++accounts}-${randomUUID().slice(0, 8)}@example.ca`) {
  const id = randomUUID();
  const at = new Date().toISOString();
  await insertAccount(db, {
    id,
    email,
    role,
    password_hash: await hashPassword(FIXTURE_PASSWORD),
    first_name: 'Sam',
    last_name: 'Fixture',
    disabled: 0,
    created_at: at,
    updated_at: at,
  });
  return { id, email };
}

/** Signs in through the API, as the back office and the members page do. */
export async function signIn(app: FastifyInstance, email: string, password = FIXTURE_PASSWORD, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** A new account of `role`, signed in: its id, e-mail and bearer token. */
export async function signedInAccount(app: FastifyInstance, db: Db, role: AccountRole) {
  const account = await createAccount(db, role);
  const response = await signIn(app, account.email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...account, token: response.json<SignedIn>().token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
