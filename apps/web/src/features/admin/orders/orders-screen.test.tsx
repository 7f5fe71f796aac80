import type { StaffOrder } from '@backroom/core/orders/order-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { nextPageCursor, ORDER_PAGE_SIZE } from './api/staff-orders';
import { OrdersScreen } from './orders-screen';
import { StaffRolesContext } from '../shared/staff-access';

const order = (id: string, state: StaffOrder['state'] = 'OPEN'): StaffOrder => ({
  id,
  store: 'backroom',
  state,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  paidAt: null,
  holdUntil: null,
  discountCode: null,
  discountAmount: 0,
  subtotal: 1000,
  shipping: 0,
  tax: 150,
  taxLines: [{ kind: 'TAX', label: 'Tax 15%', ratePer100k: 15_000, amount: 150 }],
  total: 1150,
  paymentMethod: 'emt',
  shippingMethod: 'PICKUP',
  environment: 'PROD',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902-555-0101' },
  delivery: { firstName: 'Ada', lastName: 'Lovelace', street: '1 Spring Garden Rd', additional: '', city: 'Halifax', province: 'NS', postal: 'B3H 1A1' },
  notes: '',
  giftMessage: '',
  lineCount: 1,
});

/** The orders screen as a member of staff with `role` sees it. */
function renderOrdersAs(role: 'viewer' | 'staff') {
  renderWithShop(
    <StaffRolesContext.Provider value={[role]}>
      <OrdersScreen />
    </StaffRolesContext.Provider>,
  );
}

/** Three pages of orders, as the server hands them out: cursors 'p2' and 'p3' lead on, state filters kept in the Link. */
function renderScreen() {
  const requests = stubShopApi((request) => {
    if (request.method !== 'GET' || request.path !== '/api/v1/order') return undefined;
    const state = request.query.get('state');
    const after = request.query.get('after');
    const link = (cursor: string) => ({ link: `</api/v1/order?${state ? `state=${state}&` : ''}limit=${ORDER_PAGE_SIZE}&after=${cursor}>; rel="next"` });
    if (state === 'PAID') return after === null ? { body: [order('PAID-1', 'PAID')], headers: link('paid2') } : { body: [order('PAID-2', 'PAID')] };
    if (after === null) return { body: [order('FIRST-A'), order('FIRST-B')], headers: link('p2') };
    if (after === 'p2') return { body: [order('SECOND-A')], headers: link('p3') };
    if (after === 'p3') return { body: [order('THIRD-A')] };
    return undefined;
  });
  renderOrdersAs('viewer');
  return requests;
}

const listed = async (id: string) => within(await screen.findByRole('table', { name: 'Orders' })).findByRole('button', { name: `Open order ${id}` });

