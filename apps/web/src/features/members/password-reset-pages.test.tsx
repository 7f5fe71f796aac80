import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { readSession } from '../../lib/member-session';
import { renderWithShop } from '../../testing/render-with-shop';
import { ForgotPasswordPage } from './forgot-password-page';
import { NewPasswordPage } from './new-password-page';

const TOKEN = 'reset-token-of-43-characters-aaaaaaaaaaaaaa';
const session = { token: 'member-token-of-43-characters-aaaaaaaaaaaaa', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['member'] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (reason: string) =>
  json({ error: { code: 'VALIDATION_FAILED', message: 'This link does not work.', details: [{ path: 'token', message: 'no', reason }] } }, 400);

function stubServer(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof stubServer>) => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as unknown;

describe('a member who forgot their password', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks for a link in the page’s language and is told one was sent if an account uses the address', async () => {
    const fetchMock = stubServer(() => json({ status: 'link-sent-if-account' }, 202));
    renderWithShop(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'Ada@Example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/^If an account uses Ada@Example\.ca, we sent a link to it\./)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/backroom/api/v1/members/password-reset');
    expect(bodyOf(fetchMock)).toEqual({ email: 'ada@example.ca', locale: 'en-CA' });
  });

  it('says what is wrong with an address before asking, in French on a French page', async () => {
    await loadLanguage('fr-CA');
    const fetchMock = stubServer(() => json({ status: 'link-sent-if-account' }, 202));
    renderWithShop(<ForgotPasswordPage />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mot de passe oublié?');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyez-moi un lien' }));
    expect(await screen.findByText('Entrez une adresse courriel valide.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox'), 'ada@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyez-moi un lien' }));
    expect(await screen.findByText(/^Si un compte utilise ada@example\.ca/)).toBeTruthy();
    expect(bodyOf(fetchMock)).toEqual({ email: 'ada@example.ca', locale: 'fr-CA' });
  });

  it('sets a new password with the link’s secret, takes it out of the address bar and signs the member in', async () => {
    window.history.replaceState(null, '', `/members/new-password#${TOKEN}`);
    const fetchMock = stubServer(() => json(session));
    renderWithShop(<NewPasswordPage />, { path: '/members/new-password', route: '/members/new-password' });
    expect(window.location.hash).toBe('');
    await userEvent.type(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(screen.getByText('At least 10 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/New password/), ' and longer');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect((await screen.findByText('Elsewhere')).title).toBe('/members');
    expect(fetchMock.mock.calls[0]![0]).toBe('/backroom/api/v1/members/password-reset/confirm');
    expect(bodyOf(fetchMock)).toEqual({ token: TOKEN, password: 'short and longer' });
    expect(readSession()?.token).toBe(session.token);
  });

  it.each([
    ['token-expired', 'This link is more than an hour old.'],
    ['token-used', 'This link was used already.'],
    ['token-unknown', 'This link does not work: it may be cut short.'],
  ])('words a refused link (%s) and offers to ask for a new one', async (reason, words) => {
    window.history.replaceState(null, '', `/members/new-password#${TOKEN}`);
    stubServer(() => refusal(reason));
    renderWithShop(<NewPasswordPage />, { path: '/members/new-password', route: '/members/new-password' });
    await userEvent.type(screen.getByLabelText(/New password/), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/members/forgot-password');
    expect(readSession()).toBeNull();
  });

  it('a link without its secret says so at once', () => {
    window.history.replaceState(null, '', '/members/new-password');
    renderWithShop(<NewPasswordPage />, { path: '/members/new-password', route: '/members/new-password' });
    expect(screen.getByText('This link does not work: it may be cut short.')).toBeTruthy();
  });
});
