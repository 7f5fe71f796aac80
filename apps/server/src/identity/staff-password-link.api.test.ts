import type { SignedIn, StaffAccountView, StaffLinkSent } from '@backroom/core/identity/account-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { hashSecret } from '../orders/order-secrets.js';
import { bearer, createAccount, FIXTURE_PASSWORD, signIn, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { readMessage } from '../testing/mail-message.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink, type SunkMessage } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; reason?: string }> } };

const START = new Date('2026-11-28T15:00:00.000Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const STAFF_LINK = /https:\/\/shop\.example\.ca\/admin\/set-password#([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'a back office password';

describe.each(DIALECTS)('staff invited and sent reset links by an admin, on %s', (dialect) => {
  const sink = new SmtpSink();
  let now = START;
  const shop = shopUnderTest(dialect, { app: async () => ({ smtpUrl: await sink.start(), clock: () => now }), seed: [fixtureCatalogue('north')] });
  let addresses = 0;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  beforeEach(async () => {
    sink.messages.length = 0;
    now = START;
    // A fresh session each test: a test that moves the clock a week on ends the older ones.
    if (!admin) admin = await signedInAccount(shop.app, shop.shop.db, 'admin');
    else admin = { ...admin, token: (await signIn(shop.app, admin.email, FIXTURE_PASSWORD, nextAddress())).json<SignedIn>().token };
  });
  const nextAddress = () => `10.62.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  let invitees = 0;
  const newEmail = () => `invitee${++invitees}-${dialect}@example.ca`;

  /** A call with the admin's session, another's, or none (null). */
  const post = (url: string, payload: object, token: string | null = admin.token) =>
    shop.app.inject({ method: 'POST', url, payload, headers: token === null ? {} : bearer(token) });
  const invite = (payload: object, token?: string | null) => post('/north/api/v1/staff/invitations', payload, token);
  const resend = (id: string, payload: object = {}, token?: string | null) => post(`/north/api/v1/staff/${id}/invitation`, payload, token);
  const sendReset = (id: string, payload: object = {}, token?: string | null) => post(`/north/api/v1/staff/${id}/password-link`, payload, token);
  const setPassword = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/v1/staff/set-password', payload });
  const staffList = async () => (await shop.app.inject({ url: '/api/v1/staff', headers: bearer(admin.token) })).json<StaffAccountView[]>();

  async function mailsTo(email: string): Promise<SunkMessage[]> {
    await shop.app.orderMailer.idle();
    return sink.messages.filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  }
  const tokenOf = (message: SunkMessage) => STAFF_LINK.exec(readMessage(message.data).text)![1]!;
  async function lastToken(email: string): Promise<string> {
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThan(0);
    return tokenOf(mails.at(-1)!);
  }
  const reasonOf = (response: { json: <T>() => T }) => response.json<ErrorReply>().error.details?.[0];

  async function invited(role = 'staff', locale?: string) {
    const email = newEmail();
    const response = await invite({ email, name: 'Robin Greenhouse', role, ...(locale ? { locale } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return { email, account: response.json<StaffAccountView>(), token: await lastToken(email) };
  }

  it('an invited account cannot sign in until the invitee chooses a password through the e-mail, which signs them in', async () => {
    const { email, account, token } = await invited('staff');
    expect(account).toMatchObject({ email, name: 'Robin Greenhouse', role: 'staff', disabled: false });
    expect(account.invitation).toEqual({ sentAt: START.toISOString(), expiresAt: new Date(START.getTime() + 7 * DAY).toISOString() });
    expect((await staffList()).find((entry) => entry.id === account.id)?.invitation).toEqual(account.invitation);

    const [mail] = await mailsTo(email);
    const read = readMessage(mail!.data);
    expect(read.subject).toMatch(/^You are invited to the back office of /);
    expect(read.text).toContain(`${admin.email} invited you`);
    expect(read.text).toContain('for seven days');
    expect(read.html).toContain('lang="en-CA"');
    const rows = await shop.shop.db.selectFrom('staff_password_links').selectAll().where('account_id', '=', account.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    // No password yet: no sign-in works, not even an empty one.
    expect((await signIn(shop.app, email, '', nextAddress())).statusCode).toBe(401);
    expect((await signIn(shop.app, email, NEW_PASSWORD, nextAddress())).statusCode).toBe(401);

    const chosen = await setPassword({ token, password: NEW_PASSWORD });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const session = chosen.json<SignedIn>();
    expect(session.roles).toEqual(['staff', 'viewer', 'member']);
    expect((await shop.app.inject({ url: '/api/v1/order', headers: bearer(session.token) })).statusCode).toBe(200);
    expect((await signIn(shop.app, email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
    expect((await staffList()).find((entry) => entry.id === account.id)?.invitation).toBeNull();

    const again = await setPassword({ token, password: 'someone else password' });
    expect(again.statusCode).toBe(400);
    expect(reasonOf(again)).toMatchObject({ path: 'token', reason: 'token-used' });

    const trail = await auditTrail(shop.shop.db, null, 'staff', account.id);
    expect(trail.map((row) => [row.action, row.actor])).toEqual(
      expect.arrayContaining([
        ['invite', `staff:${admin.email}`],
        ['invitation-sent', `staff:${admin.email}`],
        ['invitation-accepted', `staff:${email}`],
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain(token);
    // Once the password is chosen, the invitation is not sent again: a reset is what is left.
    expect((await resend(account.id)).statusCode).toBe(409);
  });

  it('an invitation works for seven days, not a second more; re-sending it uses up the older link and keeps its language', async () => {
    const { email, account, token: first } = await invited('viewer', 'fr-CA');
    const [mail] = await mailsTo(email);
    const read = readMessage(mail!.data);
    expect(read.subject).toMatch(/^Vous êtes invité à l’arrière-boutique de /);
    expect(read.text).toContain('pendant sept jours');
    expect(read.html).toContain('lang="fr-CA"');

    now = new Date(START.getTime() + 7 * DAY);
    const expired = await setPassword({ token: first, password: NEW_PASSWORD });
    expect(reasonOf(expired)).toMatchObject({ path: 'token', reason: 'token-expired' });

    now = new Date(START.getTime() + 7 * DAY - 1);
    // A week on, the admin has signed in again.
    const adminToday = await signIn(shop.app, admin.email, FIXTURE_PASSWORD, nextAddress());
    const again = await resend(account.id, {}, adminToday.json<SignedIn>().token);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<StaffLinkSent>()).toEqual({ email, purpose: 'invitation', expiresAt: new Date(now.getTime() + 7 * DAY).toISOString() });
    const second = await lastToken(email);
    expect(second).not.toBe(first);
    expect(readMessage((await mailsTo(email)).at(-1)!.data).html).toContain('lang="fr-CA"');
    const listed = await shop.app.inject({ url: '/api/v1/staff', headers: bearer(adminToday.json<SignedIn>().token) });
    expect(listed.json<StaffAccountView[]>().find((entry) => entry.id === account.id)?.invitation).toEqual({ sentAt: now.toISOString(), expiresAt: again.json<StaffLinkSent>().expiresAt });

    const older = await setPassword({ token: first, password: NEW_PASSWORD });
    expect(reasonOf(older)).toMatchObject({ reason: 'token-used' });
    expect((await setPassword({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(shop.app, email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('a reset link lasts an hour; sending it ends no session, using it ends every one and signs the member of staff in', async () => {
    const kim = await signedInAccount(shop.app, shop.shop.db, 'staff');
    const sent = await sendReset(kim.id, { locale: 'en-CA' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<StaffLinkSent>()).toEqual({ email: kim.email, purpose: 'reset', expiresAt: new Date(START.getTime() + HOUR).toISOString() });
    const read = readMessage((await mailsTo(kim.email))[0]!.data);
    expect(read.subject).toMatch(/^Choose a new back office password for /);
    expect(read.text).toContain('for one hour');
    const token = tokenOf((await mailsTo(kim.email))[0]!);

    // Sent, not used: Kim is still signed in, and the old password still works.
    expect((await shop.app.inject({ url: '/api/v1/order', headers: bearer(kim.token) })).statusCode).toBe(200);
    expect((await signIn(shop.app, kim.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);

    now = new Date(START.getTime() + HOUR);
    expect(reasonOf(await setPassword({ token, password: NEW_PASSWORD }))).toMatchObject({ reason: 'token-expired' });
    now = new Date(START.getTime() + HOUR - 1);
    const used = await setPassword({ token, password: NEW_PASSWORD });
    expect(used.statusCode, used.body).toBe(200);
    expect((await shop.app.inject({ url: '/api/v1/order', headers: bearer(kim.token) })).statusCode).toBe(401);
    expect((await shop.app.inject({ url: '/api/v1/order', headers: bearer(used.json<SignedIn>().token) })).statusCode).toBe(200);
    expect((await signIn(shop.app, kim.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
    expect((await signIn(shop.app, kim.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);
    const trail = await auditTrail(shop.shop.db, null, 'staff', kim.id);
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['reset-link-sent', 'password-reset']));
  });

  it('a newer reset link uses up the older one', async () => {
    const lee = await createAccount(shop.shop.db, 'viewer');
    expect((await sendReset(lee.id)).statusCode).toBe(202);
    const older = await lastToken(lee.email);
    expect((await sendReset(lee.email)).statusCode).toBe(202);
    const newer = await lastToken(lee.email);
    expect(reasonOf(await setPassword({ token: older, password: NEW_PASSWORD }))).toMatchObject({ reason: 'token-used' });
    expect((await setPassword({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('is for admins only: staff are refused 403, strangers 401, and nothing is sent or changed', async () => {
    const staff = await signedInAccount(shop.app, shop.shop.db, 'staff');
    const target = await createAccount(shop.shop.db, 'viewer');
    const email = newEmail();
    for (const token of [staff.token, null]) {
      const status = token ? 403 : 401;
      expect((await invite({ email, name: 'Pat', role: 'admin' }, token)).statusCode).toBe(status);
      expect((await sendReset(target.id, {}, token)).statusCode).toBe(status);
      expect((await resend(target.id, {}, token)).statusCode).toBe(status);
    }
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    expect((await invite({ email, name: 'Pat', role: 'admin' }, member.token)).statusCode).toBe(403);
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(target.email)).toEqual([]);
    expect(await shop.shop.db.selectFrom('accounts').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await shop.shop.db.selectFrom('staff_password_links').select('token_hash').where('account_id', '=', target.id).execute()).toEqual([]);
  });

  it('refuses what makes no sense with a 4xx, changing nothing', async () => {
    const taken = await createAccount(shop.shop.db, 'member');
    const conflict = await invite({ email: taken.email.toUpperCase(), name: 'Taken', role: 'staff' });
    expect(conflict.statusCode).toBe(409);
    for (const [body, field] of [
      [{ email: 'nope', name: 'A', role: 'staff' }, 'email'],
      [{ email: newEmail(), name: ' ', role: 'staff' }, 'name'],
      [{ email: newEmail(), name: 'A', role: 'member' }, 'role'],
      [{ email: newEmail(), name: 'A', role: 'staff', locale: 'de-DE' }, 'locale'],
    ] as const) {
      const response = await invite(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain(`body/${field}`);
    }
    // A member is no staff account; an unknown id is a 404.
    expect((await sendReset(taken.id)).statusCode).toBe(404);
    expect((await sendReset('no-such-account')).statusCode).toBe(404);
    // An invitee without a password is sent the invitation again, not a reset.
    const { account } = await invited();
    expect((await sendReset(account.id)).json<ErrorReply>().error.code).toBe('CONFLICT');
    // A disabled account is sent nothing.
    const off = await createAccount(shop.shop.db, 'staff');
    await shop.shop.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', off.id).execute();
    expect((await sendReset(off.id)).statusCode).toBe(409);
    expect(await mailsTo(off.email)).toEqual([]);

    const unknown = await setPassword({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(reasonOf(unknown)).toMatchObject({ path: 'token', reason: 'token-unknown' });
    const short = await setPassword({ token: 'x'.repeat(43), password: 'short' });
    expect(short.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain('body/password');
  });

  it('a link of an account disabled since it was sent opens nothing; the members page does not take a staff link', async () => {
    const { email, account, token } = await invited();
    const member = await shop.app.inject({ method: 'POST', url: '/north/api/v1/members/password-reset/confirm', payload: { token, password: NEW_PASSWORD } });
    expect(reasonOf(member)).toMatchObject({ reason: 'token-unknown' });
    await shop.shop.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', account.id).execute();
    expect(reasonOf(await setPassword({ token, password: NEW_PASSWORD }))).toMatchObject({ reason: 'token-unknown' });
    expect((await signIn(shop.app, email, NEW_PASSWORD, nextAddress())).statusCode).toBe(401);
  });

  it('of two uses of one link at the same moment, one sets the password and the other is told the link is used', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { email, token } = await invited();
      const passwords = [`first racing password ${round}`, `second racing password ${round}`];
      const answers = await Promise.all(passwords.map((password) => setPassword({ token, password })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(reasonOf(answers.find((answer) => answer.statusCode === 400)!)).toMatchObject({ reason: 'token-used' });
      const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)]!;
      expect((await signIn(shop.app, email, winner, nextAddress())).statusCode).toBe(200);
      expect((await signIn(shop.app, email, passwords.find((password) => password !== winner)!, nextAddress())).statusCode).toBe(401);
    }
  });
});
