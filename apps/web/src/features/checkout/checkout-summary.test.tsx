import { addToCart, type Cart, emptyCart } from '@backroom/core/cart';
import { makeItem } from '@backroom/core/testing/make-item';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { messagesIn } from '../../lib/i18n/use-messages';
import { checkoutApi, checkoutCart, checkoutConfig, LIVERPOOL_OPTIONS, openCheckout } from '../../testing/checkout-shop';
import { stubShopApi } from '../../testing/fake-shop-api';
import { makeClientConfig } from '../../testing/render-with-shop';
import { shippingMethodMessages } from '../../lib/shipping/shipping-method.messages';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

/** The checkout's shop, charging tax by destination and registered for BC PST. */
const byDestination = makeClientConfig({ ...checkoutConfig.general, tax_mode: 'by-destination', tax_registrations: ['BC'] });
const vancouver = { firstName: 'Ada', lastName: 'Lovelace', street: '800 Robson St', additional: '', city: 'Vancouver', province: 'BC', postal: 'V6Z 2E7' };
/** The summary's rows once `shown` is among them (the shipping estimate arrives after the first paint). */
const totalsRows = async (shown: string) => {
  const totals = screen.getByRole('table', { name: 'Summary' });
  await within(totals).findByText(shown);
  return within(totals).getAllByRole('row').map((row) => row.textContent);
};
const open = (changes: Partial<Cart>, config = byDestination) => {
  checkoutApi();
  openCheckout(checkoutCart({ checkoutStep: 2, ...changes }), config);
};

describe('checkout summary taxes', () => {
  it('shows GST and PST, each on its own line, for British Columbia where the store is registered', async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: vancouver });
    // $50.48 + $11.95 shipping = $62.43: GST $3.12 (3.1215), PST $4.37 (4.3701); total $69.92.
    expect(await totalsRows('$11.95')).toEqual(['Subtotal$50.48', 'Discount$0.00', 'Shipping (Canada Post Regular Parcel)$11.95', 'GST 5%$3.12', 'PST 7%$4.37', 'Total$69.92']);
  });

  it('charges Nova Scotia HST for PICKUP whatever the address', async () => {
    open({ shippingMethod: 'PICKUP', deliveryAddress: vancouver });
    const rows = await totalsRows('HST 14%');
    // $50.48 at 14 %: $7.07.
    expect(rows).toContain('HST 14%$7.07');
    expect(rows).toContain('Total$57.55');
  });

  it('waits for a province before it shows tax by destination', async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: { ...vancouver, province: '' } });
    expect(await totalsRows('Tax')).toContain('TaxTo be calculated');
  });

  it("keeps 'Tax 15%' for a store that charges the flat tax", async () => {
    open({ shippingMethod: 'CP.RP', deliveryAddress: vancouver }, checkoutConfig);
    const rows = await totalsRows('$9.36');
    expect(rows).toContain('Tax 15%$9.36');
    expect(rows.some((row) => row?.startsWith('GST'))).toBe(false);
  });
});

/** The checkout in Canadian French, at the Shipping step of `changes`' cart. */
const openInFrench = (changes: Partial<Cart>, config = byDestination) => openCheckout(checkoutCart({ checkoutStep: 2, ...changes }), config, 'fr-CA');

