import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadCart } from '../../lib/cart-store';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { checkoutApi, checkoutCart, checkoutConfig, readyToPay } from '../../testing/checkout-shop';
import { renderWithShop } from '../../testing/render-with-shop';
import type { Cart } from '@backroom/core/cart';
import { CheckoutPage } from './checkout-page';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

function openCheckoutInFrench(cart: Cart) {
  localStorage.setItem('cart', JSON.stringify(cart));
  reloadCart();
  return renderWithShop(<CheckoutPage />, { path: '/order/checkout', route: '/order/checkout', config: checkoutConfig, locale: 'fr-CA' });
}

/** An amount as fr-CA writes it: '58,05 $' (a no-break space before the sign). */
const FRENCH_AMOUNT = /\d+,\d\d\u00a0\$/;

describe('the checkout in Canadian French', () => {
  it('names its steps and buttons in French', async () => {
    checkoutApi();
    openCheckoutInFrench(checkoutCart());
    expect(screen.getByRole('heading', { level: 1, name: 'Passer à la caisse' })).toBeTruthy();
    const steps = screen.getByRole('group', { name: 'Étapes de la commande' });
    for (const label of ['Vérifier la commande', 'Coordonnées', 'Informations de livraison', 'Paiement']) expect(within(steps).getByText(label)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Vérifier la commande' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Retour' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeTruthy();
    for (const label of ['Prénom', 'Nom', 'Courriel', 'Téléphone']) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
  });

  it('explains the Interac e-Transfer in French with the total as fr-CA writes it, and pays by card for that total', async () => {
    checkoutApi();
    openCheckoutInFrench(readyToPay({ paymentMethod: 'emt' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Paiement' })).toBeTruthy();
    const instructions = screen.getByText('Payer par virement Interac').closest('[role="alert"]') as HTMLElement;
    expect(instructions.textContent).toMatch(new RegExp(`envoyez un virement Interac de ${FRENCH_AMOUNT.source} à hello@thebackroom.ca`));
    expect(instructions.textContent).toContain('5 jours ouvrables');
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Carte de crédit' }));
    expect(screen.getByText('Non pris en charge pour le moment')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Payer / }).textContent).toMatch(new RegExp(`^Payer ${FRENCH_AMOUNT.source}$`));
  });
});
