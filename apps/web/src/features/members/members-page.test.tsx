import type { Reorder } from '@backroom/core/members/reorder';
import type { OrderView } from '@backroom/core/orders/order-contract';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCart, reloadCart } from '../../lib/cart-store';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { readReorderNotice } from '../../lib/reorder-notice';
import { renderWithShop } from '../../testing/render-with-shop';
import { MembersPage } from './members-page';

const session = { token: 'member-token-of-43-characters-aaaaaaaaaaaaa', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['member'] };
const order: OrderView = {
  id: 'ABCD-EFGH-JKMN-PQRS',
  state: 'PAID',
  createdAt: '2026-11-20T15:00:00.000Z',
  items: [{ count: 1, item: { id: 'big-bloom', name: 'Big Bloom', price: 1899, regularPrice: 1899 } }],
  discountCode: null,
  discountAmount: 0,
  subtotal: 1899,
  shipping: 0,
  tax: 285,
  taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 285 }],
  total: 2184,
  paymentMethod: 'emt',
  shippingMethod: 'PICKUP',
  environment: 'PROD',
};

const reorder: Reorder = {
  orderId: order.id,
  lines: [{ item: makeItem({ id: 'big-bloom', name: 'Big Bloom', price: 2099, stock: 4 }), count: 1 }],
  changes: [{ itemId: 'big-bloom', name: 'Big Bloom', kind: 'priceUp', ordered: 1, added: 1, pastPrice: 1899, price: 2099 }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that answers the member calls; records what it was asked. */
function stubServer(answers: { signIn?: Response; register?: Response; orders?: Response; reorder?: Response; addresses?: Response; everywhere?: Response }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === `/backroom/api/v1/members/orders/${order.id}/reorder`) return answers.reorder ?? json(reorder);
    if (url === '/api/v1/members/addresses' && (_init?.method ?? 'GET') === 'GET') return answers.addresses?.clone() ?? json([]);
    if (url === '/api/v1/auth/sign-in') return answers.signIn ?? json(session);
    if (url === '/api/v1/members/register') return answers.register ?? json(session, 201);
    if (url === '/api/v1/auth/sign-out') return new Response(null, { status: 204 });
    if (url === '/api/v1/auth/sign-out-everywhere') return answers.everywhere ?? new Response(null, { status: 204 });
    if (url === '/backroom/api/v1/members/orders') return answers.orders?.clone() ?? json([order]);
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MembersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows signed-out visitors nothing but a way to sign in', () => {
    stubServer({});
    renderWithShop(<MembersPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs a member in, keeps the session, and shows their orders', async () => {
    const fetchMock = stubServer({});
    renderWithShop(<MembersPage />);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'rose@example.ca');
    await userEvent.type(screen.getByLabelText(/Password/), 'my garden password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your member page.' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'ABCD-EFGH-JKMN-PQRS' })).toBeTruthy();
    expect(screen.getByText('$21.84')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('session')!)).toEqual(session);
    const ordersCall = fetchMock.mock.calls.find(([url]) => url === '/backroom/api/v1/members/orders');
    expect(new Headers(ordersCall![1]!.headers).get('authorization')).toBe(`Bearer ${session.token}`);
  });

  it('says why a sign-in failed', async () => {
    stubServer({ signIn: json({ error: { code: 'UNAUTHORIZED', message: 'The e-mail address or password is not right.' } }, 401) });
    renderWithShop(<MembersPage />);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'rose@example.ca');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is not right.')).toBeTruthy();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('checks a registration with the server’s own rules before sending it', async () => {
    const fetchMock = stubServer({});
    renderWithShop(<MembersPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText(/First Name/), 'Rose');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Gardner');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'rose@example.ca');
    await userEvent.type(screen.getByLabelText(/Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('A password needs at least 10 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Password/), ' and longer');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your member page.' })).toBeTruthy();
  });

  it('drops a session the server no longer knows', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    stubServer({ orders: json({ error: { code: 'UNAUTHORIZED', message: 'Your session is unknown or has expired: sign in again.' } }, 401) });
    renderWithShop(<MembersPage />);
    expect(await screen.findByText('Your session has ended: please sign in again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here.');
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('signs out', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const fetchMock = stubServer({});
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here.');
    expect(localStorage.getItem('session')).toBeNull();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/auth/sign-out')).toBe(true));
  });

  it('signs out everywhere once the server has ended every session, and says so', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const fetchMock = stubServer({});
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Your account is signed out on every device.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here.');
    expect(localStorage.getItem('session')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/v1/auth/sign-out-everywhere');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${session.token}`);
  });

  it('stays signed in when signing out everywhere fails, and says why', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    stubServer({ everywhere: json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly.' } }, 503) });
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Your account could not be signed out everywhere: Try again shortly.')).toBeTruthy();
    expect(localStorage.getItem('session')).not.toBeNull();
  });

  it("puts an order back in the cart in one step, at the server's prices, and goes to the cart", async () => {
    localStorage.setItem('session', JSON.stringify(session));
    reloadCart();
    stubServer({});
    renderWithShop(<MembersPage />, { path: '/members', route: '/members' });
    await userEvent.click(await screen.findByRole('button', { name: `Order again: order ${order.id}` }));
    expect(await screen.findByTitle('/order/cart')).toBeTruthy();
    expect(readCart().items['big-bloom']).toMatchObject({ count: 1, item: { price: 2099 } });
    expect(readReorderNotice()).toEqual({ orderId: order.id, changes: reorder.changes });
  });

  it('names each order’s state, total and date in French on a French page', async () => {
    await loadLanguage('fr-CA');
    localStorage.setItem('session', JSON.stringify(session));
    stubServer({ orders: json([order, { ...order, id: 'WXYZ-EFGH-JKMN-PQRS', state: 'READY_FOR_PICKUP' }]) });
    renderWithShop(<MembersPage />, { locale: 'fr-CA' });
    const table = await screen.findByRole('table', { name: 'Vos commandes' });
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['ABCD-EFGH-JKMN-PQRS20 novembre 2026', '20 novembre 2026', 'Payée', '21,84\u00a0$', 'Commander de nouveau'],
      ['WXYZ-EFGH-JKMN-PQRS20 novembre 2026', '20 novembre 2026', 'Prête pour la cueillette', '21,84\u00a0$', 'Commander de nouveau'],
    ]);
  });

  it('checks a new address with the checkout’s rules before sending it', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const fetchMock = stubServer({});
    renderWithShop(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(screen.getByLabelText(/First Name/), 'Rose');
    await userEvent.type(screen.getByLabelText(/Postal code/), 'K7L 3N6');
    await userEvent.selectOptions(screen.getByLabelText(/Province/), 'NS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required for delivery.')).toHaveLength(3);
    expect(screen.getByText('This postal code is not in the province chosen.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('deletes a saved address only once the member confirms', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const home = { id: 'home', label: 'Home', firstName: 'Rose', lastName: 'Gardner', street: '12 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0', isDefault: true, updatedAt: '2026-11-20T15:00:00.000Z' };
    const fetchMock = stubServer({ addresses: json([home]) });
    renderWithShop(<MembersPage />);
    const card = await screen.findByRole('article', { name: 'Home' });
    expect(card.textContent).toContain('Liverpool, Nova Scotia B0T 1K0');
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(within(confirm).getByText('Home: 12 Main St, Liverpool')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toEqual(['/api/v1/members/addresses/home']));
  });
});