/** A radio's label text: the method's name, then its price and estimate. */
const methodLabels = () => within(screen.getByRole('radiogroup', { name: 'Mode de livraison' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('checkout summary in Canadian French', () => {
  it('names each tax as Quebec writes it (TPS, TVP) with amounts in fr-CA, and the province in French', async () => {
    checkoutApi();
    openInFrench({ shippingMethod: 'CP.RP', deliveryAddress: vancouver });
    const totals = screen.getByRole('table', { name: 'Sommaire' });
    await within(totals).findByText('11,95 $');
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Sous-total50,48\u00a0$',
      'Rabais0,00\u00a0$',
      'Livraison (Postes Canada – Colis standard)11,95\u00a0$',
      'TPS 5\u00a0%3,12\u00a0$',
      'TVP 7\u00a0%4,37\u00a0$',
      'Total69,92\u00a0$',
    ]);
    expect(screen.getByRole('complementary', { name: 'Sommaire de la commande' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sommaire du panier' })).toBeTruthy();
    const shipping = screen.getByRole('table', { name: 'Sommaire de la livraison' });
    expect(within(shipping).getByRole('rowheader', { name: 'Ville' }).nextElementSibling?.textContent).toBe('Vancouver, Colombie-Britannique');
    expect(within(shipping).getByRole('rowheader', { name: 'Code postal' }).nextElementSibling?.textContent).toBe('V6Z 2E7');
  });

  it("says 'Taxes: À calculer' until a province is known", async () => {
    checkoutApi();
    openInFrench({ shippingMethod: 'CP.RP', deliveryAddress: { ...vancouver, province: '' } });
    const totals = screen.getByRole('table', { name: 'Sommaire' });
    expect(within(totals).getAllByRole('row').map((row) => row.textContent)).toContain('TaxesÀ calculer');
  });

  it('shows a florist date by its French name, and the pickup place and method in French', async () => {
    checkoutApi();
    openInFrench({ shippingMethod: 'PICKUP', deliveryDate: '2026-11-27' });
    const shipping = screen.getByRole('table', { name: 'Sommaire de la livraison' });
    expect(within(shipping).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ModeCueillette en magasin',
      'Cueillette au1 Main St',
      'VilleLiverpool, Nouvelle-Écosse',
      'Date de livraisonvendredi 27 novembre 2026',
    ]);
  });
});

describe('shipping method names in Canadian French', () => {
  it('names the default methods by code in French, with prices and days as fr-CA writes them', async () => {
    checkoutApi();
    openInFrench({ shippingMethod: null, deliveryAddress: { ...vancouver, city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' } });
    await screen.findByText(/^11,95 \$/);
    expect(methodLabels()).toEqual([
      'Cueillette en magasinGratuit · cueillette au magasin',
      'Livraison locale10,00\u00a0$ · 1 à 4 jours',
      'Messagerie ArmourNon offert à cette adresse',
      'Postes Canada – Colis standard11,95\u00a0$ · 3 à 7 jours',
    ]);
  });

  it('keeps a name staff gave a method themselves, and an unknown one, as the server sends it', async () => {
    stubShopApi((request) => {
      if (request.path !== '/shipping/estimate' && request.path !== '/shipping') return undefined;
      return { body: LIVERPOOL_OPTIONS.map((option) => (option.code === 'CP.RP' ? { ...option, name: 'Postes Canada (colis signé)' } : option)) };
    });
    openInFrench({ shippingMethod: null, deliveryAddress: { ...vancouver, city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' } });
    await screen.findByText(/^11,95 \$/);
    expect(methodLabels()[3]).toMatch(/^Postes Canada \(colis signé\)11,95/);
  });

  it('has the English names of the server’s default rate tables, so only untouched names are translated', () => {
    const english = messagesIn(shippingMethodMessages, 'en-CA');
    for (const [code, rate] of Object.entries(DEFAULT_SHIPPING_RATES)) expect(english(`shippingMethod.${code}` as 'shippingMethod.PICKUP')).toBe(rate.name);
  });
});

describe('checkout summary sale prices', () => {
  const oceanForest = makeItem({ id: 'ocean-forest', name: 'Ocean Forest', price: 1499, regularPrice: 1899, saleEndsAt: '2026-12-01T04:00:00.000Z' });
  const saleCart = (locale: 'en-CA' | 'fr-CA') => {
    checkoutApi();
    openCheckout({ ...addToCart(emptyCart(), oceanForest, 2), checkoutStep: 2 }, checkoutConfig, locale);
  };

  it('strikes the regular price of a line on sale through, and counts the sale price in the subtotal', async () => {
    saleCart('en-CA');
    const cart = await screen.findByRole('table', { name: 'Cart summary' });
    expect(cart.querySelector('s')?.textContent).toBe('$37.98');
    expect(within(cart).getByText('Regular price $37.98, sale price $29.98')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Summary' })).getByText('$29.98')).toBeTruthy();
  });

  it('says it in French', async () => {
    saleCart('fr-CA');
    const cart = await screen.findByRole('table', { name: 'Sommaire du panier' });
    expect(cart.querySelector('s')?.textContent).toBe('37,98\u00a0$');
    expect(cart.textContent).toContain('Prix régulier 37,98\u00a0$, prix soldé 29,98\u00a0$');
  });
});
