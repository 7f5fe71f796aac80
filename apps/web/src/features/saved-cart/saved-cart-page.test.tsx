import { makeItem } from '@backroom/core/testing/make-item';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../../lib/cart-store';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { errorAnswer, stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { SavedCartPage } from './saved-cart-page';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const bloom = makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 2099, stock: 3 });

describe('the reminder’s links', () => {
  it('puts the saved cart back in this browser at today’s prices and says what could not come back, in French', async () => {
    await loadLanguage('fr-CA');
    localStorage.clear();
    reloadCart();
    stubShopApi((request) =>
      request.path === `/left-carts/${TOKEN}`
        ? {
            body: {
              lines: [{ item: bloom, count: 3 }],
              changed: [
                { itemId: 'big-bloom', name: 'Big Bloom', reason: 'fewer-left' },
                { itemId: 'tiger-bloom', name: 'Tiger Bloom', reason: 'sold-out' },
                { itemId: 'gone', name: null, reason: 'unavailable' },
              ],
            },
          }
        : undefined,
    );
    renderWithShop(<SavedCartPage />, { path: `/saved-cart/${TOKEN}`, route: '/saved-cart/:token', locale: 'fr-CA' });
    await screen.findByRole('heading', { level: 1, name: 'Votre panier est de retour' });
    expect(screen.getByText('3 × Big Bloom')).toBeTruthy();
    expect(screen.getByText(/^62,97\s\$$/)).toBeTruthy();
    // The page's no-break spaces read as spaces, as testing-library compares text.
    expect(screen.getByText('Il ne reste que 3 Big Bloom : votre panier les contient tous.')).toBeTruthy();
    expect(screen.getByText('Tiger Bloom est épuisé pour le moment : il a été retiré.')).toBeTruthy();
    expect(screen.getByText('Un article de votre panier n’est plus vendu : il a été retiré.')).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({ items: { 'big-bloom': { count: 3, item: { price: 2099 } } } }));
  });

  it('says a link that opens no cart opens none', async () => {
    stubShopApi(() => errorAnswer(404, 'NOT_FOUND', 'There is no such saved cart.'));
    renderWithShop(<SavedCartPage />, { path: `/saved-cart/${TOKEN}`, route: '/saved-cart/:token' });
    await screen.findByRole('heading', { level: 1, name: 'This link opens no cart' });
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeTruthy();
  });

  it('unsubscribes with the button, not by the visit', async () => {
    const requests = stubShopApi((request) => (request.method === 'POST' && request.path === `/left-carts/${TOKEN}/unsubscribe` ? { body: { unsubscribed: true } } : undefined));
    renderWithShop(<UnsubscribePage />, { path: `/saved-cart/${TOKEN}/unsubscribe`, route: '/saved-cart/:token/unsubscribe' });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(requests).toEqual([]);
    await userEvent.click(button);
    await screen.findByText('Done: this e-mail address will get no more reminders of left carts from us.');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST /left-carts/${TOKEN}/unsubscribe`]);
  });
});
