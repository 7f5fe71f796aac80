import { addToCart } from '@backroom/core/cart';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi, type FakeRequest } from '../../testing/fake-shop-api';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { renderWithShop } from '../../testing/render-with-shop';
import { CartPage } from './cart-page';
import { reloadCart, updateCart } from '../../lib/cart-store';

const bigBloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1899 });
const growBig = makeItem({ id: 'grow-big', name: 'FoxFarm>Liquid>Grow Big', price: 1599 });

const expedited: ShippingQuote = { code: 'CP.EP', name: 'Expedited Parcel', minDays: 1, maxDays: 3, price: 1495, freeShippingThreshold: 10_000 };

let requests: FakeRequest[];

beforeEach(() => {
  reloadCart();
  // Two Big Bloom at $18.99 and one Grow Big at $15.99, going to Liverpool: $53.97.
  updateCart((cart) => ({
    ...addToCart(addToCart(cart, bigBloom, 2), growBig, 1),
    deliveryAddress: { ...cart.deliveryAddress, postal: 'B0T 1K0' },
  }));
  requests = stubShopApi((request) => (request.method === 'POST' && request.path === '/shipping/estimate/best' ? { body: expedited } : undefined));
});
afterEach(() => vi.unstubAllGlobals());

function openCart() {
  return renderWithShop(<CartPage />, { path: '/order/cart' });
}

