import { type Cart, emptyCart } from '@backroom/core/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { ADA, checkoutApi, checkoutCart, checkoutConfig, LIVERPOOL_OPTIONS, openCheckout, storedCart } from '../../testing/checkout-shop';
import { errorAnswer, type FakeAnswer, type FakeRequest } from '../../testing/fake-shop-api';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

const contact = { ...emptyCart().customerAddress, ...ADA };
const liverpool = { ...emptyCart().deliveryAddress, firstName: 'Ada', lastName: 'Lovelace', street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };
const NOT_CANADIAN = 'Enter a Canadian postal code, like B0T 1K0: we ship only within Canada.';
const HINT = 'Enter valid postal code to see all available delivery options.';
// 2 × $18.99 + $12.50 = $50.48; Regular Parcel $11.95; 15 % of $62.43 = $9.36; total $71.79.
const TOTAL = '$71.79';

/** The checkout at `step` with the contact filled in and Regular Parcel to Liverpool, changed as the test needs. */
function openAt(step: number, changes: Partial<Cart> = {}, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  return openCheckout(checkoutCart({ checkoutStep: step, customerAddress: contact, shippingMethod: 'CP.RP', deliveryAddress: liverpool, ...changes }), checkoutConfig, locale);
}

/** An answer the test gives when it chooses to. */
function later() {
  let give: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => {
    give = resolve;
  });
  return { answer: () => answer, give: (value: FakeAnswer = { body: LIVERPOOL_OPTIONS }) => give(value) };
}

const heading = () =>
  screen.getByRole('heading', { level: 2, name: /^(Review Order|Contact Information|Shipping Information|Payment|Vérifier la commande|Coordonnées|Informations de livraison|Paiement)$/ });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const summaryRows = () => within(screen.getByRole('table', { name: /^(Summary|Sommaire)$/ })).getAllByRole('row').map((row) => row.textContent);
const postalField = () => screen.getByRole('textbox', { name: /^(Postal Code|Code postal)/ }) as HTMLInputElement;
const shippingCalls = (requests: FakeRequest[]) => requests.filter((request) => request.path.startsWith('/shipping') && request.method === 'POST');
const methodsGroup = () => screen.getByRole('group', { name: /^(Shipping method|Mode de livraison)/ });

