import { randomUUID } from 'node:crypto';
import type { EmailChangeRequested, SignedIn } from '@backroom/core/identity/account-contract';
import type { MemberData } from '@backroom/core/members/member-data';
import type { SubmittedOrder } from '@backroom/core/orders/order-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, FIXTURE_PASSWORD, signIn, signedInAccount } from '../testing/account-fixtures.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { readMessage } from '../testing/mail-message.js';
import { cartOf } from '../testing/order-fixtures.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { SmtpSink, type SunkMessage } from '../testing/smtp-sink.js';
import { DIALECTS } from '../testing/test-shop.js';

type ErrorReply = { error: { code: string; message: string; details?: Array<{ path: string; reason?: string }> } };

const START = new Date('2026-11-28T15:00:00.000Z');
const EMAIL_LINK = /\/members\/confirm-email#([A-Za-z0-9_-]{43})/;
const NEW_PASSWORD = 'a brand new garden password';

describe.each(DIALECTS)("a signed-in member's own account, on %s", (dialect) => {
  const sink = new SmtpSink();
  let now = START;
  const shop = shopUnderTest(dialect, {
    app: async () => ({ smtpUrl: await sink.start(), clock: () => now }),
    seed: [fixtureCatalogue('north'), fixtureCatalogue('south')],
  });
  let addresses = 0;
  beforeEach(() => {
    sink.messages.length = 0;
    now = START;
  });
  const nextAddress = () => `10.31.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const post = (url: string, token: string | null, payload: object, remoteAddress = nextAddress()) =>
    shop.app.inject({ method: 'POST', url, payload, remoteAddress, headers: token ? bearer(token) : {} });
  const changePassword = (token: string, payload: object, remoteAddress?: string) => post('/north/api/v1/members/password', token, payload, remoteAddress);
  const changeEmail = (token: string, payload: object, remoteAddress?: string) => post('/north/api/v1/members/email', token, payload, remoteAddress);
  const confirmEmail = (token: string) => post('/north/api/v1/members/email/confirm', null, { token });
  const deleteAccount = (token: string, payload: object, remoteAddress?: string) => post('/api/v1/members/account/delete', token, payload, remoteAddress);
  const exportData = (token: string) => shop.app.inject({ method: 'GET', url: '/api/v1/members/data', headers: bearer(token) });
  const ordersOf = (token: string) => shop.app.inject({ url: '/north/api/v1/members/orders', headers: bearer(token) });
  async function mailsTo(email: string): Promise<SunkMessage[]> {
    await shop.app.orderMailer.idle();
    return sink.messages.filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()));
  }
  const reasonOf = (response: { json: <T>() => T }) => response.json<ErrorReply>().error.details?.[0];
  async function emailLinkFor(member: { token: string }, newEmail: string): Promise<string> {
    const asked = await changeEmail(member.token, { currentPassword: FIXTURE_PASSWORD, newEmail });
    expect(asked.statusCode, asked.body).toBe(202);
    const [mail] = await mailsTo(newEmail);
    return EMAIL_LINK.exec(readMessage(mail!.data).text)![1]!;
  }
  const placeOrder = async (store: string, token: string) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/${store}/api/v1/order/submit`,
      headers: { 'idempotency-key': randomUUID(), ...bearer(token) },
      payload: { cart: cartOf({ 'alpha-bloom': 2 }) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SubmittedOrder>().id;
  };
  const auditOf = (entityId: string) => shop.shop.db.selectFrom('audit_log').selectAll().where('entity', '=', 'member-account').where('entity_id', '=', entityId).orderBy('at').execute();

  describe('change of password', () => {
    it('with the current password: this session stays, every other ends, the old password stops working and a notice is mailed', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const otherDevice = (await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).json<SignedIn>().token;
      const changed = await changePassword(member.token, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.statusCode, changed.body).toBe(204);

      expect((await ordersOf(member.token)).statusCode).toBe(200);
      expect((await ordersOf(otherDevice)).statusCode).toBe(401);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
      expect((await signIn(shop.app, member.email, NEW_PASSWORD, nextAddress())).statusCode).toBe(200);

      const [notice] = await mailsTo(member.email);
      const read = readMessage(notice!.data);
      expect(read.subject).toMatch(/password was changed$/);
      expect(read.text).toContain('If this was not you, choose a new password now');
      expect(read.text).toContain('/members/forgot-password');
      expect(read.html).toContain('lang="en-CA"');
    });

    it('writes the notice in French to a member who changed it in French', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      expect((await changePassword(member.token, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD, locale: 'fr-CA' })).statusCode).toBe(204);
      const read = readMessage((await mailsTo(member.email))[0]!.data);
      expect(read.subject).toMatch(/a été changé$/);
      expect(read.text).toContain('Si ce n’était pas vous');
      expect(read.html).toContain('lang="fr-CA"');
    });

    it('refuses a wrong current password and a short new one, changing nothing; five wrong guesses lock like five failed sign-ins', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const short = await changePassword(member.token, { currentPassword: FIXTURE_PASSWORD, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain('body/newPassword');
      for (let guess = 1; guess <= 5; guess += 1) {
        const wrong = await changePassword(member.token, { currentPassword: `guess number ${guess}`, newPassword: NEW_PASSWORD });
        expect(wrong.statusCode).toBe(400);
        expect(reasonOf(wrong)).toMatchObject({ path: 'currentPassword', reason: 'password-wrong' });
      }
      const locked = await changePassword(member.token, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(429);
      now = new Date(START.getTime() + 15 * 60_000 + 1);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
      expect(await mailsTo(member.email)).toEqual([]);
    });

    it('is only for a signed-in member: 401 without a session, 403 for staff', async () => {
      const anonymous = await shop.app.inject({ method: 'POST', url: '/north/api/v1/members/password', payload: { currentPassword: 'x', newPassword: NEW_PASSWORD } });
      expect(anonymous.statusCode).toBe(401);
      const staff = await signedInAccount(shop.app, shop.shop.db, 'staff');
      expect((await changePassword(staff.token, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(403);
      expect((await signIn(shop.app, staff.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
    });
  });

  describe('change of e-mail', () => {
    it('sends a one-hour link to the new address and a notice to the old; the address changes only when the link is opened', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const newEmail = `moved-${randomUUID().slice(0, 8)}@example.ca`;
      const asked = await changeEmail(member.token, { currentPassword: FIXTURE_PASSWORD, newEmail: newEmail.toUpperCase() });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json<EmailChangeRequested>()).toEqual({ status: 'link-sent', newEmail });

      const [link] = await mailsTo(newEmail);
      const linkMail = readMessage(link!.data);
      expect(linkMail.subject).toMatch(/^Confirm your new e-mail address/);
      expect(linkMail.text).toContain('works once, for one hour');
      const token = EMAIL_LINK.exec(linkMail.text)![1]!;
      const [notice] = await mailsTo(member.email);
      const noticeMail = readMessage(notice!.data);
      expect(noticeMail.text).toContain(newEmail);
      expect(noticeMail.text).toContain('/members/forgot-password');
      expect(noticeMail.text).not.toMatch(EMAIL_LINK);

      const rows = await shop.shop.db.selectFrom('email_change_tokens').selectAll().where('account_id', '=', member.id).execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      // Not yet: the old address still signs in, the new one does not.
      expect((await signIn(shop.app, newEmail, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);

      now = new Date(START.getTime() + 60 * 60_000 - 1);
      const confirmed = await confirmEmail(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ email: newEmail });
      expect((await signIn(shop.app, newEmail, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
      // The session stays: the password did not change.
      expect((await ordersOf(member.token)).statusCode).toBe(200);
      expect(reasonOf(await confirmEmail(token))).toMatchObject({ path: 'token', reason: 'token-used' });
    });

    it('a link works for an hour, not a second more; an unknown link is refused', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const newEmail = `late-${randomUUID().slice(0, 8)}@example.ca`;
      const token = await emailLinkFor(member, newEmail);
      now = new Date(START.getTime() + 60 * 60_000);
      expect(reasonOf(await confirmEmail(token))).toMatchObject({ reason: 'token-expired' });
      expect(reasonOf(await confirmEmail('x'.repeat(43)))).toMatchObject({ reason: 'token-unknown' });
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
    });

    it('refuses an address another account uses (409, as registration does), its own address, and a wrong password, sending nothing', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const other = await createAccount(shop.shop.db, 'member');
      const taken = await changeEmail(member.token, { currentPassword: FIXTURE_PASSWORD, newEmail: other.email });
      expect(taken.statusCode).toBe(409);
      expect(reasonOf(taken)).toMatchObject({ path: 'newEmail', reason: 'email-taken' });
      const same = await changeEmail(member.token, { currentPassword: FIXTURE_PASSWORD, newEmail: member.email });
      expect(reasonOf(same)).toMatchObject({ reason: 'email-unchanged' });
      const wrong = await changeEmail(member.token, { currentPassword: 'not my password', newEmail: 'fresh@example.ca' });
      expect(wrong.statusCode).toBe(400);
      expect(reasonOf(wrong)).toMatchObject({ path: 'currentPassword', reason: 'password-wrong' });
      const bad = await changeEmail(member.token, { currentPassword: FIXTURE_PASSWORD, newEmail: 'not an address' });
      expect(bad.json<ErrorReply>().error.details?.map((detail) => detail.path)).toContain('body/newEmail');
      expect(await mailsTo(member.email)).toEqual([]);
      expect(await mailsTo(other.email)).toEqual([]);
      expect(await mailsTo('fresh@example.ca')).toEqual([]);
    });

    it('refuses the link when another account took the address meanwhile, changing nothing', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const newEmail = `contested-${randomUUID().slice(0, 8)}@example.ca`;
      const token = await emailLinkFor(member, newEmail);
      await createAccount(shop.shop.db, 'member', newEmail);
      const refused = await confirmEmail(token);
      expect(refused.statusCode).toBe(409);
      expect(reasonOf(refused)).toMatchObject({ reason: 'email-taken' });
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(200);
    });

    it('a change of password ends the pending links', async () => {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const token = await emailLinkFor(member, `pending-${randomUUID().slice(0, 8)}@example.ca`);
      expect((await changePassword(member.token, { currentPassword: FIXTURE_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
      expect(reasonOf(await confirmEmail(token))).toMatchObject({ reason: 'token-used' });
    });

    it('of two confirms of one link at the same moment, one moves the account and the other is told the link is used', async () => {
      for (let round = 0; round < 5; round += 1) {
        const member = await signedInAccount(shop.app, shop.shop.db, 'member');
        const newEmail = `race-${round}-${randomUUID().slice(0, 8)}@example.ca`;
        const token = await emailLinkFor(member, newEmail);
        const answers = await Promise.all([confirmEmail(token), confirmEmail(token)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
        expect(reasonOf(answers.find((answer) => answer.statusCode === 400)!)).toMatchObject({ reason: 'token-used' });
        const account = await shop.shop.db.selectFrom('accounts').select('email').where('id', '=', member.id).executeTakeFirstOrThrow();
        expect(account.email).toBe(newEmail);
        sink.messages.length = 0;
      }
    });
  });

  describe('PIPEDA', () => {
    async function memberWithData() {
      const member = await signedInAccount(shop.app, shop.shop.db, 'member');
      const north = await placeOrder('north', member.token);
      const south = await placeOrder('south', member.token);
      const address = await post('/api/v1/members/addresses', member.token, {
        label: 'Home',
        firstName: 'Sam',
        lastName: 'Fixture',
        street: '1 Main St',
        additional: '',
        city: 'Halifax',
        province: 'NS',
        postal: 'B3H 1A1',
      });
      expect(address.statusCode, address.body).toBe(201);
      const at = START.toISOString();
      await shop.shop.db
        .insertInto('stock_alerts')
        .values({
          id: randomUUID(),
          store_id: 'north',
          item_id: 'alpha-bloom',
          item_name: 'Alpha Bloom',
          email: member.email,
          email_key: member.email,
          locale: 'en-CA',
          state: 'CONFIRMED',
          token_hash: randomUUID(),
          notice_token_hash: null,
          consent_text: 'E-mail me once when it is back.',
          consent_at: at,
          consent_ip: '203.0.113.9',
          confirmed_at: at,
          confirmed_ip: '203.0.113.9',
          claimed_at: null,
          claim_id: null,
          attempts: 0,
          ended_at: null,
          created_at: at,
        })
        .execute();
      await shop.shop.db
        .insertInto('left_carts')
        .values({
          store_id: 'north',
          id: randomUUID(),
          token: randomUUID(),
          email: member.email,
          locale: 'en-CA',
          lines: JSON.stringify([{ itemId: 'alpha-bloom', count: 1 }]),
          consent_at: at,
          consent_wording: 'Remind me of this cart once.',
          consent_ip: '203.0.113.9',
          created_at: at,
          updated_at: at,
          status: 'waiting',
          ended_at: null,
        })
        .execute();
      return { ...member, orders: [north, south] };
    }

    it('a member downloads their data as a JSON file: account, addresses, every store’s orders with lines, alerts and reminders; audited', async () => {
      const member = await memberWithData();
      const other = await memberWithData();
      const response = await exportData(member.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe('attachment; filename="member-data-2026-11-28.json"');
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.json<MemberData>();
      expect(data.account).toMatchObject({ id: member.id, email: member.email, firstName: 'Sam', lastName: 'Fixture' });
      expect(response.body).not.toContain('argon2');
      expect(data.savedAddresses.map((address) => address.street)).toEqual(['1 Main St']);
      expect(data.orders.map((order) => [order.store, order.id])).toEqual([
        ['north', member.orders[0]],
        ['south', member.orders[1]],
      ]);
      expect(data.orders[0]!.items.map((line) => line.count)).toContain(2);
      expect(data.stockAlerts).toMatchObject([{ store: 'north', itemName: 'Alpha Bloom', state: 'CONFIRMED', consentText: 'E-mail me once when it is back.' }]);
      expect(data.leftCartReminders).toMatchObject([{ store: 'north', status: 'waiting', lines: [{ itemId: 'alpha-bloom', count: 1 }] }]);
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain(other.orders[0]);

      const audit = await auditOf(member.id);
      expect(audit).toMatchObject([{ action: 'export-data', actor: `member:${member.id}`, store_id: null }]);
      expect(JSON.parse(audit[0]!.after!)).toEqual({ orders: 2, savedAddresses: 1, stockAlerts: 1, leftCartReminders: 1 });
      expect((await shop.app.inject({ url: '/api/v1/members/data' })).statusCode).toBe(401);
    });

    it('a member deletes their account: orders stay without them, the rest goes, the old sign-in fails, the address registers again; audited', async () => {
      const member = await memberWithData();
      const otherDevice = (await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).json<SignedIn>().token;
      await post('/north/api/v1/members/password-reset', null, { email: member.email });
      const pendingEmail = await emailLinkFor(member, `never-${randomUUID().slice(0, 8)}@example.ca`);

      const wrong = await deleteAccount(member.token, { currentPassword: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(reasonOf(wrong)).toMatchObject({ reason: 'password-wrong' });
      expect((await ordersOf(member.token)).statusCode).toBe(200);

      const deleted = await deleteAccount(member.token, { currentPassword: FIXTURE_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await ordersOf(member.token)).statusCode).toBe(401);
      expect((await ordersOf(otherDevice)).statusCode).toBe(401);
      expect((await signIn(shop.app, member.email, FIXTURE_PASSWORD, nextAddress())).statusCode).toBe(401);
      expect(reasonOf(await confirmEmail(pendingEmail))).toMatchObject({ reason: 'token-unknown' });

      const db = shop.shop.db;
      const orders = await db.selectFrom('orders').select(['id', 'member_id', 'customer_email']).where('id', 'in', member.orders).execute();
      expect(orders).toHaveLength(2);
      expect(orders.every((order) => order.member_id === null)).toBe(true);
      expect(await db.selectFrom('saved_addresses').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
      expect(await db.selectFrom('staff_sessions').select('token_hash').where('account_id', '=', member.id).execute()).toEqual([]);
      expect(await db.selectFrom('password_reset_tokens').select('token_hash').where('account_id', '=', member.id).execute()).toEqual([]);
      expect(await db.selectFrom('email_change_tokens').select('token_hash').where('account_id', '=', member.id).execute()).toEqual([]);
      expect(await db.selectFrom('stock_alerts').select('id').where('email_key', '=', member.email).execute()).toEqual([]);
      expect(await db.selectFrom('left_carts').select('id').where('email', '=', member.email).execute()).toEqual([]);

      const audit = await auditOf(member.id);
      expect(audit.map((entry) => entry.action)).toEqual(['delete-account']);
      expect(JSON.parse(audit[0]!.after!)).toEqual({ ordersKept: 2, savedAddresses: 1, stockAlerts: 1, leftCartReminders: 1 });
      expect(JSON.stringify(audit)).not.toContain(member.email);

      const again = await post('/api/v1/members/register', null, { email: member.email, password: NEW_PASSWORD, firstName: 'Sam', lastName: 'Again' });
      expect(again.statusCode, again.body).toBe(201);
      const fresh = again.json<SignedIn>().token;
      const data = (await exportData(fresh)).json<MemberData>();
      expect(data.orders).toEqual([]);
      expect(data.savedAddresses).toEqual([]);
    });
  });
});
