import type { ClientConfig } from '@backroom/core/client-config';
import type { ClientConfigView } from '@backroom/core/client-config-body';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import type { ShippingSettingsView } from '@backroom/core/shipping/shipping-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type FakeAnswer, type FakeRequest, stubShopApi } from '../../../testing/fake-shop-api';
import { makeClientConfig, renderWithShop } from '../../../testing/render-with-shop';
import { ShippingSettings } from './shipping-settings';
import { StorefrontSettings } from './storefront-settings';
import { StaffRolesContext } from '../shared/staff-access';

const READ_AT = '2026-11-20T10:00:00.000Z';

function configView(general: Partial<ClientConfig['general']> = {}, updatedAt = READ_AT): ClientConfigView {
  return {
    name: 'default',
    updatedAt,
    config: makeClientConfig({
      product_name: 'The Back Room',
      menus: [
        { name: 'Florist', url: '/florist' },
        { name: 'About', url: '/about' },
      ],
      shipping: ['PICKUP', 'CP.RP'],
      ...general,
    }),
  };
}

const shippingView: ShippingSettingsView = {
  updatedAt: null,
  settings: {
    rates: DEFAULT_SHIPPING_RATES,
    originPostal: 'B0T 1K0',
    deliveryArea: { province: 'NS', origin: { latitude: 44.0386, longitude: -64.7172 }, radiusKm: 40, communities: [], postalPrefixesInside: [], postalPrefixesOutside: [] },
    canadaPost: null,
  },
};

function renderScreen(roles: ('admin' | 'staff' | 'viewer')[], part: 'storefront' | 'shipping', answer?: (request: FakeRequest) => FakeAnswer | undefined) {
  const requests = stubShopApi((request) => {
    const answered = answer?.(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.path === '/settings/config') return { body: configView() };
    if (request.method === 'GET' && request.path === '/settings/shipping') return { body: shippingView };
    if (request.method === 'PUT' && request.path === '/settings/config') return { body: { ...configView(), config: request.body, updatedAt: '2026-11-20T11:00:00.000Z' } };
    if (request.method === 'PUT' && request.path === '/settings/shipping') return { body: { ...shippingView, updatedAt: '2026-11-20T11:00:00.000Z' } };
    return undefined;
  });
  renderWithShop(
    <StaffRolesContext.Provider value={roles}>
      {part === 'storefront' ? <StorefrontSettings /> : <ShippingSettings />}
    </StaffRolesContext.Provider>,
  );
  return requests;
}

const puts = (requests: FakeRequest[], path: string) => requests.filter((request) => request.method === 'PUT' && request.path === path);

