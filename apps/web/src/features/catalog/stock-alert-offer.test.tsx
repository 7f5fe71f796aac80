import { makeItem } from '@backroom/core/testing/make-item';
import { stockAlertConsentText } from '@backroom/core/stock-alerts/stock-alert-consent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClientConfig, renderWithShop } from '../../testing/render-with-shop';
import { ItemDialog } from './item-dialog';

const soldOut = makeItem({ id: 'tiger-bloom', name: 'Tiger Bloom', price: 2499, stock: 0 });
const inStock = makeItem({ id: 'big-bloom', name: 'Big Bloom', price: 1899, stock: 12 });
const retired = makeItem({ id: 'retired', name: 'Old Feed', discontinued: true, stock: 0 });
// A shop that sells no gift cards (the dialog asks before it offers Add to Cart).
const items: Record<string, unknown> = { '/backroom/api/v1/gift-card-items': [], '/backroom/api/v1/items/tiger-bloom': soldOut, '/backroom/api/v1/items/big-bloom': inStock, '/backroom/api/v1/items/retired': retired };

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST' && url === '/backroom/api/v1/items/tiger-bloom/stock-alerts') {
    return new Response(JSON.stringify({ status: 'confirmation-sent' }), { status: 202 });
  }
  const answer = items[url];
  return answer ? new Response(JSON.stringify(answer), { status: 200 }) : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
});

const openItem = (itemId: string) =>
  renderWithShop(<ItemDialog />, { path: `/item/${itemId}`, route: '/item/:itemId', state: { from: '/category/nutrients' }, config: makeClientConfig() });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe("the item dialog's back-in-stock alert", () => {
  it('is not offered for an item in stock', async () => {
    openItem('big-bloom');
    await screen.findByText('12 in stock');
    expect(screen.queryByRole('button', { name: 'Tell me when it’s back' })).toBeNull();
  });

  it('is not offered for a discontinued item (it will not come back)', async () => {
    openItem('retired');
    await screen.findByRole('dialog', { name: /Old Feed/ });
    expect(screen.queryByRole('button', { name: 'Tell me when it’s back' })).toBeNull();
  });

  it('asks for an address and the unticked consent box, and sends only with both', async () => {
    const user = userEvent.setup();
    openItem('tiger-bloom');
    await user.click(await screen.findByRole('button', { name: 'Tell me when it’s back' }));
    const form = await screen.findByRole('form', { name: 'Get one e-mail when it’s back' });
    const consentText = stockAlertConsentText('en-CA', makeClientConfig().general.product_name);
    const box = within(form).getByRole('checkbox', { name: consentText });
    expect((box as HTMLInputElement).checked).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Send me the confirmation e-mail' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter your e-mail address, like name@example.ca.');
    await user.type(within(form).getByLabelText('Email Address'), 'grace@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Send me the confirmation e-mail' }));
    expect(within(form).getByRole('alert').textContent).toBe('Tick the box to agree to the e-mail.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Send me the confirmation e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Check your e-mail: we sent a link to grace@example.ca.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: 'grace@example.ca', consent: true, locale: 'en-CA' });
  });
});
