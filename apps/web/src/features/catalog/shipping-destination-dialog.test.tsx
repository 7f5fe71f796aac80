import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../cart/cart-store';
import { renderWithShop } from '../../testing/render-with-shop';
import { ShippingDestinationDialog } from './shipping-destination-dialog';

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

    await userEvent.type(field, '0');
    expect(screen.queryByText('Enter valid postal code to see all available delivery options.')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').deliveryAddress.postal).toBe('B0T 1K0');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
