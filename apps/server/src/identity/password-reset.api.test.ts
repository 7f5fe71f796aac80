import type { SignedIn } from '@backroom/core/identity/account-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashSecret } from '../orders/order-secrets.js';
import { bearer, createAccount, FIXTURE_PASSWORD, signIn, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { readMessage } from '../testing/mail-message.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink, type SunkMessage } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; reason?: string }> } };

const START = new Date('2026-11-28T15:00:00.000Z');
const RESET_LINK = /\/members\/new-password#([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'a brand new garden password';

describe.each(DIALECTS)('a member who forgot their password, on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = START;
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start(), clock: () => now }), seed: [fixtureCatalogue('north')] });
  let addresses = 0;
  beforeEach(() => {
    sink.messages.length = 0;
    now = START;
  });
  const nextAddress = () => `10.30.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  const askForLink = (payload: object, remoteAddress = nextAddress()) =>
    shop.app.inject({ method: 'POST', url: '/north/api/v1/members/password-reset', payload, remoteAddress });
  const confirm = (payload: object) => shop.app.inject({ method: 'POST', url: '/north/api/v1/members/password-reset/confirm', payload });
  async function mailsTo(email: string): Promise<SunkMessage[]> {
    await shop.app.orderMailer.idle();
    return sink.messages.filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  }
  const tokenOf = (message: SunkMessage) => RESET_LINK.exec(readMessage(message.data).text)![1]!;
  /** Asks for a link for `email` and reads its token from the e-mail. */
  async function linkFor(email: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await askForLink({ email })).statusCode).toBe(202);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    return tokenOf(mails.at(-1)!);
  }
  const reasonOf = (response: { json: <T>() => T }) => response.json<ErrorReply>().error.details?.[0];

  it('answers a known and an unknown address byte for byte alike, and mails only the member a link', async () => {
    const member = await createAccount(shop.shop.db, 'member');
    const known = await askForLink({ email: member.email.toUpperCase() });
    const unknown = await askForLink({ email: 'nobody-here@example.ca' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ status: 'link-sent-if-account' });
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    expect(await mailsTo('nobody-here@example.ca')).toEqual([]);
    const [mail] = await mailsTo(member.email);
    const read = readMessage(mail!.data);
    expect(read.subject).toMatch(/^Choose a new password for /);
    expect(read.text).toContain('works once, for one hour');
    expect(read.html).toContain('lang="en-CA"');
    expect(read.html).toContain(`/members/new-password#${tokenOf(mail!)}`);
  });

  it('keeps only the hash of the link, which sets the password once, signs every other session out and signs the member in', async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    const token = await linkFor(member.email);
    const rows = await shop.shop.db.selectFrom('password_reset_tokens').selectAll().where('account_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toBe(hashSecret(token));
    expect(rows[0]!.expires_at).toBe(new Date(START.getTime() + 60 * 60_000).toISOString());

    const confirmed = await confirm({ token, password: NEW_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = confirmed.json<SignedIn>();
    expect(session.roles).toEqual(['member']);

    const oldSession = await shop.app.inject({ url: '/north/api/v1/members/orders', headers: bearer(member.token) });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await shop.app.inject({ url: '/north/api/v1/members/orders', headers: bearer(session.token) });
    expect(newSession.statusCode).toBe(200);
    expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
    expect((await signIn(shop.app, member.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);

    const again = await confirm({ token, password: 'yet another new password' });
    expect(again.statusCode).toBe(400);
    expect(reasonOf(again)).toMatchObject({ path: 'token', reason: 'token-used' });
    expect((await signIn(shop.app, member.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('a link works for an hour, not a second more; a newer reset ends the older links', async () => {
    const member = await createAccount(shop.shop.db, 'member');
    const late = await linkFor(member.email);
    const older = await linkFor(member.email);
    const inTime = await linkFor(member.email);

    now = new Date(START.getTime() + 60 * 60_000);
    const expired = await confirm({ token: late, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(reasonOf(expired)).toMatchObject({ path: 'token', reason: 'token-expired' });
    expect((await signIn(shop.app, member.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(401);

    now = new Date(START.getTime() + 60 * 60_000 - 1);
    expect((await confirm({ token: inTime, password: NEW_PASSWORD })).statusCode).toBe(200);
    const superseded = await confirm({ token: older, password: 'someone else password' });
    expect(reasonOf(superseded)).toMatchObject({ reason: 'token-used' });
    expect((await signIn(shop.app, member.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);

    // A week after its hour, a link is forgotten when the next one is stored: then it is just unknown.
    now = new Date(START.getTime() + 60 * 60_000 + 7 * 24 * 60 * 60_000);
    await linkFor(member.email);
    const forgotten = await confirm({ token: late, password: NEW_PASSWORD });
    expect(reasonOf(forgotten)).toMatchObject({ reason: 'token-unknown' });
    const kept = await shop.shop.db.selectFrom('password_reset_tokens').select('token_hash').where('account_id', '=', member.id).execute();
    expect(kept.map((row) => row.token_hash)).not.toContain(hashSecret(late));
  });

  it('refuses an unknown link and bad bodies with a 400 naming the field, changing nothing', async () => {
    const unknown = await confirm({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(reasonOf(unknown)).toMatchObject({ path: 'token', reason: 'token-unknown' });

    const member = await createAccount(shop.shop.db, 'member');
    const token = await linkFor(member.email);
    for (const [body, field] of [
      [{ token, password: 'short' }, 'password'],
      [{ token }, 'password'],
      [{ password: NEW_PASSWORD }, 'token'],
      [{ token: '', password: NEW_PASSWORD }, 'token'],
    ] as const) {
      const response = await confirm(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain(`body/${field}`);
    }
    for (const [body, field] of [
      [{}, 'email'],
      [{ email: 'not an address' }, 'email'],
      [{ email: member.email, locale: 'de-DE' }, 'locale'],
    ] as const) {
      const response = await askForLink(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain(`body/${field}`);
    }
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('writes to a member who asked in French in French', async () => {
    const member = await createAccount(shop.shop.db, 'member');
    expect((await askForLink({ email: member.email, locale: 'fr-CA' })).statusCode).toBe(202);
    const [mail] = await mailsTo(member.email);
    const read = readMessage(mail!.data);
    expect(read.subject).toMatch(/^Choisissez un nouveau mot de passe pour /);
    expect(read.text).toContain('Le lien fonctionne une seule fois, pendant une heure.');
    expect(read.html).toContain('lang="fr-CA"');
    expect(read.text).toMatch(RESET_LINK);
  });

  it('mails an inbox three links an hour, whatever its case and +tag, with the same answer after; a fourth hour starts afresh', async () => {
    const member = await createAccount(shop.shop.db, 'member', `inbox-${addresses}@example.ca`);
    const [name, domain] = member.email.split('@');
    const spellings = [member.email, `${name}+shop@${domain}`, `${name!.toUpperCase()}+2@${domain}`, member.email];
    const answers = [];
    for (const email of spellings) answers.push(await askForLink({ email }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The +tag spellings are no account's address: only the first and the fourth would be mailed, and the fourth is over the limit.
    expect(await mailsTo(member.email)).toHaveLength(1);

    now = new Date(START.getTime() + 60 * 60_000 + 1);
    expect((await askForLink({ email: member.email })).statusCode).toBe(202);
    expect(await mailsTo(member.email)).toHaveLength(2);
  });

  it('answers a client address that asks more than ten times an hour 429, for any address', async () => {
    const address = nextAddress();
    const member = await createAccount(shop.shop.db, 'member');
    for (let request = 1; request <= 10; request += 1) {
      expect((await askForLink({ email: `someone${request}@example.ca` }, address)).statusCode).toBe(202);
    }
    const over = await askForLink({ email: member.email }, address);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect(await mailsTo(member.email)).toEqual([]);
    expect((await askForLink({ email: member.email }, nextAddress())).statusCode).toBe(202);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('sends no link to staff or a disabled member, with the same answer', async () => {
    const staff = await createAccount(shop.shop.db, 'staff');
    const disabled = await createAccount(shop.shop.db, 'member');
    await shop.shop.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    for (const email of [staff.email, disabled.email]) {
      const response = await askForLink({ email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'link-sent-if-account' });
    }
    expect(await mailsTo(staff.email)).toEqual([]);
    expect(await mailsTo(disabled.email)).toEqual([]);
  });

  it('of two confirms of one link at the same moment, one sets the password and the other is told the link is used', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await createAccount(shop.shop.db, 'member');
      const token = await linkFor(member.email);
      const passwords = [`first racing password ${round}`, `second racing password ${round}`];
      const answers = await Promise.all(passwords.map((password) => confirm({ token, password })));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400)!;
      expect(reasonOf(loser)).toMatchObject({ reason: 'token-used' });
      const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)]!;
      const other = passwords.find((password) => password !== winner)!;
      expect((await signIn(shop.app, member.email, winner, nextAddress())).statusCode).toBe(200);
      expect((await signIn(shop.app, member.email, other, nextAddress())).statusCode).toBe(401);
      const sessions = await shop.shop.db.selectFrom('staff_sessions').select('token_hash').where('account_id', '=', member.id).execute();
      // The winner's session and the sign-in just made: the loser started none.
      expect(sessions).toHaveLength(2);
    }
  });
});
