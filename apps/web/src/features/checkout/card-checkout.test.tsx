import { type Cart, emptyCart } from '@backroom/core/cart';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, cardConfig, cardOrderView, checkoutApi, openCheckout, readyToPay, storedCart } from '../../testing/checkout-shop';
import { errorAnswer, type FakeAnswer, type FakeRequest } from '../../testing/fake-shop-api';
import { makeClientConfig } from '../../testing/render-with-shop';

afterEach(() => vi.unstubAllGlobals());

const SOURCE = 'backroom-sandbox-card';
// 2 × $18.99 + $12.50 = $50.48, free pickup, 15% tax $7.57: $58.05.
const PAY = 'Pay $58.05';
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const cardholder = () => screen.getByRole('group', { name: 'Cardholder details' });
const field = (name: RegExp) => within(cardholder()).getByRole('textbox', { name }) as HTMLInputElement;
const country = () => within(cardholder()).getByRole('combobox', { name: /^Choose a country/ }) as HTMLInputElement;

/** On the payment step with the card chosen. */
const payingByCard = (changes: Partial<Cart> = {}) => readyToPay({ paymentMethod: 'card', ...changes });

/**
 * A shop whose orders are ORDER1, ORDER2, … and whose POST payment answers with `payment`;
 * cancelling an order with its token answers 200.
 */
function cardShop(payment: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  let orders = 0;
  return checkoutApi(
    () => {
      orders += 1;
      return { status: 201, body: { id: `ORDER${orders}`, token: `token${orders}` } };
    },
    (request) => {
      const order = /^\/order\/(ORDER\d+)$/.exec(request.path);
      if (order) return { body: cardOrderView(order[1]!) };
      if (/^\/order\/ORDER\d+\/token\d+\/state\/CANCELLED$/.test(request.path)) return { body: cardOrderView('x', { state: 'CANCELLED' }) };
      if (request.method === 'POST' && request.path === '/payment') return payment(request);
      return undefined;
    },
  );
}

const approved = (request: FakeRequest): FakeAnswer => ({
  body: { status: 'APPROVED', paymentId: 'pay1', orderId: (request.body as { orderId: string }).orderId, provider: 'sandbox', amountCents: 5805, currency: 'CAD', providerPaymentId: null },
});

/** The sandbox card frame in the card dialog. */
const frame = () => screen.getByTitle('Card details') as HTMLIFrameElement;

/** A message from the sandbox card frame to the storefront. */
function frameSays(data: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: SOURCE, ...data }, origin: window.location.origin, source: frame().contentWindow }));
  });
}

/** Opens the card dialog from 'Pay $58.05', has the frame ready, and answers its tokenize requests with `answer`. */
async function openCardDialog(answer: Record<string, unknown> = { type: 'token', token: 'sbx_test', brand: 'Visa', last4: '4242' }) {
  await userEvent.click(button(PAY));
  const dialog = await screen.findByRole('dialog', { name: 'Pay $58.05 by card' });
  expect(within(dialog).getByText('Contacting payment processor...')).toBeTruthy();
  expect(frame().getAttribute('src')).toBe('/backroom/api/v1/payment/sandbox/form');
  const asked: unknown[] = [];
  vi.spyOn(frame().contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    asked.push(message);
    queueMicrotask(() => frameSays(answer));
  });
  frameSays({ type: 'ready' });
  expect(within(dialog).queryByText('Contacting payment processor...')).toBeNull();
  return { dialog, asked };
}

