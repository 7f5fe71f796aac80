import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, checkoutCart, openCheckout, storedCart } from '../../testing/checkout-shop';

afterEach(() => vi.unstubAllGlobals());

const totals = () => screen.getByRole('table', { name: 'Summary' });

describe('discount code', () => {
  it('applies a code through the discount call, shows the saving and keeps it in the cart', async () => {
    const requests = checkoutApi();
    // Free pickup: the total is known without an address.
    openCheckout(checkoutCart({ shippingMethod: 'PICKUP' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SPRING10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // 10% of $50.48 is $5.05.
    expect(await screen.findByText('Discount code SPRING10 applied: you save $5.05.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/order/discount/SPRING10')).toBe(true);
    expect(within(totals()).getByText('Discount (SPRING10)')).toBeTruthy();
    expect(within(totals()).getByText('-$5.05')).toBeTruthy();
    // ($50.48 - $5.05) × 15% = $6.81 tax; total $52.24.
    expect(within(totals()).getByText('$6.81')).toBeTruthy();
    expect(within(totals()).getByText('$52.24')).toBeTruthy();
    await waitFor(() => expect(storedCart()).toMatchObject({ discountCode: 'SPRING10', discountAmount: 505 }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove discount code SPRING10' }));
    expect(storedCart()).toMatchObject({ discountCode: '', discountAmount: 0 });
  });

  it('says an unknown or expired code is not valid and applies nothing', async () => {
    checkoutApi();
    openCheckout(checkoutCart());
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code NOPE is not valid.')).toBeTruthy();
    expect(storedCart().discountCode ?? '').toBe('');
    expect(within(totals()).getByText('Discount')).toBeTruthy();
  });

  it('drops a stored code the shop no longer knows, saying so', async () => {
    checkoutApi();
    openCheckout(checkoutCart({ discountCode: 'OLDCODE', discountAmount: 700 }));
    expect(await screen.findByText('Discount code OLDCODE is not valid.')).toBeTruthy();
    await waitFor(() => expect(storedCart()).toMatchObject({ discountCode: '', discountAmount: 0 }));
  });

  it('prices shipping on the discounted subtotal, as the order will be', async () => {
    const requests = checkoutApi();
    openCheckout(checkoutCart({ discountCode: 'SPRING10', shippingMethod: 'CP.RP', deliveryAddress: { ...checkoutCart().deliveryAddress, postal: 'B0T 1K0' } }));
    await screen.findByText('Discount code SPRING10 applied: you save $5.05.');
    await waitFor(() => expect(requests.some((request) => request.path === '/shipping/estimate' && 'value' in (request.body as object))).toBe(true));
    const estimate = requests.filter((request) => request.path === '/shipping/estimate').pop()!;
    expect(estimate.body).toEqual({ postal: 'B0T1K0', value: 5048 - 505 });
  });
});