describe('OrdersScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('walks to older pages with the Link cursor and back to newer ones', async () => {
    const requests = renderScreen();
    await listed('FIRST-A');
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByText('Page 1')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Newer orders' }).hasAttribute('disabled')).toBe(true);
    expect(requests[0]!.query.get('limit')).toBe(String(ORDER_PAGE_SIZE));
    expect(requests[0]!.query.has('after')).toBe(false);

    await userEvent.click(within(pages).getByRole('button', { name: 'Older orders' }));
    await listed('SECOND-A');
    expect(screen.queryByRole('button', { name: 'Open order FIRST-A' })).toBeNull();
    expect(within(pages).getByText('Page 2')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Older orders' }));
    await listed('THIRD-A');
    expect(within(pages).getByText('Page 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Older orders' }).hasAttribute('disabled')).toBe(true);
    expect(requests.map((request) => request.query.get('after'))).toEqual([null, 'p2', 'p3']);

    await userEvent.click(within(pages).getByRole('button', { name: 'Newer orders' }));
    await listed('SECOND-A');
    await userEvent.click(within(pages).getByRole('button', { name: 'Newer orders' }));
    await listed('FIRST-B');
    expect(within(pages).getByText('Page 1')).toBeTruthy();
  });

  it('keeps the state filter on every page and starts again at the first page when it changes', async () => {
    const requests = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Older orders' }));
    await listed('SECOND-A');
    await userEvent.click(screen.getByLabelText('State'));
    await userEvent.click(await screen.findByRole('option', { name: 'PAID' }));
    await listed('PAID-1');
    expect(screen.getByText('Page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Older orders' }));
    await listed('PAID-2');
    expect(requests.slice(-2).map((request) => [request.query.get('state'), request.query.get('after')])).toEqual([
      ['PAID', null],
      ['PAID', 'paid2'],
    ]);
  });

  it('shows each tax line of an order as it was charged', async () => {
    const taxLines = [
      { kind: 'GST', label: 'GST 5%', ratePer100k: 5000, amount: 50 },
      { kind: 'PST', label: 'PST 7%', ratePer100k: 7000, amount: 70 },
    ] as const;
    const charged: StaffOrder = { ...order('BC-1'), tax: 120, total: 1120, taxLines: [...taxLines], delivery: { ...order('BC-1').delivery, province: 'BC' } };
    stubShopApi((request) => {
      if (request.path === '/api/v1/order') return { body: [charged] };
      if (request.path === '/order/BC-1') return { body: { ...charged, items: [{ count: 1, item: { id: 'big-bloom', name: 'Big Bloom', price: 1000 } }] } };
      return undefined;
    });
    renderOrdersAs('viewer');
    await userEvent.click(await listed('BC-1'));
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    await within(lines).findByText('Big Bloom');
    const rows = within(lines).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(-3)).toEqual(['GST 5%$0.50', 'PST 7%$0.70', 'Total$11.20']);
    expect(within(lines).queryByText('Tax')).toBeNull();
  });

  it('keeps a row for each of the order\'s lines while they load, so its buttons do not move under a click', async () => {
    const twoLines: StaffOrder = { ...order('TWO-1'), lineCount: 2 };
    let release: () => void = () => undefined;
    const linesCome = new Promise<void>((resolve) => (release = resolve));
    const line = (id: string, name: string) => ({ count: 1, item: { id, name, price: 500 } });
    stubShopApi((request) => {
      if (request.path === '/api/v1/order') return { body: [twoLines] };
      if (request.path !== '/order/TWO-1') return undefined;
      const shipping = { count: 1, item: { id: null, name: 'Shipping: In-Store Pickup', price: 0 } };
      return linesCome.then(() => ({ body: { ...twoLines, items: [line('big-bloom', 'Big Bloom'), line('root-boost', 'Root Boost'), shipping] } }));
    });
    renderOrdersAs('staff');
    await userEvent.click(await listed('TWO-1'));
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    const details = screen.getByRole('region', { name: 'Order TWO-1' });
    const bodyRows = () => within(lines).getAllByRole('row').filter((row) => row.closest('tbody'));
    // Two goods and the shipping line.
    expect(bodyRows().filter((row) => row.getAttribute('aria-busy') === 'true')).toHaveLength(3);
    expect(within(details).getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    release();
    await within(lines).findByText('Root Boost');
    expect(bodyRows().filter((row) => row.getAttribute('aria-busy') === 'true')).toHaveLength(0);
    expect(bodyRows()).toHaveLength(3);
    expect(within(lines).getByText('Big Bloom')).toBeTruthy();
  });

  it('says so when an order\'s lines cannot be loaded, in place of waiting rows', async () => {
    stubShopApi((request) => {
      if (request.path === '/api/v1/order') return { body: [order('GONE-1')] };
      if (request.path === '/order/GONE-1') return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The shop is busy; try again.' } } };
      return undefined;
    });
    renderOrdersAs('staff');
    await userEvent.click(await listed('GONE-1'));
    const details = await screen.findByRole('region', { name: 'Order GONE-1' });
    await within(details).findByText(/^The order's lines could not be loaded: The shop is busy; try again\./);
    const lines = within(details).getByRole('table', { name: 'Order lines' });
    expect(within(lines).queryAllByRole('row').filter((row) => row.getAttribute('aria-busy') === 'true')).toHaveLength(0);
  });

  describe('TEST orders', () => {
    const paid = (id: string, environment: StaffOrder['environment']): StaffOrder => ({ ...order(id, 'PAID'), environment, paidAt: '2026-11-20T12:05:00.000Z' });
    function renderOrders(orders: StaffOrder[]) {
      stubShopApi((request) => {
        if (request.path === '/api/v1/order') return { body: orders };
        const refunded = orders.find((candidate) => request.path === `/order/${candidate.id}/refunds`);
        if (refunded) return { body: { refunds: [], captured: refunded.total, refundable: refunded.total, otherReturns: [] } };
        const shown = orders.find((candidate) => request.path === `/order/${candidate.id}`);
        return shown && { body: { ...shown, items: [{ count: 1, item: { id: 'big-bloom', name: 'Big Bloom', price: 1000 } }] } };
      });
      renderOrdersAs('staff');
    }
    const rowOf = async (id: string) => (await listed(id)).closest('tr') as HTMLElement;

    it('are marked TEST on their row of the list, real orders not', async () => {
      renderOrders([paid('REAL-1', 'PROD'), paid('TRY-1', 'TEST'), order('REAL-2')]);
      const testRow = await rowOf('TRY-1');
      expect(within(testRow).getByText('TEST')).toBeTruthy();
      expect(testRow.dataset.environment).toBe('TEST');
      for (const id of ['REAL-1', 'REAL-2']) {
        const row = await rowOf(id);
        expect(within(row).queryByText('TEST'), id).toBeNull();
        expect(row.dataset.environment).toBe('PROD');
      }
    });

    it('open under a banner saying not a sale and not to ship, offering only to cancel (or refund what was paid)', async () => {
      renderOrders([paid('TRY-1', 'TEST'), paid('REAL-1', 'PROD')]);
      await userEvent.click(await listed('TRY-1'));
      const details = await screen.findByRole('region', { name: 'Order TRY-1' });
      const banner = within(details).getByRole('alert');
      expect(within(banner).getByText('TEST order: not a sale, do not ship')).toBeTruthy();
      expect(banner.textContent).toContain('left out of the sales figures and the accountant');
      expect(banner.textContent).toContain('cannot be shipped or set aside for pickup');
      // The banner comes before everything else about the order.
      expect(details.firstElementChild).toBe(banner);
      await within(details).findByText('Big Bloom');
      await within(details).findByRole('button', { name: 'Refund' });
      expect(within(details).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel and restock', 'Refund']);

      await userEvent.click(screen.getByRole('button', { name: 'Open order REAL-1' }));
      const real = await screen.findByRole('region', { name: 'Order REAL-1' });
      expect(within(real).queryByRole('alert')).toBeNull();
      await within(real).findByRole('button', { name: 'Refund' });
      expect(within(real).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark ready for pickup', 'Cancel and restock', 'Refund']);
    });
  });

  it('offers no paging when the first page is all there is', async () => {
    stubShopApi((request) => (request.path === '/api/v1/order' ? { body: [order('ONLY')] } : undefined));
    renderWithShop(<OrdersScreen />);
    await listed('ONLY');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });
});

describe('nextPageCursor', () => {
  it('reads the after of the rel="next" link, and nothing else', () => {
    expect(nextPageCursor('</api/v1/order?limit=50&after=abc_-1>; rel="next"')).toBe('abc_-1');
    expect(nextPageCursor('</x?after=old>; rel="prev", </x?after=new>; rel="next"')).toBe('new');
    expect(nextPageCursor('</x?after=old>; rel="prev"')).toBeNull();
    expect(nextPageCursor(null)).toBeNull();
  });
});
