import { addToCart, emptyCart } from '@backroom/core/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { ADA, checkoutApi, checkoutCart, checkoutConfig, openCheckout, roses, storedCart } from '../../testing/checkout-shop';
import { errorAnswer } from '../../testing/fake-shop-api';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

const contact = { ...emptyCart().customerAddress, ...ADA };
const liverpool = { ...emptyCart().deliveryAddress, firstName: 'Ada', lastName: 'Lovelace', street: '150 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };

/** The shipping step's cart holding a dozen roses (and Big Bloom and coco from the usual cart). */
function floristCart(changes: Parameters<typeof checkoutCart>[0] = {}) {
  const cart = checkoutCart({ checkoutStep: 2, customerAddress: contact, ...changes });
  return { ...cart, items: addToCart(cart, roses, 1).items };
}

const openFloristShipping = (changes: Parameters<typeof checkoutCart>[0] = {}) => openCheckout(floristCart(changes));

/** The same, read in Canadian French. */
const openFloristShippingInFrench = (changes: Parameters<typeof checkoutCart>[0] = {}) => openCheckout(floristCart(changes), checkoutConfig, 'fr-CA');

const methods = () => screen.getByRole('radiogroup', { name: 'Shipping method' });
const dates = (name: RegExp) => screen.findByRole('radiogroup', { name });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Shipping Information|Payment/ });

