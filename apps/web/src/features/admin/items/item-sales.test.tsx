import type { StaffItem } from '@backroom/core/catalog';
import { makeItem } from '@backroom/core/testing/make-item';
import { makeSale } from '@backroom/core/testing/make-sale';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { StaffRolesContext } from '../shared/staff-access';
import { ItemSales } from './item-sales';

const item: StaffItem = {
  ...makeItem({ id: 'big-bloom', price: 1899 }),
  cost: 950,
  notes: '',
  heldStock: 0,
  priceInEffect: 1499,
  saleEndsAt: '2026-12-01T04:00:00.000Z',
  sales: [],
};

const bloomWeek = makeSale({ id: 'sale_1', status: 'now', name: 'Bloom week' });

function renderSales(roles: ('staff' | 'viewer')[] = ['staff', 'viewer'], edited: StaffItem = item) {
  const onChanged = vi.fn();
  const requests = stubShopApi((request) => {
    if (request.method === 'GET' && request.path === '/sales') return { body: { sales: [bloomWeek] } };
    if (request.method === 'POST' && request.path === '/sales') return { status: 201, body: bloomWeek };
    if (request.method === 'POST' && request.path === '/sales/sale_1/end') return { body: { ...bloomWeek, status: 'ended' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <ItemSales item={edited} onChanged={onChanged} />
    </StaffRolesContext.Provider>,
  );
  return { requests, onChanged };
}

describe('ItemSales', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the price in effect with the sale's end on Halifax's clock, and lists the item's sales", async () => {
    const { requests } = renderSales();
    expect(screen.getByText(/On sale now: \$14\.99 instead of \$18\.99, until Tue, Dec 1, 2026, 00:00 \(Halifax time\)/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Sales on this item' });
    expect(within(list).getByText('$14.99, on now – Bloom week')).toBeTruthy();
    expect(within(list).getByText('Fri, Nov 20, 2026, 00:00 to Tue, Dec 1, 2026, 00:00, Halifax time')).toBeTruthy();
    expect(requests[0]?.query.get('itemId')).toBe('big-bloom');
  });

  it('puts the item on sale with a price in cents and Halifax times, then has the item fetched again', async () => {
    const { requests, onChanged } = renderSales();
    const form = screen.getByRole('form', { name: 'New sale price' });
    await userEvent.type(within(form).getByLabelText('Sale price ($)'), '12.50');
    fireEvent.change(within(form).getByLabelText('Ends (Halifax time)'), { target: { value: '2026-12-24T18:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Put on sale' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ scope: 'item', itemId: 'big-bloom', name: '', salePrice: 1250, endsAt: '2026-12-24T18:00' });
  });

  it('refuses a sale price at or above the regular price without asking the server', async () => {
    const { requests } = renderSales();
    const form = screen.getByRole('form', { name: 'New sale price' });
    await userEvent.type(within(form).getByLabelText('Sale price ($)'), '18.99');
    fireEvent.change(within(form).getByLabelText('Ends (Halifax time)'), { target: { value: '2026-12-24T18:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Put on sale' }));
    expect(await within(form).findByText('A sale price is below the regular price of $18.99.')).toBeTruthy();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('ends a sale now', async () => {
    const { requests, onChanged } = renderSales();
    const list = await screen.findByRole('list', { name: 'Sales on this item' });
    await userEvent.click(within(list).getByRole('button', { name: 'End now' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(requests.some((request) => request.method === 'POST' && request.path === '/sales/sale_1/end')).toBe(true);
  });

  it('shows a viewer the sales without the form or buttons', async () => {
    renderSales(['viewer'], { ...item, priceInEffect: 1899, saleEndsAt: null });
    expect(screen.getByText(/Not on sale now: shoppers pay the regular price of \$18\.99\./)).toBeTruthy();
    await screen.findByRole('list', { name: 'Sales on this item' });
    expect(screen.queryByRole('form', { name: 'New sale price' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End now' })).toBeNull();
  });
});
