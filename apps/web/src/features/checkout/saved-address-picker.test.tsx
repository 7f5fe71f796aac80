import { emptyCart } from '@backroom/core/cart';
import type { SavedAddress } from '@backroom/core/members/saved-address';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@backroom/core/locale';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { ADA, checkoutApi, checkoutCart, checkoutConfig, openCheckout, storedCart } from '../../testing/checkout-shop';

const session = { token: 'member-token-of-43-characters-aaaaaaaaaaaaa', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['member'] };
const saved = (fields: Partial<SavedAddress> & Pick<SavedAddress, 'id'>): SavedAddress => ({
  label: '',
  firstName: 'Rose',
  lastName: 'Gardner',
  street: '12 Main St',
  additional: '',
  city: 'Liverpool',
  province: 'NS',
  postal: 'B0T 1K0',
  isDefault: false,
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...fields,
});
const home = saved({ id: 'home', label: 'Home', isDefault: true });
const cottage = saved({ id: 'cottage', label: 'Cottage', street: '4 Lake Rd', additional: 'Unit 2', city: 'Kingston', province: 'ON', postal: 'K7L 3N6' });

function openShippingStep(delivery = emptyCart().deliveryAddress, locale: Locale = 'en-CA') {
  const requests = checkoutApi(undefined, (request) => (request.path === '/api/v1/members/addresses' ? { body: [home, cottage] } : undefined));
  openCheckout(checkoutCart({ checkoutStep: 2, customerAddress: { ...emptyCart().customerAddress, ...ADA }, shippingMethod: 'CP.RP', deliveryAddress: delivery }), checkoutConfig, locale);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('session');
});

describe("a member's saved addresses in the Shipping step", () => {
  it('fills an empty delivery address with the default one, and another when picked', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    openShippingStep();
    await waitFor(() => expect(storedCart().deliveryAddress).toMatchObject({ street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' }));
    expect((screen.getByRole('textbox', { name: /^Street/ }) as HTMLInputElement).value).toBe('12 Main St');

    await userEvent.click(screen.getByRole('combobox', { name: 'Your saved addresses' }));
    await userEvent.click(screen.getByRole('option', { name: /Cottage: 4 Lake Rd/ }));
    expect(storedCart().deliveryAddress).toEqual({ firstName: 'Rose', lastName: 'Gardner', street: '4 Lake Rd', additional: 'Unit 2', city: 'Kingston', province: 'ON', postal: 'K7L 3N6' });
    expect((screen.getByRole('textbox', { name: /^Street/ }) as HTMLInputElement).value).toBe('4 Lake Rd');
  });

  it('names the saved addresses in French on a French checkout', async () => {
    await loadLanguage('fr-CA');
    localStorage.setItem('session', JSON.stringify(session));
    openShippingStep(emptyCart().deliveryAddress, 'fr-CA');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Vos adresses enregistrées' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisissez une adresse enregistrée',
      'Home\u00a0: 12 Main St, Liverpool B0T 1K0 (par défaut)',
      'Cottage\u00a0: 4 Lake Rd, Kingston K7L 3N6',
    ]);
  });

  it('leaves an address the shopper already typed as it is', async () => {
    localStorage.setItem('session', JSON.stringify(session));
    const typed = { ...emptyCart().deliveryAddress, firstName: 'Ada', lastName: 'Lovelace', street: '1 Spring Garden Rd', city: 'Halifax', province: 'NS', postal: 'B3H 1A1' };
    openShippingStep(typed);
    expect(await screen.findByRole('combobox', { name: 'Your saved addresses' })).toBeTruthy();
    expect(storedCart().deliveryAddress).toEqual(typed);
  });

  it('asks for no saved address without a member session', async () => {
    const requests = openShippingStep();
    expect(await screen.findByRole('textbox', { name: /^Street/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Your saved addresses' })).toBeNull();
    expect(requests.some((request) => request.path === '/api/v1/members/addresses')).toBe(false);
  });
});
