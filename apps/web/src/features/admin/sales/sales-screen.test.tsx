import type { Category, StaffItem } from '@backroom/core/catalog';
import { makeItem } from '@backroom/core/testing/make-item';
import { makeSale } from '@backroom/core/testing/make-sale';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { SalesScreen } from './sales-screen';

const bigBloom: StaffItem = { ...makeItem({ id: 'big-bloom', name: 'Big Bloom', price: 1899 }), cost: 900, notes: '', heldStock: 0, priceInEffect: 1499, saleEndsAt: '2026-12-01T04:00:00.000Z', sales: [] };
const seeds: Category = { id: 'seed-starting', name: 'Seed Starting', shortName: 'Seeds', parentId: '1', url: 'seed-starting', imageId: null, position: 0 };

const onNow = makeSale({ id: 'sale_now', status: 'now', name: 'Bloom week' });
const coming = makeSale({
  id: 'sale_coming',
  status: 'coming',
  scope: 'category',
  itemId: null,
  categoryId: 'seed-starting',
  salePrice: null,
  percent: 20,
  startsAtLocal: '2027-03-01T00:00',
  endsAtLocal: '2027-04-01T00:00',
});
const ended = makeSale({ id: 'sale_ended', status: 'ended', scope: 'brand', itemId: null, brand: 'FoxFarm', salePrice: null, percent: 10 });

function renderScreen(roles: ('staff' | 'viewer')[] = ['staff', 'viewer']) {
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/sales') return { body: { sales: [onNow, coming, ended] } };
    if (request.method === 'GET' && request.path === '/items') return { body: [bigBloom] };
    if (request.method === 'GET' && request.path === '/categories') return { body: [seeds] };
    if (request.method === 'POST' && request.path === '/sales') return { status: 201, body: coming };
    if (request.method === 'POST' && request.path.endsWith('/end')) return { body: { ...onNow, status: 'ended' } };
    if (request.method === 'PATCH') return { body: onNow };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <SalesScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('SalesScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what is on sale now, what is coming and what has ended, with Halifax times', async () => {
    renderScreen();
    const now = await screen.findByRole('table', { name: 'On sale now' });
    const nowRow = (await within(now).findByText('Big Bloom')).closest('tr')!;
    expect(nowRow.textContent).toContain('$14.99');
    expect(nowRow.textContent).toContain('Fri, Nov 20, 2026, 00:00');
    expect(nowRow.textContent).toContain('Bloom week');
    const comingRow = (await within(screen.getByRole('table', { name: 'Coming' })).findByText('Category: Seed Starting')).closest('tr')!;
    expect(comingRow.textContent).toContain('20% off');
    expect(comingRow.textContent).toContain('Mon, Mar 1, 2027, 00:00');
    expect(within(screen.getByRole('table', { name: 'Recently ended' })).getByText('Brand: FoxFarm')).toBeTruthy();
  });

  it('makes a sale on a category, a percentage off from a start to an end on Halifax’s clock', async () => {
    const requests = renderScreen();
    await screen.findByRole('table', { name: 'On sale now' });
    const form = screen.getByRole('form', { name: 'New sale' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seed Starting' }));
    await userEvent.type(within(form).getByLabelText('Percent off'), '20');
    fireEvent.change(within(form).getByLabelText('Starts (Halifax time)'), { target: { value: '2027-03-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('Ends (Halifax time)'), { target: { value: '2027-04-01T00:00' } });
    await userEvent.type(within(form).getByLabelText('Name (optional)'), 'Spring seeds');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sale' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/sales')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      scope: 'category',
      categoryId: 'seed-starting',
      name: 'Spring seeds',
      percent: 20,
      startsAt: '2027-03-01T00:00',
      endsAt: '2027-04-01T00:00',
    });
  });

  it('refuses a sale without an end or with a percent out of range, without asking the server', async () => {
    const requests = renderScreen();
    await screen.findByRole('table', { name: 'On sale now' });
    const form = screen.getByRole('form', { name: 'New sale' });
    await userEvent.type(within(form).getByLabelText('Percent off'), '95');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sale' }));
    expect(await within(form).findByText('A percent off is a whole number from 1 to 90.')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText('Percent off'));
    await userEvent.type(within(form).getByLabelText('Percent off'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sale' }));
    expect(await within(form).findByText('Choose when the sale ends.')).toBeTruthy();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('ends a sale now, and changes one keeping a started sale’s start', async () => {
    const requests = renderScreen();
    const now = await screen.findByRole('table', { name: 'On sale now' });
    await within(now).findByText('Big Bloom');
    await userEvent.click(within(now).getByRole('button', { name: 'End now: the sale on Big Bloom' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/sales/sale_now/end')).toBe(true));

    await userEvent.click(within(now).getByRole('button', { name: 'Change the sale on Big Bloom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the sale on Big Bloom' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Sale price ($)').value).toBe('14.99');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Starts (Halifax time)').disabled).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Sale price ($)'));
    await userEvent.type(within(dialog).getByLabelText('Sale price ($)'), '12.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/sales/sale_now',
      body: { name: 'Bloom week', salePrice: 1250, endsAt: '2026-12-01T00:00' },
    });
  });

  it('shows a viewer the lists without the form or the buttons', async () => {
    renderScreen(['viewer']);
    await within(await screen.findByRole('table', { name: 'On sale now' })).findByText('Big Bloom');
    expect(screen.queryByRole('form', { name: 'New sale' })).toBeNull();
    expect(screen.queryByRole('button', { name: /End now/ })).toBeNull();
  });
});
