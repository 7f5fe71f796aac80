import type { StaffDiscountCode } from '@backroom/core/orders/discount-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { DiscountsScreen } from './discounts-screen';
import { StaffRolesContext } from '../shared/staff-access';

const welcome: StaffDiscountCode = {
  code: 'WELCOME10',
  discountAmount: null,
  discountPercent: 10,
  startsAt: null,
  endsAt: null,
  minSubtotal: 0,
  usageLimit: 100,
  usedCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function renderScreen(roles: ('staff' | 'viewer')[]) {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/discounts') return { body: [welcome] };
    if (request.method === 'PUT') return { status: 201, body: { ...welcome, code: 'GROW5', discountPercent: null, discountAmount: 500, usageLimit: null, usedCount: 0 } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <DiscountsScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('DiscountsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the codes with what they give and their use, and saves a new one in cents', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const row = (await within(table).findByText('WELCOME10')).closest('tr')!;
    expect(row.textContent).toContain('10% off');
    expect(row.textContent).toContain('3 of 100');

    await userEvent.type(screen.getByLabelText('Code'), 'grow5');
    await userEvent.click(screen.getByLabelText('Kind'));
    await userEvent.click(await screen.findByRole('option', { name: 'Dollars off' }));
    await userEvent.type(screen.getByLabelText('Dollars'), '5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/discounts/GROW5',
      body: { discountAmount: 500, usageLimit: null, endsAt: null },
    });
  });

  it('says what is wrong with a percent before asking the server', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    await userEvent.type(screen.getByLabelText('Code'), 'half');
    await userEvent.type(screen.getByLabelText('Percent'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('A percent is a whole number from 1 to 100.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a viewer the codes without ways to change them', async () => {
    renderScreen(['viewer']);
    await screen.findByText('WELCOME10');
    expect(screen.queryByRole('form', { name: 'New discount code' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
