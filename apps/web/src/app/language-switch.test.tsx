import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../lib/cart-store';
import { preferredLocale } from '../lib/i18n/stored-locale';
import { makeClientConfig, renderWithShop } from '../testing/render-with-shop';
import { SiteHeader } from './site-header';

const config = makeClientConfig({ menus: [{ name: 'Florist', url: '/florist' }] });

function renderHeader() {
  return renderWithShop(<SiteHeader config={config} onOpenDepartments={vi.fn()} onOpenCart={vi.fn()} />, { config });
}

function clearLocaleCookie() {
  document.cookie = 'backroom_lang=; path=/; max-age=0';
}

describe('the EN / FR language switch', () => {
  beforeEach(() => reloadCart());
  afterEach(() => {
    clearLocaleCookie();
    vi.unstubAllGlobals();
  });

  it('shows English pressed, each label in its own language', () => {
    renderHeader();
    const english = screen.getByRole('button', { name: 'EN' });
    const french = screen.getByRole('button', { name: 'FR' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(french.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en');
    expect(french.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('turns the header French, sets <html lang>, and remembers the choice in storage and for the server', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'FR' }));
    // The French messages download first (a chunk of their own in the build).
    expect(await screen.findByRole('button', { name: 'Panier, 0 article' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByPlaceholderText('Rechercher').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ouvrir les rayons' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FR' }).getAttribute('aria-pressed')).toBe('true');
    // <html lang> follows once React has run the page's effects after the French commit.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    expect(localStorage.getItem('backroom.locale')).toBe('fr-CA');
    expect(document.cookie).toContain('backroom_lang=fr-CA');
    expect(preferredLocale()).toBe('fr-CA');

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-CA'));
    expect(localStorage.getItem('backroom.locale')).toBe('en-CA');
  });
});

describe('preferredLocale', () => {
  afterEach(() => vi.unstubAllGlobals());

  const browserLanguage = (language: string) => vi.stubGlobal('navigator', { ...window.navigator, language });

  it('follows the browser when the shopper has not chosen: any French is fr-CA, anything else en-CA', () => {
    for (const [language, locale] of [
      ['fr-CA', 'fr-CA'],
      ['fr-FR', 'fr-CA'],
      ['fr', 'fr-CA'],
      ['en-US', 'en-CA'],
      ['de-DE', 'en-CA'],
      ['', 'en-CA'],
    ] as const) {
      browserLanguage(language);
      expect(preferredLocale(), language).toBe(locale);
    }
  });

  it('prefers the stored choice over the browser', () => {
    browserLanguage('fr-CA');
    localStorage.setItem('backroom.locale', 'en-CA');
    expect(preferredLocale()).toBe('en-CA');
    browserLanguage('en-US');
    localStorage.setItem('backroom.locale', 'fr-CA');
    expect(preferredLocale()).toBe('fr-CA');
  });

  it('ignores garbage in storage and falls back to the browser', () => {
    browserLanguage('fr-BE');
    for (const garbage of ['fr', 'FR-ca', 'de-DE', '{"locale":"en-CA"}', '']) {
      localStorage.setItem('backroom.locale', garbage);
      expect(preferredLocale(), garbage).toBe('fr-CA');
    }
  });
});
