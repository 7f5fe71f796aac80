import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { renderWithShop } from '../../testing/render-with-shop';
import { ConfirmEmailPage } from './confirm-email-page';
import { MembersPage } from './members-page';

const session = { token: 'member-token-of-43-characters-aaaaaaaaaaaaa', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['member'] };
const TOKEN = 'email-token-of-43-characters-aaaaaaaaaaaaaa';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, path: string, reason: string) =>
  json({ error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message: 'Refused.', details: [{ path, message: 'Refused.', reason }] } }, status);

/** A server for the members page, with the account calls answered by `account`. */
function stubServer(account: (url: string, init?: RequestInit) => Response | undefined) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = account(url, init);
    if (answer) return answer;
    if (url === '/api/v1/members/addresses') return json([]);
    if (url === '/backroom/api/v1/members/orders') return json([]);
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const callTo = (fetchMock: ReturnType<typeof stubServer>, url: string) => fetchMock.mock.calls.find(([called]) => called === url);
const bodyOf = (call: ReturnType<typeof callTo>) => JSON.parse(String(call![1]!.body)) as unknown;

describe("a member's own account on the members page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('changes the password with the current one, and words a wrong current password by its reason', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    let wrong = true;
    const fetchMock = stubServer((url) =>
      url === '/backroom/api/v1/members/password' ? (wrong ? refusal(400, 'currentPassword', 'password-wrong') : new Response(null, { status: 204 })) : undefined,
    );
    renderWithShop(<MembersPage />);
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'not it');
    await userEvent.type(within(form).getByLabelText(/New password/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(within(form).getByText('At least 10 characters.')).toBeTruthy();
    expect(callTo(fetchMock, '/backroom/api/v1/members/password')).toBeUndefined();

    await userEvent.type(within(form).getByLabelText(/New password/), ' but longer now');
    await userEvent.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(await within(form).findByText('Your current password is not right.')).toBeTruthy();
    expect(bodyOf(callTo(fetchMock, '/backroom/api/v1/members/password'))).toEqual({ currentPassword: 'not it', newPassword: 'short but longer now', locale: 'en-CA' });

    wrong = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(await within(form).findByText(/^Your password is changed\. Every other device is signed out/)).toBeTruthy();
    expect(localStorage.getItem('session')).not.toBeNull();
  });

  it('asks for a change of e-mail in French, says where the link went, and words a taken address', async () => {
    await loadLanguage('fr-CA');
    localStorage.setItem('session', JSON.stringify(session));
    let taken = true;
    const fetchMock = stubServer((url) =>
      url === '/backroom/api/v1/members/email'
        ? taken
          ? refusal(409, 'newEmail', 'email-taken')
          : json({ status: 'link-sent', newEmail: 'nouvelle@example.ca' }, 202)
        : undefined,
    );
    renderWithShop(<MembersPage />, { locale: 'fr-CA' });
    const form = await screen.findByRole('form', { name: 'Changer votre adresse courriel' });
    await userEvent.type(within(form).getByLabelText(/Nouvelle adresse courriel/), 'Nouvelle@Example.ca');
    await userEvent.type(within(form).getByLabelText(/Mot de passe actuel/), 'mon mot de passe');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer un lien à la nouvelle adresse' }));
    expect(await within(form).findByText('Un autre compte utilise déjà cette adresse.')).toBeTruthy();
    expect(bodyOf(callTo(fetchMock, '/backroom/api/v1/members/email'))).toEqual({ currentPassword: 'mon mot de passe', newEmail: 'nouvelle@example.ca', locale: 'fr-CA' });
    taken = false;
    await userEvent.type(within(form).getByLabelText(/Mot de passe actuel/), 'mon mot de passe');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer un lien à la nouvelle adresse' }));
    expect(await within(form).findByText(/^Nous avons envoyé un lien à nouvelle@example\.ca\./)).toBeTruthy();
  });

  it('downloads the data as a JSON file named by its date', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:data'), revokeObjectURL: () => undefined }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('member-data-2026-11-28.json');
    });
    const fetchMock = stubServer((url) => (url === '/api/v1/members/data' ? json({ exportedAt: '2026-11-28T15:00:00.000Z', orders: [] }) : undefined));
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(new Headers(callTo(fetchMock, '/api/v1/members/data')![1]!.headers).get('authorization')).toBe(`Bearer ${session.token}`);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text)).toEqual({ exportedAt: '2026-11-28T15:00:00.000Z', orders: [] });
    clicked.mockRestore();
  });

  it('deletes the account only after a confirm step with the password, then signs out and says so', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    let wrong = true;
    const fetchMock = stubServer((url) =>
      url === '/api/v1/members/account/delete' ? (wrong ? refusal(400, 'currentPassword', 'password-wrong') : new Response(null, { status: 204 })) : undefined,
    );
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callTo(fetchMock, '/api/v1/members/account/delete')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const again = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.type(within(again).getByLabelText(/Current password/), 'not it');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await within(again).findByText('Your current password is not right.')).toBeTruthy();
    expect(localStorage.getItem('session')).not.toBeNull();

    wrong = false;
    await userEvent.click(within(again).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/^Your account is deleted\./)).toBeTruthy();
    expect(localStorage.getItem('session')).toBeNull();
    expect(bodyOf(callTo(fetchMock, '/api/v1/members/account/delete'))).toEqual({ currentPassword: 'not it' });
  });
});

describe('the page a change-of-e-mail link opens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('takes the secret out of the address bar and moves the account with one click', async () => {
    window.history.replaceState(null, '', `/members/confirm-email#${TOKEN}`);
    const fetchMock = stubServer((url) => (url === '/backroom/api/v1/members/email/confirm' ? json({ email: 'new@example.ca' }) : undefined));
    renderWithShop(<ConfirmEmailPage />, { path: '/members/confirm-email', route: '/members/confirm-email' });
    expect(window.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my new address' }));
    expect(await screen.findByText(/^Your account now uses new@example\.ca\./)).toBeTruthy();
    expect(bodyOf(callTo(fetchMock, '/backroom/api/v1/members/email/confirm'))).toEqual({ token: TOKEN });
  });

  it('words a used link and a taken address by their reasons, in French', async () => {
    await loadLanguage('fr-CA');
    for (const [answer, words] of [
      [refusal(400, 'token', 'token-used'), 'Ce lien a déjà été utilisé.'],
      [refusal(409, 'newEmail', 'email-taken'), /^Un autre compte a pris cette adresse entre-temps/],
    ] as const) {
      window.history.replaceState(null, '', `/members/confirm-email#${TOKEN}`);
      stubServer((url) => (url === '/backroom/api/v1/members/email/confirm' ? answer.clone() : undefined));
      const view = renderWithShop(<ConfirmEmailPage />, { path: '/members/confirm-email', route: '/members/confirm-email', locale: 'fr-CA' });
      await userEvent.click(screen.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
      expect(await screen.findByText(words)).toBeTruthy();
      view.unmount();
    }
  });
});
