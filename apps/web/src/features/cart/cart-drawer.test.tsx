import { addToCart } from '@backroom/core/cart';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { CartDrawer } from './cart-drawer';
import { reloadCart, updateCart } from '../../lib/cart-store';

const bigBloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899 });

beforeEach(() => {
  reloadCart();
  stubShopApi(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const drawer = () => within(screen.getByRole('region', { name: 'Shopping cart' }));

describe('CartDrawer', () => {
  it("says 'Your shopping cart is empty!' and offers no checkout for an empty cart", () => {
    renderWithShop(<CartDrawer open onClose={vi.fn()} />);
    expect(drawer().getByText('Your shopping cart is empty!')).toBeTruthy();
    expect(drawer().getByRole('link', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says what a quantity change did, as the cart page does', async () => {
    updateCart((cart) => addToCart(cart, bigBloom, 2));
    renderWithShop(<CartDrawer open onClose={vi.fn()} />);
    expect(drawer().getByText('Subtotal $37.98')).toBeTruthy();

    await userEvent.click(drawer().getByRole('button', { name: 'Add one Big Bloom' }));
    expect(screen.getByRole('alert').textContent).toBe('Added Big Bloom to cart');
    expect(drawer().getByText('Subtotal $56.97')).toBeTruthy();

    await userEvent.click(drawer().getByRole('button', { name: 'Remove one Big Bloom' }));
    expect(screen.getByRole('alert').textContent).toBe('Removed Big Bloom from cart');
    expect(drawer().getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/order/checkout');
  });
});
