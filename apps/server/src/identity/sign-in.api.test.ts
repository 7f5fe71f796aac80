import type { SignedIn } from '@backroom/core/identity/account-contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashOfNoAccount, passwordVerifications } from './password-hashing.js';
import { bearer, createAccount, FIXTURE_PASSWORD, signIn } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';

type ErrorReply = { error: { code: string; message: string } };


describe.each(DIALECTS)('sign-in on %s', (dialect) => {
  let now = new Date('2026-11-23T15:00:00.000Z');
  let addresses = 0;
  /** A client address of its own for a test, so that address limits start afresh. */
  const newAddress = () => `203.0.113.${++addresses}`;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const shop = shopUnderTest(dialect, { app: { clock: () => now }, seed: [fixtureCatalogue('roles')] });

  const rolesOf = async (url: string, token?: string) => {
    const response = await shop.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('gives a bearer token of 256 random bits for 12 hours, stored only as its hash, with the roles', async () => {
    const { email } = await createAccount(shop.shop.db, 'admin');
    const response = await signIn(shop.app, email.toUpperCase(), FIXTURE_PASSWORD, newAddress());
    expect(response.statusCode, response.body).toBe(200);
    const signedIn = response.json<SignedIn>();
    expect(Buffer.from(signedIn.token, 'base64url')).toHaveLength(32);
    expect(signedIn.expiresAt).toBe(new Date(now.getTime() + 12 * 3600_000).toISOString());
    expect(signedIn.roles).toEqual(['admin', 'staff', 'viewer', 'member']);

    const sessions = await shop.shop.db.selectFrom('staff_sessions').selectAll().execute();
    expect(JSON.stringify(sessions)).not.toContain(signedIn.token);
    const account = await shop.shop.db.selectFrom('accounts').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account.password_hash).not.toContain(FIXTURE_PASSWORD);
  });

  it("answers user/roles with the caller's roles, at the base and in a store, and [] when signed out", async () => {
    const { email } = await createAccount(shop.shop.db, 'viewer');
    const { token } = (await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).json<SignedIn>();
    expect(await rolesOf('/api/v1/user/roles', token)).toEqual({ status: 200, body: ['viewer', 'member'] });
    expect(await rolesOf('/roles/api/v1/user/roles', token)).toEqual({ status: 200, body: ['viewer', 'member'] });
    expect(await rolesOf('/api/v1/user/roles')).toEqual({ status: 200, body: [] });
    expect(await rolesOf('/roles/api/v1/user/roles')).toEqual({ status: 200, body: [] });
    expect((await rolesOf('/api/v1/user/roles', 'not-a-session-of-anyone-at-all')).status).toBe(401);
  });

  it('says the same, after the same hashing work, for an unknown e-mail, a wrong password and a disabled account', async () => {
    const { email } = await createAccount(shop.shop.db, 'staff');
    const disabled = await createAccount(shop.shop.db, 'staff');
    await shop.shop.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabled.id).execute();

    const answers = [
      await signIn(shop.app, 'nobody-here@example.ca', 'whatever password', newAddress()),
      await signIn(shop.app, email, 'wrong password!', newAddress()),
      await signIn(shop.app, disabled.email, FIXTURE_PASSWORD, newAddress()),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    const bodies = answers.map((answer) => answer.json<ErrorReply>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]!.error).toEqual({ code: 'UNAUTHORIZED', message: 'The e-mail address or password is not right.' });

    // An unknown e-mail verifies a password hash too, one made with the same parameters, so it is
    // not answered faster: each of the three answers cost one argon2 verification.
    const hashesVerified = async (who: string, password: string) => {
      const before = passwordVerifications.count;
      await signIn(shop.app, who, password, newAddress());
      return Array.from({ length: passwordVerifications.count - before }, () => passwordVerifications.lastHash);
    };
    expect(await hashesVerified('nobody-else@example.ca', 'whatever password')).toEqual([await hashOfNoAccount()]);
    const [accountHash] = await hashesVerified(email, 'wrong password again');
    expect(accountHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashOfNoAccount()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashesVerified(disabled.email, FIXTURE_PASSWORD)).toHaveLength(1);
  });

  it('ends the session on sign-out, and after 12 hours', async () => {
    const { email } = await createAccount(shop.shop.db, 'staff');
    const first = (await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).json<SignedIn>();
    const second = (await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).json<SignedIn>();
    const signOut = await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: bearer(first.token) });
    expect(signOut.statusCode).toBe(204);
    expect((await rolesOf('/api/v1/user/roles', first.token)).status).toBe(401);
    expect((await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out' })).statusCode).toBe(401);

    expect((await rolesOf('/api/v1/user/roles', second.token)).status).toBe(200);
    later(12 * 3600_000 - 1000);
    expect((await rolesOf('/api/v1/user/roles', second.token)).status).toBe(200);
    later(1000);
    expect((await rolesOf('/api/v1/user/roles', second.token)).status).toBe(401);
  });

  it("signs out everywhere: every session of the caller's account ends, no one else's", async () => {
    const { email } = await createAccount(shop.shop.db, 'member');
    const other = await createAccount(shop.shop.db, 'member');
    const sessions = [];
    for (let device = 0; device < 3; device += 1) sessions.push((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).json<SignedIn>().token);
    const someoneElse = (await signIn(shop.app, other.email, FIXTURE_PASSWORD, newAddress())).json<SignedIn>().token;

    const everywhere = await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere', headers: bearer(sessions[0]!) });
    expect(everywhere.statusCode, everywhere.body).toBe(204);
    for (const token of sessions) expect((await rolesOf('/api/v1/user/roles', token)).status).toBe(401);
    expect((await rolesOf('/api/v1/user/roles', someoneElse)).status).toBe(200);
    expect((await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere', headers: bearer(sessions[1]!) })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere' })).statusCode).toBe(401);
    // The password still works: only the sessions ended.
    expect((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('refuses a sixth failure for one e-mail within 15 minutes with 429 and Retry-After, even with the right password, from any address', async () => {
    const { email } = await createAccount(shop.shop.db, 'admin');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(shop.app, email, `wrong ${attempt}`, newAddress())).statusCode).toBe(401);
      later(1000);
    }
    const refused = await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorReply>().error.code).toBe('TOO_MANY_REQUESTS');
    // The first failure leaves the window 15 minutes after it was made: 5 s have gone since.
    expect(refused.headers['retry-after']).toBe(String(15 * 60 - 5));

    later(15 * 60_000 - 5000);
    expect((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('counts failures for unknown e-mails the same way: the limit tells nothing either', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(shop.app, 'ghost@example.ca', 'guess', newAddress())).statusCode).toBe(401);
    }
    expect((await signIn(shop.app, 'ghost@example.ca', 'guess', newAddress())).statusCode).toBe(429);
  });

  it('forgets an e-mail’s failures once it signs in', async () => {
    const { email } = await createAccount(shop.shop.db, 'staff');
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(shop.app, email, 'wrong', newAddress());
    expect((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(shop.app, email, 'wrong', newAddress())).statusCode).toBe(401);
  });

  it('refuses an address after 20 failures, whatever e-mails it tries; other addresses go on', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn(shop.app, `guess${attempt}@example.ca`, 'guess', address)).statusCode).toBe(401);
    }
    const { email } = await createAccount(shop.shop.db, 'staff');
    expect((await signIn(shop.app, email, FIXTURE_PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('keeps the counts in the database: two server processes behind a load balancer share them', async () => {
    const other: FastifyInstance = await buildApp({ shop: shop.shop, webRoot: null, clock: () => now, reconcilePaymentsEverySeconds: null });
    try {
      const { email } = await createAccount(shop.shop.db, 'staff');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const server = attempt % 2 === 0 ? shop.app : other;
        expect((await signIn(server, email, 'wrong', newAddress())).statusCode).toBe(401);
      }
      expect((await signIn(other, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(429);
      expect((await signIn(shop.app, email, FIXTURE_PASSWORD, newAddress())).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('lets no more than five concurrent guesses through for one e-mail', async () => {
    const { email } = await createAccount(shop.shop.db, 'staff');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, attempt) => signIn(shop.app, email, `guess ${attempt}`, newAddress())));
    const failed = answers.filter((answer) => answer.statusCode === 401).length;
    expect(failed).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
  });

  it('refuses a malformed sign-in body', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: 'a@example.ca', password: 'x', role: 'admin' } });
    expect(response.statusCode).toBe(400);
  });
});
