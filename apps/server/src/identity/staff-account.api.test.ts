import type { SignedIn, StaffAccountView } from '@backroom/core/identity/account-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../audit/audit-log.js';
import { bearer, signedInAccount, signIn } from '../testing/account-fixtures.js';
import { createTestShop, DIALECTS, type TestShop } from '../testing/test-shop.js';
import { runStaffCommand, StaffCommandError } from './staff-command.js';

type ErrorReply = { error: { code: string; message: string } };

describe.each(DIALECTS)('staff accounts on %s', (dialect) => {
  let shop: TestShop;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    shop = await createTestShop(dialect);
    admin = await signedInAccount(shop.app, shop.shop.db, 'admin');
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin.token) =>
    shop.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('an admin creates a staff account that can sign in, and the audit log says who did it', async () => {
    const created = await call('POST', '/api/v1/staff', { email: ' Kim@Example.CA ', password: 'a long enough password', role: 'staff' });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<StaffAccountView>();
    expect(account).toMatchObject({ email: 'kim@example.ca', role: 'staff', disabled: false });
    expect(created.body).not.toContain('password');

    const signedIn = await signIn(shop.app, 'KIM@example.ca', 'a long enough password');
    expect(signedIn.json<SignedIn>().roles).toEqual(['staff', 'viewer', 'member']);

    const listed = (await call('GET', '/api/v1/staff')).json<StaffAccountView[]>();
    expect(listed.map((entry) => entry.email)).toContain('kim@example.ca');
    const trail = await auditTrail(shop.shop.db, null, 'staff', account.id);
    expect(trail.map((row) => [row.action, row.actor])).toEqual([
      ['sign-in', 'staff:kim@example.ca'],
      ['create', `staff:${admin.email}`],
    ]);
    const entry = trail[1];
    expect(JSON.parse(entry!.after!)).toEqual({ email: 'kim@example.ca', role: 'staff', disabled: false });
  });

  it('refuses a second account for the same e-mail, whatever its case, and a short password', async () => {
    await call('POST', '/api/v1/staff', { email: 'lee@example.ca', password: 'a long enough password', role: 'viewer' });
    const again = await call('POST', '/api/v1/staff', { email: 'LEE@example.ca', password: 'another long password', role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorReply>().error.code).toBe('CONFLICT');
    const short = await call('POST', '/api/v1/staff', { email: 'pat@example.ca', password: 'short', role: 'staff' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
  });

  it('disabling an account ends its sessions at once; a stale copy is refused', async () => {
    const kim = await signedInAccount(shop.app, shop.shop.db, 'staff');
    const [account] = (await call('GET', '/api/v1/staff')).json<StaffAccountView[]>().filter((entry) => entry.email === kim.email);
    const disabled = await call('PATCH', `/api/v1/staff/${account!.id}`, { disabled: true, updatedAt: account!.updatedAt });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<StaffAccountView>()).toMatchObject({ disabled: true });

    const roles = await shop.app.inject({ method: 'GET', url: '/api/v1/user/roles', headers: bearer(kim.token) });
    expect(roles.statusCode).toBe(401);
    expect((await signIn(shop.app, kim.email)).statusCode).toBe(401);

    const stale = await call('PATCH', `/api/v1/staff/${account!.id}`, { disabled: false, updatedAt: account!.updatedAt });
    expect(stale.statusCode).toBe(409);
    const trail = await auditTrail(shop.shop.db, null, 'staff', account!.id);
    expect(trail.filter((row) => row.action === 'update')).toHaveLength(1);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const [self] = (await call('GET', '/api/v1/staff')).json<StaffAccountView[]>().filter((entry) => entry.email === admin.email);
    const response = await call('PATCH', `/api/v1/staff/${self!.id}`, { role: 'viewer', updatedAt: self!.updatedAt });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorReply>().error.message).toContain('your own account');
  });

  it('members are not staff accounts', async () => {
    const member = await signedInAccount(shop.app, shop.shop.db, 'member');
    expect((await call('GET', '/api/v1/staff')).json<StaffAccountView[]>().map((entry) => entry.email)).not.toContain(member.email);
    const patch = await call('PATCH', `/api/v1/staff/${member.id}`, { role: 'admin', updatedAt: 'x' });
    expect(patch.statusCode).toBe(404);
  });

  describe('the staff command', () => {
    const run = async (argv: string[], env: Record<string, string> = {}, typed = '') => {
      const printed: string[] = [];
      await runStaffCommand(shop.shop, argv, { env, readPassword: async () => typed, print: (line) => printed.push(line) });
      return printed.join('\n');
    };

    it('adds an account whose password comes from STAFF_PASSWORD or the prompt, lists, disables and resets it', async () => {
      expect(await run(['add', 'Owner@Example.ca', '--role', 'admin'], { STAFF_PASSWORD: 'the owner password' })).toBe('Created admin account owner@example.ca.');
      expect((await signIn(shop.app, 'owner@example.ca', 'the owner password')).statusCode).toBe(200);
      expect(await run(['add', 'clerk@example.ca', '--role', 'staff'], {}, 'typed at the prompt')).toBe('Created staff account clerk@example.ca.');
      expect((await signIn(shop.app, 'clerk@example.ca', 'typed at the prompt')).statusCode).toBe(200);

      expect(await run(['list'])).toMatch(/^owner@example\.ca\tadmin\tsince \d{4}-\d\d-\d\d$/m);
      expect(await run(['disable', 'clerk@example.ca'])).toContain('disabled');
      expect(await run(['list'])).toMatch(/^clerk@example\.ca\tstaff\tdisabled\t/m);
      expect(await run(['enable', 'clerk@example.ca'])).toContain('enabled');
      expect(await run(['passwd', 'clerk@example.ca'], { STAFF_PASSWORD: 'a brand new password' })).toContain('New password set');
      expect((await signIn(shop.app, 'clerk@example.ca', 'typed at the prompt')).statusCode).toBe(401);
      expect((await signIn(shop.app, 'clerk@example.ca', 'a brand new password')).statusCode).toBe(200);
      const trail = await shop.shop.db.selectFrom('audit_log').select('actor').where('actor', '=', 'system:staff-command').execute();
      expect(trail.length).toBeGreaterThanOrEqual(5);
    });

    it('says clearly what is wrong', async () => {
      await expect(run(['add', 'x@example.ca'])).rejects.toThrow(/--role admin/);
      await expect(run(['add', 'x@example.ca', '--role', 'owner'])).rejects.toThrow(StaffCommandError);
      await expect(run(['add', 'not-an-email', '--role', 'staff'], { STAFF_PASSWORD: 'long enough password' })).rejects.toThrow(/not an e-mail/);
      await expect(run(['add', 'x@example.ca', '--role', 'staff'], { STAFF_PASSWORD: 'short' })).rejects.toThrow(/at least 10 characters/);
      await expect(run(['add', 'owner@example.ca', '--role', 'staff'], { STAFF_PASSWORD: 'long enough password' })).rejects.toThrow(/already an account/);
      await expect(run(['disable', 'nobody@example.ca'])).rejects.toThrow(/no staff account/);
      await expect(run(['frobnicate'])).rejects.toThrow(/no command 'frobnicate'/);
      expect(await run([])).toContain('Usage: npm run staff');
    });
  });
});
