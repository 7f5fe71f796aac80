import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { AdminApp } from './admin-app';
import { staffSession } from './shared/staff-session';

const TOKEN = 'A'.repeat(43);
const newSession = { token: 'new-staff-token', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['staff', 'viewer', 'member'] };
const refusal = (reason: string, message: string): FakeAnswer => ({ status: 400, body: { error: { code: 'VALIDATION_FAILED', message, details: [{ path: 'token', message, reason }] } } });

/** The page an e-mail's link opens: the secret in the address's fragment, as the browser has it. */
function openLink(answer: (path: string) => FakeAnswer | undefined, hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/admin/set-password${hash}`);
  const requests = stubShopApi((request) => (request.method === 'GET' ? { body: [] } : answer(request.path)));
  renderWithShop(<AdminApp />, { path: '/admin/set-password', route: '/admin/*' });
  return requests;
}

async function choose(password: string, again = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^The same password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Save my password and sign in' }));
}

describe('StaffSetPasswordPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('takes the secret out of the address bar, sends it with the password and opens the back office signed in', async () => {
    const requests = openLink((path) => (path === '/api/v1/staff/set-password' ? { body: newSession } : undefined));
    await screen.findByRole('heading', { name: 'Choose your back office password' });
    expect(window.location.hash).toBe('');
    await choose('a good long password');
    await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ token: TOKEN, password: 'a good long password' });
    expect(staffSession.read()?.token).toBe('new-staff-token');
  });

  it('replaces a session kept in this browser (an admin opening the link of someone else)', async () => {
    staffSession.save({ ...newSession, token: 'the admins token', roles: ['admin', 'staff', 'viewer', 'member'] });
    openLink((path) => (path === '/api/v1/staff/set-password' ? { body: newSession } : undefined));
    await choose('a good long password');
    await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5000 });
    expect(staffSession.read()?.token).toBe('new-staff-token');
  });

  it('checks the password before sending anything: long enough, and typed the same twice', async () => {
    const requests = openLink(() => undefined);
    await choose('short');
    await screen.findByText('A password needs at least 10 characters.');
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^The same password again/));
    await choose('a good long password', 'a good long passwort');
    await screen.findByText('The two passwords are not the same.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says what is wrong with a used or expired link and who sends a new one', async () => {
    openLink(() => refusal('token-expired', 'This link has expired: ask an admin to send you a new one.'));
    await choose('a good long password');
    await screen.findByText(/^This link has expired\. Ask an admin of the shop to send you a new one/);
    expect(screen.queryByRole('button', { name: 'Save my password and sign in' })).toBeNull();
    expect(staffSession.read()).toBeNull();
  });

  it('shows no form for a link without its secret', async () => {
    openLink(() => undefined, '');
    await screen.findByText(/^This link does not work\./);
  });
});