describe('the Shipping step refuses an address no method can serve', () => {
  it('stops 123 456 with a readable message beside the postal code, asking the server nothing for it', async () => {
    const requests = checkoutApi();
    openAt(2, { deliveryAddress: { ...liverpool, postal: '' } });
    await userEvent.type(postalField(), '123 456');
    expect(storedCart().deliveryAddress.postal).toBe('123 456');
    // Told at once, not only after Next: no method will ever be priced for it.
    expect(postalField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(NOT_CANADIAN)).toBeTruthy();
    expect(within(methodsGroup()).getByText(HINT)).toBeTruthy();
    expect(within(methodsGroup()).getAllByText('Enter your postal code for the price')).toHaveLength(3);
    expect(summaryRows()).toEqual(['Subtotal$50.48', 'Discount$0.00', 'Shipping (Canada Post Regular Parcel)To be calculated', 'TaxTo be calculated', 'TotalTo be calculated']);

    await userEvent.click(button('Next'));
    expect(heading().textContent).toBe('Shipping Information');
    expect(storedCart().checkoutStep).toBe(2);
    expect(document.activeElement).toBe(postalField());
    expect(screen.getAllByText(NOT_CANADIAN)).toHaveLength(1);
    expect(shippingCalls(requests).some((request) => JSON.stringify(request.body).includes('123'))).toBe(false);
  });

  it('refuses a postal code of another province than the one chosen, naming both', async () => {
    checkoutApi();
    openAt(2, { deliveryAddress: { ...liverpool, province: 'ON' } });
    const message = 'A postal code starting with B is in Nova Scotia, not Ontario: check the postal code and the province.';
    expect(screen.getByText(message)).toBeTruthy();
    await userEvent.click(button('Next'));
    expect(heading().textContent).toBe('Shipping Information');
    expect(document.activeElement).toBe(postalField());
  });

  it('prices the whole address as the order will be (POST shipping with its province and town)', async () => {
    const requests = checkoutApi();
    openAt(2);
    await waitFor(() => expect(summaryRows()).toContain(`Total${TOTAL}`));
    expect(shippingCalls(requests).at(-1)).toMatchObject({
      path: '/shipping',
      body: { postal: 'B0T1K0', province: 'NS', city: 'Liverpool', cart: { items: { 'big-bloom': { count: 2 }, 'coco-coir': { count: 1 } } } },
    });
  });

  it('clears a method the address is not served by, says so, and will not go on without another', async () => {
    checkoutApi(undefined, undefined, () => ({ body: LIVERPOOL_OPTIONS.filter((option) => option.code !== 'CP.RP') }));
    openAt(2);
    await waitFor(() => expect(storedCart().shippingMethod).toBeNull());
    expect(within(methodsGroup()).getByText('Canada Post Regular Parcel does not deliver to this address, so it is no longer chosen: choose another shipping method.')).toBeTruthy();
    expect(summaryRows()).toContain('TotalTo be calculated');
    await userEvent.click(button('Next'));
    expect(heading().textContent).toBe('Shipping Information');
    expect(within(methodsGroup()).getByText('Choose a shipping method.')).toBeTruthy();
  });

  it('says when nothing but pickup reaches the address', async () => {
    checkoutApi(undefined, undefined, () => ({ body: LIVERPOOL_OPTIONS.filter((option) => option.code === 'PICKUP') }));
    openAt(2);
    expect(
      await within(methodsGroup()).findByText('No delivery method reaches this address: check the postal code and the province, or choose In-Store Pickup.'),
    ).toBeTruthy();
  });

  it('waits on Next while the address is priced, then shows the same total in the summary, the e-transfer and the Pay button', async () => {
    const shipping = later();
    checkoutApi(undefined, undefined, shipping.answer);
    openAt(2);
    expect(summaryRows()).toContain('TotalTo be calculated');
    await userEvent.click(button('Next'));
    expect(button('Calculating shipping...').disabled).toBe(true);
    expect(heading().textContent).toBe('Shipping Information');

    shipping.give();
    await waitFor(() => expect(heading().textContent).toBe('Payment'));
    expect(summaryRows()).toEqual(['Subtotal$50.48', 'Discount$0.00', 'Shipping (Canada Post Regular Parcel)$11.95', 'Tax 15%$9.36', `Total${TOTAL}`]);
    await userEvent.click(screen.getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
    expect(screen.getByText('Paying by Email Money Transfer').closest('[role="alert"]')?.textContent).toContain(`e-Transfer of ${TOTAL} to`);
    await userEvent.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(button(`Pay ${TOTAL}`)).toBeTruthy();
  });

  it('says when shipping could not be calculated; each press asks again and goes on once it can', async () => {
    let calls = 0;
    const requests = checkoutApi(undefined, undefined, () => {
      calls += 1;
      return calls <= 2 ? errorAnswer(503, 'SERVICE_UNAVAILABLE', 'Try again in a moment.') : { body: LIVERPOOL_OPTIONS };
    });
    openAt(2);
    await within(methodsGroup()).findByText('Shipping options could not be priced: Try again in a moment.');
    await userEvent.click(button('Next'));
    const failed = 'Shipping to this address could not be calculated: check the address, then press Next to try again.';
    expect(await within(methodsGroup()).findByText(failed)).toBeTruthy();
    expect(heading().textContent).toBe('Shipping Information');
    expect(shippingCalls(requests)).toHaveLength(2);
    expect(summaryRows()).toContain('TotalTo be calculated');

    await userEvent.click(button('Next'));
    await waitFor(() => expect(heading().textContent).toBe('Payment'));
    expect(shippingCalls(requests)).toHaveLength(3);
    expect(summaryRows()).toContain(`Total${TOTAL}`);
  });
});

describe('the Payment step never shows a total without its shipping', () => {
  it('shows no amount, and takes no order, while the shipping is on its way', async () => {
    const shipping = later();
    const requests = checkoutApi(undefined, undefined, shipping.answer);
    openAt(3, { paymentMethod: 'emt' });
    expect(screen.getByRole('status').textContent).toBe('Calculating shipping to your address: your total shows here in a moment.');
    const instructions = screen.getByText('Paying by Email Money Transfer').closest('[role="alert"]') as HTMLElement;
    expect(instructions.textContent).toContain('send an Interac e-Transfer of its total, with shipping, to hello@thebackroom.ca.');
    expect(instructions.textContent).not.toMatch(/\$\d/);
    expect(summaryRows()).toContain('TotalTo be calculated');
    expect(button('Calculating shipping...').disabled).toBe(true);
    // Enter in a field submits the form too: it takes no order either.
    fireEvent.submit(screen.getByRole('form', { name: 'Payment' }));
    expect(heading().textContent).toBe('Payment');
    expect(requests.some((request) => request.path === '/order/submit')).toBe(false);

    shipping.give();
    await waitFor(() => expect(button('Submit Order').disabled).toBe(false));
    expect(instructions.textContent).toContain(`e-Transfer of ${TOTAL} to`);
    expect(summaryRows()).toContain(`Total${TOTAL}`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks the server for the price of pickup at the store, which staff may have set', async () => {
    const requests = checkoutApi(undefined, undefined, () => ({
      body: LIVERPOOL_OPTIONS.map((option) => (option.code === 'PICKUP' ? { ...option, price: 300 } : option)),
    }));
    openAt(3, { paymentMethod: 'card', shippingMethod: 'PICKUP', deliveryAddress: { ...liverpool, postal: '' } });
    // $50.48 + $3.00 pickup = $53.48; 15 % tax $8.02; total $61.50.
    await waitFor(() => expect(summaryRows()).toContain('Total$61.50'));
    expect(summaryRows()).toContain('Shipping (In-Store Pickup)$3.00');
    expect(button('Pay $61.50')).toBeTruthy();
    expect(shippingCalls(requests)).toEqual([expect.objectContaining({ path: '/shipping/estimate', body: expect.objectContaining({ postal: 'B0T1K0' }) })]);
    await userEvent.click(button('Back'));
    expect(await within(methodsGroup()).findByText('$3.00 · pick up at the store')).toBeTruthy();
  });

  it('sends the shopper back to Shipping when the method no longer reaches the address, with no amount to pay', async () => {
    const requests = checkoutApi(undefined, undefined, () => ({ body: LIVERPOOL_OPTIONS.filter((option) => option.code !== 'CP.RP') }));
    openAt(3, { paymentMethod: 'card' });
    await screen.findByText('Shipping to your address is not calculated yet, so your total is not known: go back to Shipping Information to check it.');
    expect(button('Pay').textContent).toBe('Pay');
    expect(summaryRows()).toContain('TotalTo be calculated');
    await userEvent.click(button('Pay'));
    expect(heading().textContent).toBe('Shipping Information');
    expect(within(methodsGroup()).getByText('Choose a shipping method.')).toBeTruthy();
    expect(within(methodsGroup()).getByText(/Canada Post Regular Parcel does not deliver to this address/)).toBeTruthy();
    expect(requests.some((request) => request.path === '/order/submit')).toBe(false);
  });

  it('takes the shopper back to Shipping when the server refuses the method at submission, with its words', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          code: 'SHIPPING_UNAVAILABLE',
          message: 'Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.',
          details: [{ path: 'shippingMethod', message: 'does not reach the address', reason: 'local-out-of-reach' }],
        },
      },
    };
    checkoutApi(() => refusal);
    openAt(3, { paymentMethod: 'emt', shippingMethod: 'LOCAL' });
    await waitFor(() => expect(button('Submit Order').disabled).toBe(false));
    await userEvent.click(button('Submit Order'));
    await waitFor(() => expect(heading().textContent).toBe('Shipping Information'));
    expect(screen.getByText('Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.')).toBeTruthy();
  });
});

