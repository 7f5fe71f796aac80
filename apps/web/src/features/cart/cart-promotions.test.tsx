import { addToCart } from '@backroom/core/cart';
import type { ActivePromotions } from '@backroom/core/promotions/promotion';
import { makeItem } from '@backroom/core/testing/make-item';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawer } from './cart-drawer';
import { CartPage } from './cart-page';
import { reloadCart, updateCart } from '../../lib/cart-store';
import { stubShopApi } from '../../testing/fake-shop-api';
import { makePromotion } from '../../testing/make-promotion';
import { renderWithShop } from '../../testing/render-with-shop';

const soil = makeItem({ id: 'ocean-forest', name: 'Ocean Forest', categoryId: 'soil', price: 1500 });
const halfPrice = makePromotion();
const active: ActivePromotions = { promotions: [halfPrice], withCodes: 'better-of', version: '1' };

beforeEach(() => {
  reloadCart();
  stubShopApi((request) => (request.path === '/promotions/active' ? { body: active } : undefined));
});
afterEach(() => vi.unstubAllGlobals());

describe('promotions in the cart', () => {
  it('hints at the one more item that qualifies, then shows the promotion line in the drawer', async () => {
    updateCart((cart) => addToCart(cart, soil, 2));
    renderWithShop(<CartDrawer open onClose={vi.fn()} />);
    const drawer = within(screen.getByRole('region', { name: 'Shopping cart' }));
    const hints = await drawer.findByRole('list', { name: 'Promotions within reach' });
    expect(hints.textContent).toBe('Add 1 more potting soil to get 1 half price');
    expect(drawer.queryByRole('list', { name: 'Promotions' })).toBeNull();

    await userEvent.click(drawer.getByRole('button', { name: 'Add one Ocean Forest' }));
    const lines = await drawer.findByRole('list', { name: 'Promotions' });
    // A word joiner keeps the minus with its amount.
    expect(lines.textContent).toBe('Buy 2 potting soils, get 1 half price: −\u2060$7.50');
    expect(drawer.getByText('Subtotal $45.00')).toBeTruthy();
    expect(drawer.getByText('Subtotal after promotions $37.50')).toBeTruthy();
  });

  it('shows the same line on the cart page in French', async () => {
    updateCart((cart) => addToCart(cart, soil, 3));
    renderWithShop(<CartPage />, { locale: 'fr-CA' });
    const lines = await screen.findByRole('list', { name: 'Promotions' });
    expect(lines.textContent?.replaceAll('\u202f', ' ').replaceAll('\u00a0', ' ')).toBe('Achetez 2 potting soils, obtenez-en 1 à moitié prix : −\u20607,50 $');
  });

  it('shows nothing when the shop has no promotions, or cannot say', async () => {
    vi.unstubAllGlobals();
    const requests = stubShopApi(() => undefined);
    updateCart((cart) => addToCart(cart, soil, 3));
    renderWithShop(<CartDrawer open onClose={vi.fn()} />);
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/promotions/active')).toBe(true));
    expect(screen.queryByRole('list', { name: 'Promotions' })).toBeNull();
    expect(screen.getByText('Subtotal $45.00')).toBeTruthy();
  });

  describe('with the discount code kept in the cart, priced as checkout prices it', () => {
    const codes: Record<string, object> = { TENOFF: { code: 'TENOFF', discountPercent: 10 }, BIG: { code: 'BIG', discountAmount: 1500 } };
    function shopWith(withCodes: ActivePromotions['withCodes']) {
      vi.unstubAllGlobals();
      stubShopApi((request) => {
        if (request.path === '/promotions/active') return { body: { ...active, withCodes } };
        const code = /^\/order\/discount\/(\w+)$/.exec(request.path)?.[1];
        return code && codes[code] ? { body: codes[code] } : undefined;
      });
    }
    const cartWithCode = (code: string) => updateCart((cart) => ({ ...addToCart(cart, soil, 3), discountCode: code }));
    const flat = (text: string | null | undefined) => text?.replaceAll('\u202f', ' ').replaceAll('\u00a0', ' ');

    it('adds the code on what the promotions leave when the store combines them (drawer)', async () => {
      shopWith('combine');
      cartWithCode('TENOFF');
      renderWithShop(<CartDrawer open onClose={vi.fn()} />);
      const drawer = within(screen.getByRole('region', { name: 'Shopping cart' }));
      expect((await drawer.findByRole('list', { name: 'Promotions' })).textContent).toBe('Buy 2 potting soils, get 1 half price: −\u2060$7.50');
      expect(await drawer.findByText('Code TENOFF: −\u2060$3.75')).toBeTruthy();
      expect(drawer.getByText('Subtotal after discounts $33.75')).toBeTruthy();
      expect(drawer.queryByText(/Subtotal after promotions/)).toBeNull();
    });

    it('says the code does not combine when the promotions save more (cart page)', async () => {
      shopWith('better-of');
      cartWithCode('TENOFF');
      renderWithShop(<CartPage />);
      expect(await screen.findByText('Code TENOFF does not combine with the promotions, which save you more.')).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Promotions' })).toBeTruthy();
      expect(screen.getByText('Subtotal after promotions $37.50')).toBeTruthy();
      expect(screen.queryByText(/Code TENOFF:/)).toBeNull();
    });

    it('applies a code that saves more instead of the promotions, in French too', async () => {
      shopWith('better-of');
      cartWithCode('BIG');
      renderWithShop(<CartPage />, { locale: 'fr-CA' });
      expect(flat((await screen.findByText(/^Code BIG/)).textContent)).toBe('Code BIG : −\u206015,00 $');
      expect(flat(screen.getByText(/^Sous-total après rabais/).textContent)).toBe('Sous-total après rabais 30,00 $');
      expect(screen.queryByRole('list', { name: 'Promotions' })).toBeNull();
    });
  });
});