describe('Credit Card: cardholder details', () => {
  it("shows 'Cardholder details' with the contact's names, Canada and an upper-cased postal code, and 'Pay $X.YY'", async () => {
    cardShop(approved);
    openCheckout(payingByCard(), cardConfig);
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Last Name/).value).toBe('Lovelace');
    expect(field(/^First Name/).required).toBe(true);
    expect(field(/^Last Name/).required).toBe(true);
    expect(country().value).toBe('Canada');
    const flag = country().closest('.MuiAutocomplete-root')!.querySelector('img');
    expect(flag?.getAttribute('src')).toBe('/flags/ca.png');
    expect(field(/^Postal\/Zip Code/).value).toBe('');
    await userEvent.type(field(/^Postal\/Zip Code/), 'b0t 1k0');
    expect(field(/^Postal\/Zip Code/).value).toBe('B0T 1K0');
    expect(storedCart().cardholderAddress).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', country: 'CA', postal: 'B0T 1K0' });
    expect(button(PAY)).toBeTruthy();
    expect(screen.getByText(/You enter your card in a secure form after you press/)).toBeTruthy();
  });

  it('offers the suggested countries first, with flags and dial codes, and keeps the one chosen', async () => {
    cardShop(approved);
    openCheckout(payingByCard(), cardConfig);
    expect(getComputedStyle(country().closest('.MuiAutocomplete-root')!).width).toBe('300px');
    await userEvent.click(country());
    await userEvent.clear(country());
    const options = screen.getAllByRole('option');
    expect(options.slice(0, 6).map((option) => option.textContent)).toEqual([
      'Canada (CA) +1',
      'Australia (AU) +61',
      'Germany (DE) +49',
      'France (FR) +33',
      'Japan (JP) +81',
      'United States (US) +1',
    ]);
    expect(options[1]!.querySelector('img')?.getAttribute('src')).toBe('/flags/au.png');
    expect(options.length).toBeGreaterThan(200);
    await userEvent.type(country(), 'Ireland');
    await userEvent.click(screen.getByRole('option', { name: 'Ireland (IE) +353' }));
    expect(storedCart().cardholderAddress.country).toBe('IE');
  });

  it('takes the delivery address as the billing address only when the delivery is to the cardholder', () => {
    const delivery = { ...emptyCart().deliveryAddress, firstName: 'Ada', lastName: 'Lovelace', street: '12 Main St', city: 'Liverpool', province: 'NS', postal: 'B0T 1K0' };
    cardShop(approved);
    const { unmount } = openCheckout(payingByCard({ shippingMethod: 'CP.RP', deliveryAddress: delivery }), cardConfig);
    expect(field(/^Postal\/Zip Code/).value).toBe('B0T 1K0');
    unmount();

    cardShop(approved);
    openCheckout(payingByCard({ shippingMethod: 'CP.RP', deliveryAddress: { ...delivery, firstName: 'Charles', lastName: 'Babbage' } }), cardConfig);
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Postal\/Zip Code/).value).toBe('');
  });

  it('will not pay without the names, a country and a postal or zip code, and says so beside each', async () => {
    const requests = cardShop(approved);
    openCheckout(payingByCard(), cardConfig);
    await userEvent.clear(field(/^First Name/));
    await userEvent.clear(country());
    await userEvent.click(button(PAY));
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(screen.getByText('Choose a country.')).toBeTruthy();
    expect(screen.getByText('Postal/Zip Code is required.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^First Name/));
    expect(requests.some((request) => request.path === '/order/submit')).toBe(false);
  });

  it("says 'Currently unsupported' and will not go on when the shop has no card provider the storefront knows", async () => {
    const config = makeClientConfig({ payment_providers: [{ name: 'moneris', url: '', dev: true, prod: true }] });
    const requests = cardShop(approved);
    openCheckout(payingByCard(), config);
    expect(screen.getByText('Currently unsupported')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Cardholder details' })).toBeNull();
    await userEvent.click(button(PAY));
    expect(screen.getByText('Currently unsupported')).toBeTruthy();
    expect(requests.some((request) => request.path === '/order/submit')).toBe(false);
  });
});

describe('Credit Card: paying', () => {
  const ready = () => payingByCard({ cardholderAddress: { ...emptyCart().cardholderAddress, ...ADA, postal: 'B0T 1K0', country: 'CA' } });

  it('creates the order, takes a token from the sandbox frame, pays it with a kept key and opens the receipt', async () => {
    const requests = cardShop(approved);
    openCheckout(ready(), cardConfig);
    const { dialog, asked } = await openCardDialog();
    expect(within(dialog).getByText('Order ORDER1: $58.05 CAD')).toBeTruthy();
    expect(storedCart()).toMatchObject({ lastOrderId: 'ORDER1', lastOrderToken: 'token1', items: { 'big-bloom': expect.anything() } });

    await userEvent.click(within(dialog).getByRole('button', { name: PAY }));
    expect((await screen.findByText('Elsewhere')).title).toBe('/order/ORDER1');
    expect(asked).toEqual([{ source: SOURCE, type: 'tokenize' }]);
    const payment = requests.find((request) => request.path === '/payment')!;
    expect(payment.body).toEqual({ provider: 'sandbox', environment: 'PROD', token: 'sbx_test', orderId: 'ORDER1', idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(storedCart()).toMatchObject({ items: {}, lastOrderId: 'ORDER1', submissionKey: null, paymentKey: null, paymentMethod: null, checkoutStep: 0 });
  });

  it('says the card was declined, keeps the cart, and pays the next time with a new order and new keys', async () => {
    let declined = true;
    const requests = cardShop((request) =>
      declined ? errorAnswer(402, 'PAYMENT_DECLINED', 'Payment was declined. Try again with the same or another payment method.') : approved(request),
    );
    openCheckout(ready(), cardConfig);
    const first = await openCardDialog();
    await userEvent.click(within(first.dialog).getByRole('button', { name: PAY }));
    const message = await screen.findByText('Payment was declined. Try again with the same or another payment method.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[role="alert"]')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedCart()).toMatchObject({ submissionKey: null, paymentKey: null, checkoutStep: 3 });
    expect(Object.keys(storedCart().items)).toEqual(['big-bloom', 'coco-coir']);

    declined = false;
    const second = await openCardDialog();
    await userEvent.click(within(second.dialog).getByRole('button', { name: PAY }));
    expect((await screen.findByText('Elsewhere')).title).toBe('/order/ORDER2');
    const submissions = requests.filter((request) => request.path === '/order/submit').map((request) => request.headers.get('idempotency-key'));
    expect(new Set(submissions).size).toBe(2);
    const payments = requests.filter((request) => request.path === '/payment').map((request) => request.body as { orderId: string; idempotency_key: string });
    expect(payments.map((body) => body.orderId)).toEqual(['ORDER1', 'ORDER2']);
    expect(payments[0]!.idempotency_key).not.toBe(payments[1]!.idempotency_key);
  });

  it("cancels the order when the card dialog is closed before paying: 'Request cancelled by user.'", async () => {
    const requests = cardShop(approved);
    openCheckout(ready(), cardConfig);
    const { dialog } = await openCardDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Request cancelled by user.')).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.path === '/order/ORDER1/token1/state/CANCELLED')).toBe(true));
    expect(requests.some((request) => request.path === '/payment')).toBe(false);
    expect(storedCart()).toMatchObject({ submissionKey: null, paymentKey: null, lastError: 'Request cancelled by user.' });
  });

  it('cancels the order when the page is left with the card dialog open', async () => {
    const requests = cardShop(approved);
    openCheckout(ready(), cardConfig);
    await openCardDialog();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requests.some((request) => request.path === '/order/ORDER1/token1/state/CANCELLED')).toBe(true));
    expect(storedCart()).toMatchObject({ submissionKey: null, lastError: 'Request cancelled by user.' });
  });

  it("keeps the order and its payment key when the dialog is closed during the payment: 'Request cancelled by user before completion of payment.'", async () => {
    const requests = cardShop(() => new Promise<FakeAnswer>(() => {}));
    openCheckout(ready(), cardConfig);
    const { dialog } = await openCardDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: PAY }));
    await within(dialog).findByText('Processing payment...');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Request cancelled by user before completion of payment.')).toBeTruthy();
    const kept = storedCart();
    expect(kept.submissionKey).not.toBeNull();
    expect(kept.paymentKey).toBe((requests.find((request) => request.path === '/payment')!.body as { idempotency_key: string }).idempotency_key);
    expect(requests.some((request) => request.path.endsWith('/state/CANCELLED'))).toBe(false);
  });

  it("shows 'Tokenization failed-status: {status}' with the errors and lets the shopper correct the card", async () => {
    const requests = cardShop(approved);
    openCheckout(ready(), cardConfig);
    const { dialog } = await openCardDialog({ type: 'error', status: 'Invalid', errors: [{ field: 'number', message: 'The card number is not valid.' }] });
    await userEvent.click(within(dialog).getByRole('button', { name: PAY }));
    expect(await within(dialog).findByText('Tokenization failed-status: Invalid')).toBeTruthy();
    expect(within(dialog).getByText('The card number is not valid.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(requests.some((request) => request.path === '/payment')).toBe(false);
  });
});