describe('SettingsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes the shop, renames it and reorders the menu, sending the version it read', async () => {
    const requests = renderScreen(['staff', 'viewer'], 'storefront');
    const closed = await screen.findByRole('switch', { name: /Shop closed \(site disabled\)/ });
    expect((closed as HTMLInputElement).checked).toBe(false);
    await userEvent.click(closed);
    const name = screen.getByLabelText(/Product name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'The Back Room Outlet');
    await userEvent.click(screen.getByRole('button', { name: 'Move menu 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add menu entry' }));
    await userEvent.type(screen.getByLabelText('Menu 3 name'), 'Facebook');
    await userEvent.type(screen.getByLabelText('Menu 3 url'), 'https://facebook.com/backroom');
    await userEvent.click(screen.getByRole('checkbox', { name: /Local Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save storefront settings' }));

    await vi.waitFor(() => expect(puts(requests, '/settings/config')).toHaveLength(1));
    const [put] = puts(requests, '/settings/config');
    expect(put!.headers.get('if-match')).toBe(`"${READ_AT}"`);
    const sent = put!.body as ClientConfig;
    expect(sent.general).toMatchObject({
      site_disabled: true,
      product_name: 'The Back Room Outlet',
      menus: [
        { name: 'About', url: '/about' },
        { name: 'Florist', url: '/florist' },
        { name: 'Facebook', url: 'https://facebook.com/backroom' },
      ],
      shipping: ['PICKUP', 'CP.RP', 'LOCAL'],
    });
    // What the form does not show goes back as it was read.
    expect(sent.paysafe).toEqual(configView().config.paysafe);
    expect(await screen.findByText(/Saved. Shoppers see the change/)).toBeTruthy();
  });

  it('switches to tax by destination and registers for BC and QC provincial tax, a store without tax settings starting flat', async () => {
    const requests = renderScreen(['staff', 'viewer'], 'storefront');
    const mode = await screen.findByRole('combobox', { name: 'Tax mode' });
    expect(mode.textContent).toBe('Flat: Tax 15% on every order');
    await userEvent.click(mode);
    await userEvent.click(await screen.findByRole('option', { name: /By destination/ }));
    const registrations = screen.getByRole('group', { name: 'Provincial sales tax registrations' });
    await userEvent.click(within(registrations).getByRole('checkbox', { name: 'Quebec QST' }));
    await userEvent.click(within(registrations).getByRole('checkbox', { name: 'British Columbia PST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save storefront settings' }));

    await vi.waitFor(() => expect(puts(requests, '/settings/config')).toHaveLength(1));
    const sent = puts(requests, '/settings/config')[0]!.body as ClientConfig;
    expect(sent.general).toMatchObject({ tax_mode: 'by-destination', tax_registrations: ['BC', 'QC'] });
  });

  it('says what is wrong with a menu url or a pixel count before asking the server', async () => {
    const requests = renderScreen(['staff', 'viewer'], 'storefront');
    const url = await screen.findByLabelText('Menu 1 url');
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    const height = screen.getByLabelText('Logo height (px)');
    await userEvent.clear(height);
    await userEvent.type(height, 'big');
    await userEvent.click(screen.getByRole('button', { name: 'Save storefront settings' }));
    expect(await screen.findByText('a whole number of pixels')).toBeTruthy();
    await userEvent.clear(height);
    await userEvent.type(height, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save storefront settings' }));
    expect(await screen.findByText(/a menu url is an in-app path like \/florist/)).toBeTruthy();
    expect(puts(requests, '/settings/config')).toHaveLength(0);
  });

  it('on a 409 says someone else changed the settings and reloads them', async () => {
    let reads = 0;
    renderScreen(['staff', 'viewer'], 'storefront', (request) => {
      if (request.method === 'GET' && request.path === '/settings/config') {
        reads += 1;
        return { body: reads === 1 ? configView() : configView({ product_name: 'Their New Name' }, '2026-11-20T12:00:00.000Z') };
      }
      if (request.method === 'PUT' && request.path === '/settings/config') return errorAnswer(409, 'CONFLICT', 'stale');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('switch', { name: /Age check/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save storefront settings' }));
    expect(await screen.findByText(/Someone else changed the settings since you opened them/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect((screen.getByLabelText(/Product name/) as HTMLInputElement).value).toBe('Their New Name'));
    expect(screen.queryByText(/Someone else changed/)).toBeNull();
  });

  it('shows a viewer the settings read-only', async () => {
    renderScreen(['viewer'], 'storefront');
    const closed = await screen.findByRole('switch', { name: /Shop closed/ });
    expect((closed as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Product name/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add menu entry' })).toBeNull();
  });

  it('shows a viewer the shipping rates read-only', async () => {
    renderScreen(['viewer'], 'shipping');
    await userEvent.click(await screen.findByRole('tab', { name: 'CP.RP' }));
    expect((screen.getByLabelText('CP.RP Nova Scotia band 1 price') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('edits a rate in dollars and sends cents, creating the settings when none are stored', async () => {
    const requests = renderScreen(['staff', 'viewer'], 'shipping');
    await userEvent.click(await screen.findByRole('tab', { name: 'CP.RP' }));
    const table = screen.getByLabelText('CP.RP rates by zone');
    const price = within(table).getByLabelText('CP.RP Nova Scotia band 1 price');
    expect((price as HTMLInputElement).value).toBe('11.95');
    await userEvent.clear(price);
    await userEvent.type(price, '7.77');
    const free = within(table).getByLabelText('CP.RP Nova Scotia free from');
    await userEvent.clear(free);
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping rates' }));

    await vi.waitFor(() => expect(puts(requests, '/settings/shipping')).toHaveLength(1));
    const [put] = puts(requests, '/settings/shipping');
    expect(put!.headers.get('if-none-match')).toBe('*');
    const ns = (put!.body as { rates: typeof DEFAULT_SHIPPING_RATES }).rates['CP.RP'].zones.NS!;
    expect(ns.prices[0]).toEqual({ fromValue: 0, price: 777 });
    expect(ns.freeShippingThreshold).toBeNull();
    expect(await screen.findByText(/The next shipping estimate uses these rates/)).toBeTruthy();
  });

  it('refuses a price that is not dollars and bands that do not go up, naming the row', async () => {
    const requests = renderScreen(['staff', 'viewer'], 'shipping');
    await userEvent.click(await screen.findByRole('tab', { name: 'CP.RP' }));
    const table = screen.getByLabelText('CP.RP rates by zone');
    const price = within(table).getByLabelText('CP.RP Nova Scotia band 2 price');
    await userEvent.clear(price);
    await userEvent.type(price, '14.9.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    expect(await within(table).findByText('band 2 price: dollars and cents, e.g. 11.95')).toBeTruthy();

    await userEvent.clear(price);
    await userEvent.type(price, '14.95');
    const from = within(table).getByLabelText('CP.RP Nova Scotia band 3 from');
    await userEvent.clear(from);
    await userEvent.type(from, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    expect(await within(table).findByText(/price bands go up by fromValue/)).toBeTruthy();
    expect(puts(requests, '/settings/shipping')).toHaveLength(0);
  });
});