describe('florist delivery date in the Shipping step', () => {
  it('offers only pickup and local delivery, says why, and lists the dates the server offers', async () => {
    const requests = checkoutApi();
    openFloristShipping({ shippingMethod: 'PICKUP' });
    expect(screen.getByText(/Your cart has flowers: they are picked up at the shop in Liverpool or delivered by us in Liverpool and Queens County/)).toBeTruthy();
    expect(within(methods()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^In-Store Pickup/),
      expect.stringMatching(/^Local Delivery/),
    ]);
    const picker = await dates(/^Pickup date/);
    const options = await within(picker).findAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Today, Tue, Nov 24',
      'Tomorrow, Wed, Nov 25',
      'Thu, Nov 26',
      'Fri, Nov 27',
      'Sat, Nov 28',
      'Tue, Dec 1',
      'Wed, Dec 2',
      'Thu, Dec 3',
      'Fri, Dec 4',
      'Sat, Dec 5',
    ]);
    expect(screen.getByText(/Same-day orders close at 11:00 \(Atlantic time\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show later dates' }));
    expect(within(picker).getAllByRole('radio')).toHaveLength(12);
    expect(requests.filter((request) => request.path === '/florist/delivery-dates')).toHaveLength(1);
  });

  it('refuses Next without a date, focusing the dates; a date picked by keyboard is kept and shown in the summary', async () => {
    checkoutApi();
    openFloristShipping({ shippingMethod: 'PICKUP' });
    const picker = await dates(/^Pickup date/);
    await within(picker).findAllByRole('radio');
    await next();
    expect(screen.getByText('Choose a delivery date for your flowers.')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Shipping Information');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(picker).getByRole('radio', { name: 'Today, Tue, Nov 24' }));

    // Space on the focused date chooses it (jsdom lacks CSS.escape, which user-event's arrow keys need).
    await userEvent.keyboard(' ');
    await waitFor(() => expect(storedCart().deliveryDate).toBe('2026-11-24'));
    expect((within(picker).getByRole('radio', { name: 'Today, Tue, Nov 24' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(picker).getByRole('radio', { name: 'Fri, Nov 27' }));
    expect(storedCart().deliveryDate).toBe('2026-11-27');
    expect(within(screen.getByRole('table', { name: 'Shipping summary' })).getByText('2026-11-27')).toBeTruthy();
    await next();
    expect(stepHeading().textContent).toBe('Payment');
  });

  it('clears a date that is no longer offered and says so', async () => {
    checkoutApi();
    openFloristShipping({ shippingMethod: 'PICKUP', deliveryDate: '2026-11-23' });
    expect(await screen.findByText('Monday, November 23, 2026 can no longer be chosen: please pick another date.')).toBeTruthy();
    expect(storedCart().deliveryDate).toBeNull();
  });

  it('goes back to the Shipping step when the server says the date has closed meanwhile (a same-day cut-off passed)', async () => {
    checkoutApi(() => errorAnswer(400, 'DELIVERY_DATE_UNAVAILABLE', "Today's same-day cut-off has passed: choose another delivery date."));
    openFloristShipping({ checkoutStep: 3, shippingMethod: 'PICKUP', deliveryDate: '2026-11-24', paymentMethod: 'emt' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText("Today's same-day cut-off has passed: choose another delivery date.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping Information' })).toBeTruthy();
    expect(await dates(/^Pickup date/)).toBeTruthy();
    expect(storedCart().checkoutStep).toBe(2);
  });

  it('keeps local delivery to Liverpool and Queens County, and a courier chosen earlier is refused', async () => {
    checkoutApi();
    openFloristShipping({ shippingMethod: 'LOCAL', deliveryDate: '2026-11-27', deliveryAddress: { ...liverpool, city: 'Bridgewater', postal: 'B4V 1A1' } });
    expect(await dates(/^Delivery date/)).toBeTruthy();
    await next();
    expect(screen.getByText('Flowers are delivered only in Liverpool and Queens County, NS: give an address there or choose PICKUP.')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Shipping Information');
  });

  it('refuses a courier method left in the cart from before the flowers were added', async () => {
    checkoutApi();
    openFloristShipping({ shippingMethod: 'CP.RP', deliveryDate: '2026-11-27', deliveryAddress: liverpool });
    await dates(/^Delivery date/);
    await next();
    expect(screen.getByText('Flowers are picked up at the shop or delivered locally in Queens County: choose PICKUP or LOCAL.')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Shipping Information');
  });

  it('asks no date of a cart without flowers', async () => {
    const requests = checkoutApi();
    openCheckout(checkoutCart({ checkoutStep: 2, customerAddress: contact, shippingMethod: 'PICKUP' }));
    await next();
    expect(stepHeading().textContent).toBe('Payment');
    expect(screen.queryByRole('radiogroup', { name: /date/ })).toBeNull();
    expect(requests.some((request) => request.path === '/florist/delivery-dates')).toBe(false);
  });
});

describe('florist delivery date in Canadian French', () => {
  it("names the dates as fr-CA writes them, today and tomorrow as Aujourd'hui and Demain, and the cut-off as 11 h", async () => {
    checkoutApi();
    openFloristShippingInFrench({ shippingMethod: 'PICKUP' });
    const picker = await dates(/^Date de cueillette/);
    const options = await within(picker).findAllByRole('radio');
    expect(options.slice(0, 6).map((option) => option.closest('label')?.textContent)).toEqual([
      "Aujourd'hui, mar. 24 nov.",
      'Demain, mer. 25 nov.',
      'jeu. 26 nov.',
      'ven. 27 nov.',
      'sam. 28 nov.',
      'mar. 1 déc.',
    ]);
    expect(screen.getByText(/^Le jour où vos fleurs sont prêtes au magasin\. Les commandes pour le jour même se terminent à 11 h \(heure de l'Atlantique\)\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voir les dates suivantes' }));
    expect(within(picker).getAllByRole('radio')).toHaveLength(12);

    await userEvent.click(within(picker).getByRole('radio', { name: 'ven. 27 nov.' }));
    expect(storedCart().deliveryDate).toBe('2026-11-27');
    expect(within(screen.getByRole('table', { name: 'Sommaire de la livraison' })).getByText('vendredi 27 novembre 2026')).toBeTruthy();
  });

  it('names a local delivery date, and says in French that a date is no longer offered', async () => {
    checkoutApi();
    openFloristShippingInFrench({ shippingMethod: 'LOCAL', deliveryDate: '2026-11-23', deliveryAddress: liverpool });
    expect(await dates(/^Date de livraison/)).toBeTruthy();
    expect(screen.getByText(/^Le jour où nous livrons vos fleurs\./)).toBeTruthy();
    expect(await screen.findByText('La date du lundi 23 novembre 2026 ne peut plus être choisie : veuillez en choisir une autre.')).toBeTruthy();
    expect(storedCart().deliveryDate).toBeNull();
  });
});
