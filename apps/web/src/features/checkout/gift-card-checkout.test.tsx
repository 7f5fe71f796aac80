import { emptyCart, type GiftCardCartLine } from '@backroom/core/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, checkoutApi, checkoutCart, openCheckout, readyToPay, storedCart } from '../../testing/checkout-shop';
import { errorAnswer, type FakeRequest } from '../../testing/fake-shop-api';

afterEach(() => vi.unstubAllGlobals());

const totals = () => screen.getByRole('table', { name: 'Summary' });

/** The shop's balance check: ABCD holds $20, WXYZ $100; any other code is unknown; TRIES answers 429. */
function balances(request: FakeRequest) {
  if (request.method !== 'POST' || request.path !== '/gift-cards/balance') return undefined;
  const code = (request.body as { code: string }).code;
  const card = (last4: string, balance: number) => ({ body: { last4, balance, currency: 'CAD', expiresAt: null, fees: 0 } });
  if (code.endsWith('ABCD')) return card('ABCD', 2000);
  if (code.endsWith('WXYZ')) return card('WXYZ', 10_000);
  if (code.endsWith('TRIES')) return errorAnswer(429, 'TOO_MANY_REQUESTS', 'Too many tries.');
  return errorAnswer(404, 'GIFT_CARD_NOT_FOUND', 'We do not know this gift card code. Check it and try again.');
}

const GIFT_LINE: GiftCardCartLine = {
  key: 'line-1',
  itemId: 'gift-card',
  name: 'Gift card',
  amount: 5000,
  chosen: true,
  recipientName: 'Marie Dupont',
  recipientEmail: 'marie@example.ca',
  message: 'Bonne fête!',
  deliverOn: '2026-12-24',
};

async function applyCode(code: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Gift card code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Use card' }));
}

describe('gift cards at checkout', () => {
  it('applies a code typed any way, shows what it takes and what it keeps, and what is left to pay', async () => {
    checkoutApi(undefined, balances);
    // $50.48 + 15 % tax = $58.05 with free pickup.
    openCheckout(checkoutCart({ shippingMethod: 'PICKUP' }));
    await applyCode('xxxx-xxxx-xxxx abcd');
    expect(await screen.findByText('Gift card •••• ABCD: $20.00 applied, $0.00 left on the card.')).toBeTruthy();
    await waitFor(() => expect(storedCart().giftCards).toEqual(['XXXXXXXXXXXXABCD']));
    expect(within(totals()).getByText('Gift card •••• ABCD')).toBeTruthy();
    expect(within(totals()).getByText('-$20.00')).toBeTruthy();
    const due = () => within(totals()).getByText('Left to pay').closest('tr')!;
    expect(within(due()).getByText('$38.05')).toBeTruthy();

    // A second card pays the rest, and keeps what it does not need.
    await applyCode('XXXXXXXXXXXXWXYZ');
    expect(await screen.findByText('Gift card •••• WXYZ: $38.05 applied, $61.95 left on the card.')).toBeTruthy();
    expect(within(due()).getByText('$0.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove gift card ending ABCD' }));
    expect(await screen.findByText('Gift card •••• WXYZ: $58.05 applied, $41.95 left on the card.')).toBeTruthy();
    expect(storedCart().giftCards).toEqual(['XXXXXXXXXXXXWXYZ']);
  });

  it('says an unknown code is not known, and too many tries to wait, applying nothing', async () => {
    checkoutApi(undefined, balances);
    openCheckout(checkoutCart({ shippingMethod: 'PICKUP' }));
    await applyCode('NOPE-NOPE-NOPE-NOPE');
    expect(await screen.findByText('We do not know this gift card code. Check it and try again.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Gift card code' }));
    await applyCode('XXXXXXXXXXXTRIES');
    expect(await screen.findByText('Too many gift card codes were tried. Please wait 15 minutes and try again.')).toBeTruthy();
    expect(storedCart().giftCards).toEqual([]);
  });

  it('places an order paid whole by a card without asking how to pay, sending the codes beside the cart', async () => {
    const requests = checkoutApi(undefined, balances);
    openCheckout(readyToPay({ giftCards: ['XXXXXXXXXXXXWXYZ'], paymentMethod: null }));
    expect(await screen.findByText('Your gift cards pay the whole order: there is nothing left to pay.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/order/submit')).toBe(true));
    const submitted = requests.find((request) => request.path === '/order/submit')!.body as { cart: Record<string, unknown>; giftCards: string[] };
    expect(submitted.giftCards).toEqual(['XXXXXXXXXXXXWXYZ']);
    expect(submitted.cart.paymentMethod).toBe('card');
    expect(submitted.cart).not.toHaveProperty('giftCards');
  });

  it('passes over Shipping for gift cards alone, shows the card bought and sends its line as the server reads it', async () => {
    const requests = checkoutApi(undefined, balances);
    openCheckout({ ...emptyCart(), giftCardLines: [GIFT_LINE], customerAddress: { ...emptyCart().customerAddress, ...ADA }, checkoutStep: 1 });
    expect(screen.getByText('Gift card $50.00 for Marie Dupont')).toBeTruthy();
    expect(screen.getByText('Gift cards go by e-mail: there is nothing to ship.')).toBeTruthy();
    expect(within(totals()).getByText('Gift cards')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/order/submit')).toBe(true));
    const submitted = requests.find((request) => request.path === '/order/submit')!.body as { cart: { giftCardLines: unknown[]; items: object } };
    expect(submitted.cart.items).toEqual({});
    expect(submitted.cart.giftCardLines).toEqual([
      { itemId: 'gift-card', amount: 5000, recipientName: 'Marie Dupont', recipientEmail: 'marie@example.ca', message: 'Bonne fête!', deliverOn: '2026-12-24' },
    ]);
    // Back from Payment goes to Contact, not to the Shipping step passed over.
  });

  it('is in French too', async () => {
    checkoutApi(undefined, balances);
    openCheckout(checkoutCart({ shippingMethod: 'PICKUP' }), undefined, 'fr-CA');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code de carte-cadeau' }), 'XXXXXXXXXXXXABCD');
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser la carte' }));
    expect(await screen.findByText(/Carte-cadeau •••• ABCD\s?: 20,00\s\$ appliqué, il reste 0,00\s\$ sur la carte\./)).toBeTruthy();
  });
});
