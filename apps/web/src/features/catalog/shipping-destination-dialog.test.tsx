import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../../lib/cart-store';
import { renderWithShop } from '../../testing/render-with-shop';
import { ShippingDestinationDialog } from './shipping-destination-dialog';

const expressPost: ShippingQuote = { code: 'CP.EP', name: 'Canada Post Expedited Parcel', minDays: 1, maxDays: 2, price: 1_499, freeShippingThreshold: 15_000 };

const requests: { url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
  if (url.endsWith('/shipping/estimate/best')) return Response.json(expressPost);
  return Response.json({ error: { code: 'NOT_FOUND', message: 'no such call' } }, { status: 404 });
});

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ShippingDestinationDialog', () => {
  it('saves the postal code, upper-cased, once it has 6 characters ignoring spaces', async () => {
    reloadCart();
    const onClose = vi.fn();
    renderWithShop(<ShippingDestinationDialog open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Set shipping destination' })).toBeTruthy();
    const field = screen.getByLabelText('Postal Code');
    await userEvent.type(field, 'b0t 1k');
    expect((field as HTMLInputElement).value).toBe('B0T 1K');
    expect(screen.getByText('Enter valid postal code to see all available delivery options.')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(requests).toEqual([]);

    await userEvent.type(field, '0');
    expect(screen.queryByText('Enter valid postal code to see all available delivery options.')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').deliveryAddress.postal).toBe('B0T 1K0');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the best estimate and what is left to spend for free shipping once the postal code is known', async () => {
    reloadCart();
    renderWithShop(<ShippingDestinationDialog open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Postal Code'), 'b3h4r2');

    const status = await screen.findByText(/Best shipping to B3H 4R2/);
    expect(status.textContent).toBe('Best shipping to B3H 4R2: Canada Post Expedited Parcel, $14.99, 2-5 days');
    expect(screen.getByText('Free shipping on orders of $150.00 or more: add $150.00 more.')).toBeTruthy();
    // An empty cart asks with a zero value; the server prices a cart's lines itself.
    expect(requests).toEqual([{ url: '/backroom/api/v1/shipping/estimate/best', body: { postal: 'B3H4R2', value: 0 } }]);
  });
});
