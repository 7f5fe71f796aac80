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
    if (request.method === 'GET' && request.path === '/gift-card-items') return { body: [{ itemId: 'gift-card-50', minAmount: null, maxAmount: null }] };
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
    expect(requests.find((request) => request.path === '/sales')?.query.get('itemId')).toBe('big-bloom');
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

  it('puts no gift card on sale: the section says why, with no sale form nor list', async () => {
    const card: StaffItem = { ...item, ...makeItem({ id: 'gift-card-50', name: 'Gift card $50', price: 5000 }), priceInEffect: 5000, saleEndsAt: null };
    renderSales(['staff'], card);
    expect(await screen.findByText(/This item is sold as a gift card: a gift card is never on sale/)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Sale price' });
    expect(within(section).getByText(/leave it at \$50\.00, and promotions never discount it/)).toBeTruthy();
    expect(within(section).queryByRole('form', { name: 'New sale price' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Put on sale' })).toBeNull();
    expect(within(section).queryByRole('list', { name: 'Sales on this item' })).toBeNull();
  });

  it("shows the server's refusal when a sale is put on a gift card it did not know of", async () => {
    const requests = stubShopApi((request) => {
      if (request.method === 'GET' && request.path === '/sales') return { body: { sales: [] } };
      if (request.method === 'GET' && request.path === '/gift-card-items') return { body: [] };
      if (request.method === 'POST' && request.path === '/sales') {
        return { status: 422, body: { error: { code: 'SALE_TARGET_GIFT_CARD', message: 'A gift card is never on sale: it is worth what it costs.' } } };
      }
      return undefined;
    });
    renderWithShop(
      <StaffRolesContext.Provider value={['staff']}>
        <ItemSales item={item} onChanged={vi.fn()} />
      </StaffRolesContext.Provider>,
    );
    const form = await screen.findByRole('form', { name: 'New sale price' });
    await userEvent.type(within(form).getByLabelText('Sale price ($)'), '12.50');
    fireEvent.change(within(form).getByLabelText('Ends (Halifax time)'), { target: { value: '2026-12-24T18:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Put on sale' }));
    expect(await within(form).findByText('A gift card is never on sale: it is worth what it costs.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
