import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { FloristSettingsView } from '@backroom/core/florist/florist-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../../testing/fake-shop-api';
import { renderWithShop } from '../../../testing/render-with-shop';
import { DeliveriesScreen } from './deliveries-screen';
import { StaffRolesContext } from '../shared/staff-access';

const delivery = (id: string, changes: Partial<FloristDelivery> = {}): FloristDelivery => ({
  id,
  store: 'backroom',
  state: 'PAID',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  paidAt: '2026-11-20T12:05:00.000Z',
  holdUntil: null,
  discountCode: null,
  discountAmount: 0,
  subtotal: 9500,
  shipping: 1000,
  tax: 1470,
  taxLines: [{ kind: 'HST', label: 'HST 14%', ratePer100k: 14_000, amount: 1470 }],
  total: 11970,
  paymentMethod: 'card',
  shippingMethod: 'LOCAL',
  environment: 'PROD',
  deliveryDate: '2026-11-24',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.ca', phone: '902-555-0101' },
  delivery: { firstName: 'Grace', lastName: 'Hopper', street: '150 Main St', additional: '', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' },
  notes: 'Ring twice',
  giftMessage: 'Happy birthday, Grace',
  lineCount: 1,
  items: [
    { count: 1, item: { id: 'rose-dozen', name: 'The Back Room>Bouquets>Romance Dozen Red Rose Bouquet', price: 9500, regularPrice: 9500 } },
    { count: 1, item: { id: null, name: 'Shipping: Local Delivery', price: 1000, regularPrice: 1000 } },
  ],
  ...changes,
});

const DEFAULTS: FloristSettingsView = {
  settings: { deliveryWeekdays: ['TUE', 'WED', 'THU', 'FRI', 'SAT'], sameDayCutoff: '11:00', leadDays: 0, blackoutDates: [], deliveryWindows: [] },
  updatedAt: null,
};

function renderScreen(roles: ('viewer' | 'staff')[] = ['staff']) {
  const requests = stubShopApi((request) => {
    if (request.path === '/florist/deliveries') {
      return { body: request.query.get('date') === '2026-11-24' ? [delivery('K7QX2M9P4TZA'), delivery('P4TZAK7QX2M9', { state: 'OPEN', shippingMethod: 'PICKUP', notes: '', giftMessage: '' })] : [] };
    }
    if (request.method === 'GET' && request.path === '/settings/florist') return { body: DEFAULTS };
    if (request.method === 'PUT' && request.path === '/settings/florist') return { body: { settings: request.body, updatedAt: '2026-11-24T16:00:00.000Z' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      <DeliveriesScreen />
    </StaffRolesContext.Provider>,
  );
  return requests;
}

describe('DeliveriesScreen', () => {
  beforeEach(() => {
    // Monday 2026-11-23 23:30 in Halifax is already Tuesday in UTC: the list opens on Halifax's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T03:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens on today's list in Halifax and shows what to prepare, then another day", async () => {
    const requests = renderScreen();
    expect((screen.getByLabelText('Delivery date') as HTMLInputElement).value).toBe('2026-11-23');
    expect(await screen.findByText('No florist orders for this day.')).toBeTruthy();
    expect(requests.find((request) => request.path === '/florist/deliveries')!.query.get('date')).toBe('2026-11-23');

    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2026-11-24' } });
    const table = await screen.findByRole('table', { name: 'Florist orders for the day' });
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of ['K7QX2M9P4TZA', 'PAID', 'Ada Lovelace', '902-555-0101', 'Grace Hopper', '150 Main St, Liverpool NS B0T 1K0', '1 × Romance Dozen Red Rose Bouquet', 'Card: “Happy birthday, Grace”', 'Notes: Ring twice']) {
      expect(first!.textContent).toContain(text);
    }
    expect(first!.textContent).not.toContain('Shipping');
    expect(second!.textContent).toContain('OPEN');
    expect(second!.textContent).toContain('Pickup at the shop');
    expect(screen.getByText('Tuesday, November 24, 2026')).toBeTruthy();
  });

  it('lets staff change the delivery days, cut-off, lead days and closed days, saved as one version', async () => {
    const requests = renderScreen();
    const days = await screen.findByRole('group', { name: 'Delivery days' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(screen.getByLabelText('Same-day cut-off (Atlantic time)'), { target: { value: '10:30' } });
    fireEvent.change(screen.getByLabelText('Lead days'), { target: { value: '1' } });
    for (const date of ['2026-12-26', '2026-12-25']) {
      fireEvent.change(screen.getByLabelText('Closed day'), { target: { value: date } });
      await userEvent.click(screen.getByRole('button', { name: 'Add closed day' }));
    }
    const closed = screen.getByRole('list', { name: 'Closed days' });
    expect(within(closed).getAllByRole('listitem').map((item) => within(item).getByText(/2026$/).textContent)).toEqual(['Friday, December 25, 2026', 'Saturday, December 26, 2026']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday, December 26, 2026' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save florist settings' }));
    expect(await screen.findByText('Florist settings saved.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.headers.get('if-none-match')).toBe('*');
    expect(put.body).toEqual({ deliveryWeekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'], sameDayCutoff: '10:30', leadDays: 1, blackoutDates: ['2026-12-25'], deliveryWindows: [] });
  });

  it('refuses settings with no delivery day before sending them', async () => {
    const requests = renderScreen();
    const days = await screen.findByRole('group', { name: 'Delivery days' });
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await userEvent.click(within(days).getByRole('checkbox', { name: day }));
    await userEvent.click(screen.getByRole('button', { name: 'Save florist settings' }));
    expect(screen.getByText('choose at least one delivery day')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a viewer the settings without a way to change them', async () => {
    renderScreen(['viewer']);
    const days = await screen.findByRole('group', { name: 'Delivery days' });
    expect((within(days).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save florist settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add closed day' })).toBeNull();
  });
});
