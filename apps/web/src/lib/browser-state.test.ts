// @vitest-environment node
import { addToCart } from '@backroom/core/cart';
import { makeItem } from '@backroom/core/testing/make-item';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The server renders the storefront in Node, where there is no window. Node may still have a
// `localStorage` of its own (22+ behind a flag, on by default later), one for every visitor: it
// holds a cart and a session here, which a read on the server must never return.
const nodeStorage = {
  getItem: vi.fn((key: string) => (key === 'cart' ? JSON.stringify({ items: { seeds: { item: makeItem({ id: 'seeds' }), count: 9 } } }) : null)),
  setItem: vi.fn(),
  removeItem: vi.fn(),
};

beforeAll(() => {
  vi.stubGlobal('localStorage', nodeStorage);
  vi.stubGlobal('sessionStorage', nodeStorage);
});
afterAll(() => vi.unstubAllGlobals());

describe('browser-only state on the server (no window)', () => {
  it('is not a browser', async () => {
    const { inBrowser } = await import('./browser-state');
    expect(typeof window).toBe('undefined');
    expect(inBrowser()).toBe(false);
  });

  it('reads nothing kept, the language and width as unknown, and writes nothing', async () => {
    const state = await import('./browser-state');
    expect(state.readStored('cart')).toBeNull();
    expect(state.readStored('siteDisabledAcknowledged', 'session')).toBeNull();
    expect(state.browserLanguage()).toBeNull();
    expect(state.viewportWidth()).toBeNull();
    expect(state.pageLanguage()).toBeNull();
    expect(state.writeStored('cart', '{}')).toBe(false);
    expect(() => state.removeStored('cart')).not.toThrow();
    expect(() => state.writeCookie('locale', 'fr-CA', 60)).not.toThrow();
    expect(() => state.setPageLanguage('fr-CA')).not.toThrow();
    expect(() => state.onStoredChangeElsewhere(() => undefined)()).not.toThrow();
  });

  it('gives the empty cart, and changing it does nothing', async () => {
    const { readCart, updateCart, reloadCart } = await import('./cart-store');
    expect(readCart().items).toEqual({});
    expect(() => updateCart((cart) => addToCart(cart, makeItem({ id: 'bloom' }), 2))).not.toThrow();
    reloadCart();
    expect(readCart().items).toEqual({});
  });

  it('renders a component that reads the cart with the empty cart', async () => {
    const { useCart } = await import('./cart-store');
    const CartCount = () => createElement('span', null, Object.keys(useCart().items).length);
    expect(renderToString(createElement(CartCount))).toBe('<span>0</span>');
  });

  it('has no signed-in member, and signing in or out does nothing', async () => {
    const { clearSession, readSession, saveSession, sessionHeaders } = await import('./member-session');
    expect(readSession()).toBeNull();
    expect(sessionHeaders()).toEqual({});
    expect(() => saveSession({ token: 't', expiresAt: '2999-01-01T00:00:00.000Z', roles: [] })).not.toThrow();
    expect(() => clearSession()).not.toThrow();
    expect(readSession()).toBeNull();
  });

  it('speaks the default language, and remembering one does nothing', async () => {
    const { preferredLocale, rememberLocale, shareLocaleWithServer, storedLocale } = await import('./i18n/stored-locale');
    expect(storedLocale()).toBeNull();
    expect(preferredLocale()).toBe('en-CA');
    expect(() => rememberLocale('fr-CA')).not.toThrow();
    expect(() => shareLocaleWithServer('fr-CA')).not.toThrow();
  });

  it('talks to the main store', async () => {
    const { activeStore, DEFAULT_STORE } = await import('./api-client');
    expect(activeStore()).toBe(DEFAULT_STORE);
  });

  it('never touched Node’s own storage', () => {
    expect(nodeStorage.getItem).not.toHaveBeenCalled();
    expect(nodeStorage.setItem).not.toHaveBeenCalled();
    expect(nodeStorage.removeItem).not.toHaveBeenCalled();
  });
});