describe('the same refusals in Canadian French', () => {
  it('stops 123 456 at the Shipping step in French, and shows no total', async () => {
    checkoutApi();
    openAt(2, { deliveryAddress: { ...liverpool, postal: '' } }, 'fr-CA');
    await userEvent.type(postalField(), '123 456');
    const message = 'Entrez un code postal canadien, comme B0T 1K0 : nous livrons seulement au Canada.';
    expect(screen.getByText(message)).toBeTruthy();
    expect(summaryRows()).toContain('TotalÀ calculer');
    await userEvent.click(button('Suivant'));
    expect(heading().textContent).toBe('Informations de livraison');
    expect(document.activeElement).toBe(postalField());
    expect(screen.queryByText(NOT_CANADIAN)).toBeNull();
  });

  it('says in French that a postal code is of another province, and that a method no longer reaches the address, naming it in French', async () => {
    checkoutApi(undefined, undefined, () => ({ body: LIVERPOOL_OPTIONS.filter((option) => option.code !== 'CP.RP') }));
    openAt(2, { deliveryAddress: { ...liverpool, province: 'ON' } }, 'fr-CA');
    expect(
      screen.getByText(
        'Un code postal commençant par B correspond à la province ou au territoire suivant : Nouvelle-Écosse. Province choisie : Ontario. Vérifiez le code postal et la province.',
      ),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Province/ }), 'NS');
    expect(
      await within(methodsGroup()).findByText(
        "Postes Canada – Colis standard ne livre pas à cette adresse et n'est donc plus choisi : choisissez un autre mode de livraison.",
      ),
    ).toBeTruthy();
  });

  it('waits for the shipping in French on the Payment step, then shows the total as fr-CA writes it', async () => {
    const shipping = later();
    checkoutApi(undefined, undefined, shipping.answer);
    openAt(3, { paymentMethod: 'emt' }, 'fr-CA');
    expect(screen.getByRole('status').textContent).toBe('Calcul de la livraison à votre adresse : votre total s’affichera ici dans un instant.');
    expect(button('Calcul de la livraison...').disabled).toBe(true);
    const instructions = screen.getByText('Payer par virement Interac').closest('[role="alert"]') as HTMLElement;
    expect(instructions.textContent).toContain('envoyez un virement Interac de son total, livraison comprise, à hello@thebackroom.ca.');
    shipping.give();
    await waitFor(() => expect(button('Passer la commande').disabled).toBe(false));
    expect(instructions.textContent).toContain('envoyez un virement Interac de 71,79\u00a0$ à');
    expect(summaryRows()).toContain('Total71,79\u00a0$');
  });

  it('words a refused method at submission by its reason in French', async () => {
    checkoutApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'SHIPPING_UNAVAILABLE',
          message: 'Local Delivery only reaches addresses within 40 km of the store in Nova Scotia: choose another shipping method.',
          details: [{ path: 'shippingMethod', message: 'does not reach the address', reason: 'local-out-of-reach' }],
        },
      },
    }));
    openAt(3, { paymentMethod: 'emt', shippingMethod: 'LOCAL' }, 'fr-CA');
    await waitFor(() => expect(button('Passer la commande').disabled).toBe(false));
    await userEvent.click(button('Passer la commande'));
    expect(
      await screen.findByText('La livraison locale se fait seulement près du magasin, en Nouvelle-Écosse : choisissez un autre mode de livraison.'),
    ).toBeTruthy();
    expect(heading().textContent).toBe('Informations de livraison');
  });
});
