import { type Cart, emptyCart } from '@backroom/core/cart';
import type { ErrorDetail } from '@backroom/core/api-error';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { messagesIn } from '../../lib/i18n/use-messages';
import { ADA, checkoutApi, checkoutCart, checkoutConfig, openCheckout, readyToPay } from '../../testing/checkout-shop';
import type { FakeAnswer } from '../../testing/fake-shop-api';
import { checkoutProblemMessages } from './checkout-problems.messages';
import { paymentRefusalText, submissionError } from './submission-error';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

const openCheckoutInFrench = (cart: Cart) => openCheckout(cart, checkoutConfig, 'fr-CA');

const refusal = (status: number, code: string, message: string, details: ErrorDetail[]): FakeAnswer => ({
  status,
  body: { error: { code, message, details } },
});

describe("the checkout's problems in Canadian French", () => {
  it('says in French which contact fields are required', async () => {
    checkoutApi();
    openCheckoutInFrench(checkoutCart({ checkoutStep: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    for (const message of ['Le prénom est requis.', 'Le nom est requis.', 'Le courriel est requis.', 'Le numéro de téléphone est requis.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('First Name is required.')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Courriel/), 'ada@');
    expect(screen.getByText("Le courriel n'est pas une adresse valide.")).toBeTruthy();
  });

  it('labels the delivery form in French, names the provinces in French and words its problems in French', async () => {
    checkoutApi();
    openCheckoutInFrench(checkoutCart({ checkoutStep: 2, customerAddress: { ...emptyCart().customerAddress, ...ADA }, shippingMethod: 'CP.RP' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Adresse de livraison' })).toBeTruthy();
    for (const label of ['Prénom', 'Nom', 'Adresse', 'Appartement, bureau ou unité', 'Code postal', 'Instructions de livraison', 'Message sur la carte']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: /^Ville/ })).toBeTruthy();
    const province = screen.getByRole('combobox', { name: /^Province/ }) as HTMLSelectElement;
    expect(within(province).getByRole('option', { name: 'Québec' })).toBeTruthy();
    expect(within(province).getByRole('option', { name: 'Île-du-Prince-Édouard' })).toBeTruthy();
    expect(within(province).getByRole('option', { name: 'Choisissez une province' })).toBeTruthy();
    expect(screen.getAllByText('Entrez un code postal valide pour voir toutes les options de livraison offertes.').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText("L'adresse est requise pour la livraison.")).toBeTruthy();
    expect(screen.getByText('La province est requise pour la livraison.')).toBeTruthy();
  });

  it("words the server's refusal at submission by its code in French", async () => {
    checkoutApi(() =>
      refusal(400, 'VALIDATION_FAILED', "There is no province 'WA' in Canada.", [{ path: 'deliveryAddress.province', message: "There is no province 'WA' in Canada." }]),
    );
    openCheckoutInFrench(readyToPay({ paymentMethod: 'emt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByText('Nous livrons seulement dans les provinces et territoires du Canada : choisissez-en un.')).toBeTruthy();
  });

  it('words a flood refusal (429) at submission in French, and keeps the cart for a later try', async () => {
    const requests = checkoutApi(() =>
      refusal(429, 'TOO_MANY_REQUESTS', 'Too many orders from your connection are waiting for payment. Please pay for or cancel one of them first, or call us at 902-555-0100 to order.', [
        { path: 'clientAddress', message: 'Too many orders from your connection are waiting for payment.', reason: 'open-orders' },
      ]),
    );
    openCheckoutInFrench(readyToPay({ paymentMethod: 'emt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect(
      await screen.findByText('Trop de vos commandes attendent encore leur paiement : payez-en une ou annulez-la d’abord, ou téléphonez-nous pour commander.'),
    ).toBeTruthy();
    expect(requests.filter((request) => request.path === '/order/submit')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeTruthy();
  });

  it('words the other flood refusal and a quantity over the limit in French; an English page shows the server\'s own words', async () => {
    await checkoutProblemMessages.load('fr-CA');
    const english = messagesIn(checkoutProblemMessages, 'en-CA');
    const french = messagesIn(checkoutProblemMessages, 'fr-CA');
    const tooOften = new ApiError(429, 'TOO_MANY_REQUESTS', 'We have received many orders from this e-mail address in a short time. Please try again in 30 minutes, or call us at 902-555-0100 to order.', [
      { path: 'customerAddress.email', message: 'We have received many orders from this e-mail address in a short time.', reason: 'too-often' },
    ]);
    expect(submissionError(tooOften, english)).toBe(tooOften.message);
    expect(submissionError(tooOften, french)).toBe(
      'Nous avons reçu beaucoup de commandes de votre part en peu de temps : réessayez un peu plus tard, ou téléphonez-nous pour commander.',
    );
    const quantity = new ApiError(
      400,
      'QUANTITY_OVER_LIMIT',
      "You can order at most 100 of an item online: 'Big Bloom' (150 in your cart). Lower the quantity, or call us at 902-555-0100 to order more.",
      [{ path: 'items.big-bloom', message: 'at most 100' }],
    );
    expect(submissionError(quantity, english)).toBe(quantity.message);
    expect(submissionError(quantity, french)).toBe(
      'Votre panier contient plus d’unités d’un article qu’on peut en commander en ligne : réduisez-en la quantité dans votre panier, ou téléphonez-nous pour en commander davantage.',
    );
    // A 429 from elsewhere (a proxy) without the limits' detail.
    expect(submissionError(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too Many Requests'), french)).toBe('Trop de tentatives : attendez un moment, puis réessayez.');
  });

  it('says how many of an item may still be ordered while unpaid orders hold the rest (issue 29), in French and in English, naming the item', async () => {
    await checkoutProblemMessages.load('fr-CA');
    const english = messagesIn(checkoutProblemMessages, 'en-CA');
    const french = messagesIn(checkoutProblemMessages, 'fr-CA');
    const cart = readyToPay({ paymentMethod: 'emt' });
    const serverWords =
      "Your orders waiting for payment already hold part of what is left, and other shoppers need the rest: you can order at most 6 more of 'Big Bloom' (12 in your cart) " +
      'until you pay. Lower the quantity, pay for your unpaid orders first, or call us at 902-555-0100 to order more.';
    const six = new ApiError(409, 'QUANTITY_OVER_LIMIT', serverWords, [
      { path: 'items.big-bloom', message: 'at most 6 more until your unpaid orders are paid', reason: 'unpaid-share', count: 6 },
    ]);
    expect(submissionError(six, english, cart)).toBe(serverWords);
    expect(submissionError(six, french, cart)).toBe(
      'Pour «\u00a0Big Bloom\u00a0», vous pouvez encore en commander au plus 6 tant que vos commandes en attente de paiement ne sont pas payées : ' +
        'les autres clients doivent pouvoir acheter le reste. Réduisez la quantité, payez d’abord vos commandes en attente, ou téléphonez-nous pour en commander davantage.',
    );
    const none = new ApiError(409, 'QUANTITY_OVER_LIMIT', serverWords, [
      { path: 'items.big-bloom', message: 'none more until your unpaid orders are paid', reason: 'unpaid-share', count: 0 },
    ]);
    expect(submissionError(none, french, cart)).toBe(
      'Vos commandes en attente de paiement retiennent déjà autant de «\u00a0Big Bloom\u00a0» qu’un seul client peut en réserver : payez-les d’abord, ou téléphonez-nous pour en commander davantage.',
    );
    // The catalogue's English, for a client that words refusals by reason in English too.
    expect(english('checkoutProblems.submission.unpaidShare', { name: 'Big Bloom', count: 6 })).toBe(
      'You can order at most 6 more of “Big Bloom” until your orders waiting for payment are paid, so that other shoppers can buy the rest. Lower the quantity, pay for your unpaid orders first, or call us to order more.',
    );

    // At checkout, the French page shows it and keeps the cart.
    checkoutApi(() => ({ status: 409, body: { error: { code: 'QUANTITY_OVER_LIMIT', message: serverWords, details: six.details } } }));
    openCheckoutInFrench(cart);
    await userEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByText(/^Pour «\sBig Bloom\s», vous pouvez encore en commander au plus 6/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeTruthy();
  });

  it("keeps the server's English message in English and words a florist date refusal by its cause in French", async () => {
    await checkoutProblemMessages.load('fr-CA');
    const late = new ApiError(400, 'DELIVERY_DATE_UNAVAILABLE', 'Same-day florist orders close at 11:00 (Atlantic time): choose another delivery date.', [
      { path: 'deliveryDate', message: 'Same-day florist orders close at 11:00 (Atlantic time): choose another delivery date.', reason: 'cutoff-passed' },
    ]);
    expect(submissionError(late, messagesIn(checkoutProblemMessages, 'en-CA'))).toBe(late.message);
    expect(submissionError(late, messagesIn(checkoutProblemMessages, 'fr-CA'))).toBe(
      "L'heure limite des commandes du jour même est passée : choisissez une autre date de livraison.",
    );
    const tooFar = new ApiError(400, 'DELIVERY_DATE_UNAVAILABLE', 'too far', [{ path: 'deliveryDate', message: 'too far', reason: 'too-far' }]);
    expect(submissionError(tooFar, messagesIn(checkoutProblemMessages, 'fr-CA'))).toContain("jusqu'à 60 jours à l'avance");
    expect(submissionError(new Error('offline'), messagesIn(checkoutProblemMessages, 'fr-CA'))).toBe("Erreur inconnue lors de l'envoi de la commande");
  });

  it('words a florist refusal by its reason, whatever its English message says', async () => {
    await checkoutProblemMessages.load('fr-CA');
    const french = messagesIn(checkoutProblemMessages, 'fr-CA');
    const refused = (reason: ErrorDetail['reason'], path: string) =>
      submissionError(new ApiError(400, 'SHIPPING_UNAVAILABLE', 'Reworded in English one day.', [{ path, message: 'Reworded.', reason }]), french);
    expect(refused('florist.methodNotOffered', 'shippingMethod')).toBe(
      'Les fleurs sont cueillies à la boutique ou livrées localement dans le comté de Queens : choisissez la cueillette ou la livraison locale.',
    );
    expect(refused('florist.outsideArea', 'deliveryAddress.city')).toBe(
      'Les fleurs sont livrées seulement à Liverpool et dans le comté de Queens (N.-É.) : donnez une adresse dans ce secteur ou choisissez la cueillette.',
    );
  });

  it("says SPEC's words for a declined card in English and their French on a French page; another refusal in the page's language", async () => {
    await checkoutProblemMessages.load('fr-CA');
    const english = messagesIn(checkoutProblemMessages, 'en-CA');
    const french = messagesIn(checkoutProblemMessages, 'fr-CA');
    const declined = { code: 'PAYMENT_DECLINED', message: 'declined' };
    expect(paymentRefusalText(declined, english)).toBe('Payment was declined. Try again with the same or another payment method.');
    expect(paymentRefusalText(declined, french)).toBe('Le paiement a été refusé. Réessayez avec le même mode de paiement ou un autre.');
    const failed = { code: 'PAYMENT_FAILED', message: 'The payment could not be processed.' };
    expect(paymentRefusalText(failed, english)).toBe('The payment could not be processed.');
    expect(paymentRefusalText(failed, french)).toBe('Le paiement n’a pas pu être effectué. Réessayez ou choisissez un autre mode de paiement.');
  });
});
