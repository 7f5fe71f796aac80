import { addToCart } from '@backroom/core/cart';
import { makeItem } from '@backroom/core/testing/make-item';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCart, updateCart } from '../lib/cart-store';
import { makeClientConfig, renderWithShop } from '../testing/render-with-shop';
import { SiteHeader } from './site-header';

const config = makeClientConfig({
  menus: [
    { name: 'Florist', url: '/florist' },
    { name: 'Facebook', url: 'https://www.facebook.com/thebackroomliverpool' },
  ],
});

function renderHeader(path = '/', onOpenCart = vi.fn()) {
  return renderWithShop(<SiteHeader config={config} onOpenDepartments={vi.fn()} onOpenCart={onOpenCart} />, { path, config });
}

const cartButton = () => screen.getByRole('button', { name: /^Cart, / });

describe('SiteHeader', () => {
  beforeEach(() => reloadCart());

  it('hides the badge for an empty cart and counts every piece once there are some', () => {
    renderHeader();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(within(cartButton()).queryByText('0')).toBeNull();
    act(() => updateCart((cart) => addToCart(addToCart(cart, makeItem({ id: 'a' }), 2), makeItem({ id: 'b' }), 3)));
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 5 items');
    expect(within(cartButton()).getByText('5')).toBeTruthy();
  });

  it('shows 99+ above 99 pieces', () => {
    act(() => updateCart((cart) => addToCart(cart, makeItem({ id: 'a' }), 120)));
    renderHeader();
    expect(within(cartButton()).getByText('99+')).toBeTruthy();
  });

  it('opens the cart drawer, except on the cart and checkout pages', async () => {
    const onOpenCart = vi.fn();
    renderHeader('/', onOpenCart);
    await userEvent.click(cartButton());
    expect(onOpenCart).toHaveBeenCalledOnce();
  });

  it.each(['/order/cart', '/order/checkout'])('disables the cart button on %s', (path) => {
    renderHeader(path);
    expect((cartButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the menu upper-cased: in-app links stay, others open a new window', () => {
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Shop menu' });
    const florist = within(menu).getByRole('link', { name: 'FLORIST' });
    expect(florist.getAttribute('href')).toBe('/florist');
    expect(florist.getAttribute('target')).toBeNull();
    const facebook = within(menu).getByRole('link', { name: 'FACEBOOK' });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
  });

  it('links the shop name and its subtext home', () => {
    renderHeader('/category');
    expect(screen.getByRole('link', { name: 'The Back Room Grow Supply & Florist' }).getAttribute('href')).toBe('/');
  });

  it('places the logo and draws the name and menu in the configured fonts', () => {
    const styled = makeClientConfig({
      logo: { left: 6, top: 4, height: 40 },
      fonts: { title: 'Playfair Display', menu: 'Oswald' },
      menus: [{ name: 'Florist', url: '/florist' }],
    });
    renderWithShop(<SiteHeader config={styled} onOpenDepartments={vi.fn()} onOpenCart={vi.fn()} />, { config: styled });
    const logo = document.querySelector('header img') as HTMLImageElement;
    expect([logo.getAttribute('height'), logo.style.marginLeft, logo.style.marginTop]).toEqual(['40', '6px', '4px']);
    expect(screen.getByText('The Back Room').style.fontFamily).toMatch(/^"Playfair Display", /);
    expect(screen.getByRole('link', { name: 'FLORIST' }).style.fontFamily).toMatch(/^"Oswald", /);
  });

  describe('shrinking', () => {
    /** Stands in for the browser's ResizeObserver, which jsdom lacks: the test says what the browser laid out. */
    let reportSize: (height: number) => void = () => {
      throw new Error('nothing observed');
    };
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: ResizeObserverCallback) {}
          observe(target: HTMLElement) {
            reportSize = (height) =>
              act(() => this.callback([{ target, borderBoxSize: [{ blockSize: height, inlineSize: 1280 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
          }
          disconnect() {}
        },
      );
      return () => vi.unstubAllGlobals();
    });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    const menu = () => screen.queryByRole('navigation', { name: 'Shop menu' });
    const placeholder = () => document.querySelector('header + [aria-hidden="true"]') as HTMLElement | null;

    it('shrinks past 100 px of scrolling and grows back above it, without moving the page', () => {
      renderHeader();
      const header = document.querySelector('header') as HTMLElement;
      // At full size the header sticks to the top in the page's flow: nothing stands in for it.
      expect(getComputedStyle(header).position).toBe('sticky');
      expect(placeholder()).toBeNull();
      reportSize(128.5);
      scrollTo(90);
      expect(menu()).toBeTruthy();
      scrollTo(141);
      expect(menu()).toBeNull();
      // Shrunk, it floats over a placeholder of its full height, so nothing below it moves.
      expect(getComputedStyle(header).position).toBe('fixed');
      expect(getComputedStyle(placeholder()!).height).toBe('128.5px');
      scrollTo(100);
      expect(menu()).toBeTruthy();
      expect(getComputedStyle(header).position).toBe('sticky');
      expect(placeholder()).toBeNull();
    });

    it('keeps the full height through the shrinking transition and a shrink again right after growing back', () => {
      renderHeader();
      reportSize(128);
      scrollTo(110);
      // The browser reports the header on its way down: none of it is the full height.
      reportSize(90);
      reportSize(56);
      expect(getComputedStyle(placeholder()!).height).toBe('128px');
      scrollTo(100);
      scrollTo(101);
      expect(getComputedStyle(placeholder()!).height).toBe('128px');
    });

    it('stays full size until its full height is known, so the placeholder is never a guess', () => {
      renderHeader();
      scrollTo(300);
      expect(menu()).toBeTruthy();
      expect(placeholder()).toBeNull();
      reportSize(128);
      scrollTo(301);
      expect(menu()).toBeNull();
    });

    it('keeps what focus scrolls to below the header: the page is padded by its full height', () => {
      const { unmount } = renderHeader();
      reportSize(112.5);
      expect(document.documentElement.style.scrollPaddingTop).toBe('113px');
      scrollTo(200);
      reportSize(56);
      expect(document.documentElement.style.scrollPaddingTop).toBe('113px');
      unmount();
      expect(document.documentElement.style.scrollPaddingTop).toBe('');
    });
  });
});
