import type { StaffGiftCard } from '@backroom/core/gift-cards/gift-card-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { GiftCardsScreen } from './gift-cards-screen';

afterEach(() => vi.unstubAllGlobals());

const sold: StaffGiftCard = {
  id: 'gc_1',
  test: false,
  last4: 'PQRS',
  state: 'ACTIVE',
  issuedHow: 'SOLD',
  orderId: 'K7QX2M9P4TZA',
  initialAmount: 6000,
  balance: 2500,
  recipientName: 'Marie Dupont',
  recipientEmail: 'marie@example.ca',
  message: '',
  deliverOn: null,
  deliveredAt: '2026-11-20T12:00:00.000Z',
  note: '',
  createdAt: '2026-11-20T11:00:00.000Z',
  expiresAt: null,
  fees: 0,
};

/** Sold on a TEST order: worth nothing. */
const testCard: StaffGiftCard = { ...sold, id: 'gc_t', test: true, last4: 'TTTT', recipientName: 'Tess Tester', recipientEmail: 'tess@example.ca' };

const history = [
  { kind: 'ISSUED', amount: 6000, balanceAfter: 6000, orderId: 'K7QX2M9P4TZA', note: '', actor: 'shopper', at: '2026-11-20T11:00:00.000Z' },
  { kind: 'REDEEMED', amount: -3500, balanceAfter: 2500, orderId: 'B2CD3EF4GH5J', note: '', actor: 'shopper', at: '2026-11-21T11:00:00.000Z' },
];

function renderScreen(roles: ('staff' | 'viewer')[]) {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/gift-cards') return { body: [sold, testCard] };
    if (request.method === 'GET' && request.path === '/gift-cards/liability') return { body: { outstanding: 2500, activeCards: 1, currency: 'CAD', expiresAt: null, fees: 0 } };
    if (request.method === 'GET' && request.path === '/gift-cards/gc_1') return { body: { ...sold, history } };
    if (request.method === 'POST' && request.path === '/gift-cards/gc_1/void') return { body: { ...sold, state: 'VOIDED', balance: 0 } };
    if (request.method === 'POST' && request.path === '/gift-cards') return { status: 201, body: { ...sold, id: 'gc_2', issuedHow: 'STAFF', orderId: null, initialAmount: 2500, code: 'ABCD-EFGH-JKMN-WXYZ' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <GiftCardsScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('the Gift cards screen', () => {
  it('lists cards by last 4 with the outstanding liability, shows a card’s history and voids it with a note', async () => {
    const requests = renderScreen(['staff']);
    expect(await screen.findByText('$25.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/On 1 active card\. No expiry, no fees\./)).toBeTruthy();
    const row = (await screen.findByText('•••• PQRS')).closest('tr')!;
    expect(within(row).getByText('Marie Dupont · marie@example.ca')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'History of •••• PQRS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift card •••• PQRS' });
    const table = within(dialog).getByRole('table', { name: 'Gift card history' });
    expect(within(table).getByText('Redeemed')).toBeTruthy();
    expect(within(table).getByText('-$35.00')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'B2CD3EF4GH5J' }).getAttribute('href')).toBe('/order/B2CD3EF4GH5J');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void card' }));
    expect(within(dialog).getByText('A note saying why is required.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (why)' }), 'Lost card, reissued');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void card' }));
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/gift-cards/gc_1/void')).toBe(true));
    expect(requests.find((request) => request.path === '/gift-cards/gc_1/void')?.body).toEqual({ note: 'Lost card, reissued' });
  });

  it('marks a test card (sold on a TEST order) Test in the list, and only that one', async () => {
    renderScreen(['viewer']);
    const testRow = (await screen.findByText('•••• TTTT')).closest('tr')!;
    expect(within(testRow).getByText('Test')).toBeTruthy();
    expect(within(testRow).getByText('Active')).toBeTruthy();
    const realRow = screen.getByText('•••• PQRS').closest('tr')!;
    expect(within(realRow).queryByText('Test')).toBeNull();
  });

  it('issues a card by hand, asking why first, and shows its whole code once', async () => {
    const requests = renderScreen(['staff']);
    const form = await screen.findByRole('form', { name: 'Issue a gift card' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount ($)' }), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue card' }));
    expect(within(form).getByText('Say why the card is issued (the note is kept in its history).')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (why)' }), 'Store credit for a return');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue card' }));
    expect(await screen.findByText('ABCD-EFGH-JKMN-WXYZ')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST' && request.path === '/gift-cards')?.body).toEqual({
      amount: 2500,
      recipientName: '',
      recipientEmail: '',
      message: '',
      note: 'Store credit for a return',
      locale: 'en-CA',
    });
  });

  it('shows no issue form to a viewer', async () => {
    renderScreen(['viewer']);
    await screen.findByText('•••• PQRS');
    expect(screen.queryByRole('form', { name: 'Issue a gift card' })).toBeNull();
  });
});
