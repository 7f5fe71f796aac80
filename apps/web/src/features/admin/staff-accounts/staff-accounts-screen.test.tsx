import type { StaffAccountView, StaffLinkSent } from '@backroom/core/identity/account-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { staffSession } from '../shared/staff-session';
import { StaffAccountsScreen } from './staff-accounts-screen';

const account = (email: string, extra: Partial<StaffAccountView> = {}): StaffAccountView => ({
  id: `id-${email}`,
  email,
  name: '',
  role: 'staff',
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  invitation: null,
  ...extra,
});
const WEEK_ON = '2999-12-05T15:00:00.000Z';
const kim = account('kim@example.ca');
const robin = account('robin@example.ca', { name: 'Robin Greenhouse', role: 'viewer', invitation: { sentAt: '2999-11-28T15:00:00.000Z', expiresAt: WEEK_ON } });

function openScreen(answer: (request: FakeRequest) => { status?: number; body: unknown } | undefined = () => undefined) {
  staffSession.save({ token: 'admin-token', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['admin', 'staff', 'viewer', 'member'] });
  const requests = stubShopApi((request) => (request.method === 'GET' && request.path === '/api/v1/staff' ? { body: [kim, robin] } : answer(request)));
  renderWithShop(<StaffAccountsScreen />);
  return requests;
}
const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('StaffAccountsScreen: invitations and reset links', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('invites a new member of staff by e-mail, in the language chosen, and says until when the link works', async () => {
    const requests = openScreen((request) =>
      request.path === '/staff/invitations' ? { status: 201, body: account('sam@example.ca', { name: 'Sam', invitation: { sentAt: '2999-11-28T15:00:00.000Z', expiresAt: WEEK_ON } }) } : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Sam');
    await userEvent.type(within(form).getByLabelText('Invitee e-mail'), ' Sam@Example.CA ');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Invitee role' }));
    await userEvent.click(screen.getByRole('option', { name: 'admin' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'E-mail language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Français' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText(/^An invitation was sent to sam@example\.ca\. They choose their own password; the link works until /);
    expect(posts(requests)[0]?.body).toEqual({ email: 'sam@example.ca', name: 'Sam', role: 'admin', locale: 'fr-CA' });
    expect(posts(requests)[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('checks the invitation as the server does before sending it', async () => {
    const requests = openScreen();
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await userEvent.type(within(form).getByLabelText('Invitee e-mail'), 'sam@example.ca');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await within(form).findByText('Enter their name.');
    expect(posts(requests)).toEqual([]);
  });

  it('lists the invitations not taken up yet apart, and sends one again', async () => {
    const sent: StaffLinkSent = { email: robin.email, purpose: 'invitation', expiresAt: WEEK_ON };
    const requests = openScreen((request) => (request.path === `/staff/${robin.id}/invitation` ? { status: 202, body: sent } : undefined));
    const pending = await screen.findByRole('table', { name: 'Invitations not taken up yet' });
    within(pending).getByRole('cell', { name: 'Robin Greenhouse' });
    const accounts = screen.getByRole('table', { name: 'Staff accounts' });
    expect(within(accounts).queryByRole('cell', { name: robin.email })).toBeNull();
    // An invitee has no password yet: the reset link is for the others.
    expect(screen.queryByRole('button', { name: `Send reset link to ${robin.email}` })).toBeNull();
    await userEvent.click(within(pending).getByRole('button', { name: `Re-send invitation to ${robin.email}` }));
    await screen.findByText(/^The invitation was sent again to robin@example\.ca\. The new link works until .+; the older one no longer does\.$/);
    expect(posts(requests)[0]?.path).toBe(`/staff/${robin.id}/invitation`);
  });

  it('sends a reset link after asking the language, and says the sessions go on until it is used', async () => {
    const sent: StaffLinkSent = { email: kim.email, purpose: 'reset', expiresAt: '2999-11-28T16:00:00.000Z' };
    const requests = openScreen((request) => (request.path === `/staff/${kim.id}/password-link` ? { status: 202, body: sent } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: `Send reset link to ${kim.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Send a reset link to ${kim.email}?` });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'E-mail language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Français' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await screen.findByText(/^A reset link was sent to kim@example\.ca\. It works once, until .+; they stay signed in until they use it\.$/);
    expect(posts(requests)[0]?.body).toEqual({ locale: 'fr-CA' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog and sends nothing else", async () => {
    openScreen(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'The account kim@example.ca is disabled: enable it first, then send the link.' } } }));
    await userEvent.click(await screen.findByRole('button', { name: `Send reset link to ${kim.email}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await within(dialog).findByText('The account kim@example.ca is disabled: enable it first, then send the link.');
  });
});
