import type { StaffPromotion, StaffPromotionList } from '@backroom/core/promotions/promotion';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { makePromotion } from '../../../testing/make-promotion';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { PromotionsScreen } from './promotions-screen';
import { halifaxInstant, halifaxWall } from './promotion-draft';

const soilWeek: StaffPromotion = {
  ...makePromotion({ endsAt: '2027-06-01T03:00:00.000Z', usageLimit: 50, usedCount: 4 }),
  summary: { en: 'Buy 2 potting soils, get 1 half price, until May 31', fr: 'Achetez 2 potting soils, obtenez-en 1 à moitié prix, jusqu’au 31 mai' },
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const list: StaffPromotionList = {
  promotions: [soilWeek],
  combining: { withCodes: 'better-of', rules: { en: ['One promotion a line unless both allow combining.'], fr: ['Une promotion par ligne.'] } },
};

function renderScreen(roles: ('staff' | 'viewer')[]) {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/promotions') return { body: list };
    if (request.method === 'GET' && request.path === '/items') return { body: [makeItem({ id: 'ocean-forest', name: 'Ocean Forest', brand: 'FoxFarm' })] };
    if (request.method === 'GET' && request.path === '/categories') {
      return { body: [{ id: 'soil', name: 'Potting soil', shortName: 'Soil', parentId: '1', url: '/category/soil', imageId: null, position: 0 }] };
    }
    if (request.method === 'POST' && request.path === '/promotions') return { status: 201, body: { ...soilWeek, id: 'p2' } };
    if (request.method === 'POST' && request.path === '/promotions/p1/end') return { body: { ...soilWeek, status: 'ended' } };
    if (request.method === 'PUT' && request.path === '/promotions-settings') return { body: { ...list.combining, withCodes: 'combine' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <PromotionsScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('PromotionsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the promotions with their summary, state and uses, and shows the combining rules', async () => {
    renderScreen(['staff', 'viewer']);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const row = (await within(table).findByText('Soil week')).closest('tr')!;
    expect(row.textContent).toContain('Buy 2 potting soils, get 1 half price, until May 31');
    expect(row.textContent).toContain('Active');
    expect(row.textContent).toContain('4 of 50');
    expect(screen.getByText('One promotion a line unless both allow combining.')).toBeTruthy();
  });

  it('previews the summary while a spend threshold is typed, and saves it in cents with Halifax times', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ten off a hundred');
    await userEvent.click(within(form).getByLabelText('Kind'));
    await userEvent.click(await screen.findByRole('option', { name: 'Spend threshold' }));
    await userEvent.type(within(form).getByLabelText('Spend at least (dollars)'), '100');
    await userEvent.click(within(form).getByLabelText('Reward'));
    await userEvent.click(await screen.findByRole('option', { name: 'Dollars off' }));
    await userEvent.type(within(form).getByLabelText('Dollars'), '10');
    expect(within(form).getByRole('status', { name: 'Summary' }).textContent).toBe('$10 off orders of $100 or more');
    await userEvent.type(within(form).getByLabelText('Ends (Halifax time)'), '2027-05-31T23:59');
    expect(within(form).getByRole('status', { name: 'Summary' }).textContent).toBe('$10 off orders of $100 or more, until May 31');
    await userEvent.type(within(form).getByLabelText('Limit of uses'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promotion' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/promotions')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Ten off a hundred',
      rule: { kind: 'spend', minSubtotal: 10000, reward: { amountOff: 1000 } },
      startsAt: null,
      endsAt: '2027-05-31T23:59:00-03:00',
      usageLimit: 100,
      combinesWithPromotions: false,
    });
  });

  it('makes a buy 2 get 1 half price on a category, and says what is missing before asking the server', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Soil again');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(await within(form).findByText('Choose what the shopper buys.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Buy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Potting soil' }));
    expect(within(form).getByRole('status', { name: 'Summary' }).textContent).toBe('Buy 2 Potting soils, get 1 half price');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promotion' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/promotions')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      rule: { kind: 'buy-x-get-y', buy: { target: { kind: 'categories', categoryIds: ['soil'] }, quantity: 2 }, get: { target: null, quantity: 1, percentOff: 50 } },
    });
  });

  it('ends a promotion now and changes how promotions meet discount codes', async () => {
    const requests = renderScreen(['staff', 'viewer']);
    await userEvent.click(await screen.findByRole('button', { name: 'End Soil week now' }));
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/promotions/p1/end')).toBe(true));
    await userEvent.click(screen.getByLabelText('Promotions with discount codes'));
    await userEvent.click(await screen.findByRole('option', { name: /^Combine/ }));
    await vi.waitFor(() => expect(requests.find((request) => request.path === '/promotions-settings')?.body).toEqual({ withCodes: 'combine' }));
  });

  it('shows a viewer the promotions without ways to change them', async () => {
    renderScreen(['viewer']);
    await screen.findByText('Soil week');
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    expect(screen.queryByRole('button', { name: /End/ })).toBeNull();
  });
});

describe('Halifax times', () => {
  it('reads a wall-clock time with the offset Halifax has that day, summer or winter', () => {
    expect(halifaxInstant('2027-05-31T23:59')).toBe('2027-05-31T23:59:00-03:00');
    expect(halifaxInstant('2026-12-01T00:00')).toBe('2026-12-01T00:00:00-04:00');
    expect(halifaxWall('2027-06-01T03:00:00.000Z')).toBe('2027-06-01T00:00');
  });

  it('lets every select show its whole choice on a phone: the chosen option wraps instead of being cut', async () => {
    renderScreen(['staff']);
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = await screen.findByRole('form', { name: 'New promotion' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Off a category, brand or items' }));
    const selects = [
      within(form).getByRole('combobox', { name: 'Kind' }),
      within(form).getByRole('combobox', { name: 'Off from' }),
      within(form).getByRole('combobox', { name: 'Reward' }),
    ];
    // (The combining select above takes the same rule; jsdom weighs rules by their order, not by
    // their specificity, and its rule comes before MUI's own there, so it is not read here.)
    expect(selects[0]!.textContent).toBe('Off a category, brand or items');
    for (const select of selects) {
      expect(getComputedStyle(select).whiteSpace, select.textContent ?? '').toBe('normal');
    }
  });
});