const line = (name: string) => screen.getByText(name).closest('li')!;
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`).textContent;
const storedCounts = () => {
  const stored = JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, { count: number }> };
  return Object.fromEntries(Object.entries(stored.items).map(([id, { count }]) => [id, count]));
};

describe('CartPage', () => {
  it('lists each line with its price, quantity and line total, and the subtotal', () => {
    openCart();
    expect(within(line('Big Bloom')).getByText('FoxFarm · $18.99 each')).toBeTruthy();
    expect(quantityOf('Big Bloom')).toBe('2');
    expect(within(line('Big Bloom')).getByText('$37.98')).toBeTruthy();
    expect(quantityOf('Grow Big')).toBe('1');
    expect(within(line('Grow Big')).getByText('$15.99')).toBeTruthy();
    expect(screen.getByText('Subtotal $53.97')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/order/checkout');
  });

  it('strikes the regular line total of an item on sale through, and counts its sale price', () => {
    updateCart((cart) => addToCart(cart, makeItem({ id: 'ocean-forest', name: 'Ocean Forest', brand: '', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' }), 1));
    openCart();
    const onSale = line('Ocean Forest');
    expect(onSale.querySelector('s')?.textContent).toBe('$18.99');
    expect(within(onSale).getByText('Regular price $18.99, sale price $14.99')).toBeTruthy();
    expect(line('Big Bloom').querySelector('s')).toBeNull();
    expect(screen.getByText('Subtotal $68.96')).toBeTruthy();
  });

  it('adds one with plus and says so', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add one Big Bloom' }));
    expect(quantityOf('Big Bloom')).toBe('3');
    expect(screen.getByRole('alert').textContent).toBe('Added Big Bloom to cart');
    expect(screen.getByText('Subtotal $72.96')).toBeTruthy();
    expect(storedCounts()).toEqual({ 'big-bloom': 3, 'grow-big': 1 });
  });

  it('takes one away with minus and says so', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Big Bloom' }));
    expect(quantityOf('Big Bloom')).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('Removed Big Bloom from cart');
    expect(screen.getByText('Subtotal $34.98')).toBeTruthy();
    expect(storedCounts()).toEqual({ 'big-bloom': 1, 'grow-big': 1 });
  });

  it('removes the line when minus takes its last piece', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Grow Big' }));
    expect(screen.queryByText('Grow Big')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Removed Grow Big from cart');
    expect(storedCounts()).toEqual({ 'big-bloom': 2 });
  });

  it('deletes a whole line', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Big Bloom' }));
    expect(screen.queryByText('Big Bloom')).toBeNull();
    expect(quantityOf('Grow Big')).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('Removed Big Bloom from cart');
    expect(screen.getByText('Subtotal $15.99')).toBeTruthy();
    expect(storedCounts()).toEqual({ 'grow-big': 1 });
  });

  it('asks before removing everything and keeps the cart on No', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove all?' });
    expect(within(dialog).getByText('This will remove all items from your cart. Are you sure?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(quantityOf('Big Bloom')).toBe('2');
    expect(quantityOf('Grow Big')).toBe('1');
    expect(storedCounts()).toEqual({ 'big-bloom': 2, 'grow-big': 1 });
  });

  it('empties the cart on Yes', async () => {
    openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove all?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your shopping cart is empty!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/^Subtotal/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove All' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(storedCounts()).toEqual({});
  });

  it('shows the best shipping to the postal code and what is left to ship free, updated as the cart changes', async () => {
    openCart();
    expect(await screen.findByText('Free shipping on orders of $100.00 or more: add $46.03 more.')).toBeTruthy();
    expect(screen.getByText(/^Best shipping to/).textContent).toBe('Best shipping to B0T 1K0: Expedited Parcel, $14.95, 2-6 days');
    // Besides the promotions in effect (asked once, for the promotion lines) and the items' prices now
    // (asked once: a sale may have started or ended), one estimate.
    const estimates = () => requests.filter(({ path }) => path !== '/items/batch' && path !== '/promotions/active');
    expect(estimates().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/shipping/estimate/best', body: { postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: 2 }, 'grow-big': { count: 1 } } } } },
    ]);
    expect(requests.filter(({ path }) => path === '/items/batch').map(({ body }) => body)).toEqual([{ ids: ['big-bloom', 'grow-big'] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Add one Big Bloom' }));
    expect(await screen.findByText('Free shipping on orders of $100.00 or more: add $27.04 more.')).toBeTruthy();
    expect(estimates().at(-1)?.body).toEqual({ postal: 'B0T1K0', cart: { items: { 'big-bloom': { count: 3 }, 'grow-big': { count: 1 } } } });
  });
});

describe('the cart page in Canadian French', () => {
  it('shows its words in French and its amounts as fr-CA writes them', async () => {
    await loadLanguage('fr-CA');
    renderWithShop(<CartPage />, { path: '/order/cart', locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Panier' })).toBeTruthy();
    // Testing Library folds the no-break space fr-CA puts before '$' into a plain one.
    expect(within(line('Big Bloom')).getByText('FoxFarm · 18,99 $ chacun')).toBeTruthy();
    expect(line('Big Bloom').textContent).toContain('37,98\u00a0$');
    expect(screen.getByText('Sous-total 53,97 $')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer à la caisse' })).toBeTruthy();
    expect(await screen.findByText(/Meilleure livraison à B0T 1K0/)).toBeTruthy();
    expect(screen.getByText('Expedited Parcel').tagName).toBe('STRONG');
    expect(screen.getByRole('status').textContent).toContain('14,95\u00a0$, 2 à 6 jours');
    expect(screen.getByRole('status').textContent).toContain('ajoutez encore 46,03\u00a0$');

    await userEvent.click(screen.getByRole('button', { name: 'Retirer un Big Bloom' }));
    expect(await screen.findByText('Big Bloom a été retiré du panier')).toBeTruthy();
  });
});

describe('the best shipping estimate in Canadian French', () => {
  it("names a method by Canada Post's French name while it keeps its default English one", async () => {
    vi.unstubAllGlobals();
    stubShopApi((request) =>
      request.method === 'POST' && request.path === '/shipping/estimate/best' ? { body: { ...expedited, name: 'Canada Post Expedited Parcel' } } : undefined,
    );
    await loadLanguage('fr-CA');
    renderWithShop(<CartPage />, { path: '/order/cart', locale: 'fr-CA' });
    expect((await screen.findByText('Postes Canada – Colis accélérés')).tagName).toBe('STRONG');
  });
});
