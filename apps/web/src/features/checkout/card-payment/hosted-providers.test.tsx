import { emptyCart } from '@backroom/core/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, cardOrderView, checkoutApi, openCheckout, readyToPay, storedCart } from '../../../testing/checkout-shop';
import type { FakeRequest } from '../../../testing/fake-shop-api';
import { makeClientConfig } from '../../../testing/render-with-shop';

// The providers' scripts come from their own hosts: here each <script> the page adds arrives at
// once (its load event fires) and the test puts the provider's SDK on the window, as the script would.
const loaded: string[] = [];
const arrivals = new MutationObserver((changes) => {
  for (const change of changes) {
    for (const node of change.addedNodes) {
      if (!(node instanceof HTMLScriptElement) || !node.src) continue;
      loaded.push(node.src);
      node.dispatchEvent(new Event('load'));
    }
  }
});

const PAY = 'Pay $58.05';
const sdkWindow = window as unknown as { Square?: unknown; paysafe?: unknown };

function providerShop(environment: 'TEST' | 'PROD' = 'PROD') {
  return checkoutApi(
    () => ({ status: 201, body: { id: 'ORDER1', token: 'token1' } }),
    (request: FakeRequest) => {
      if (request.path === '/order/ORDER1') return { body: cardOrderView('ORDER1', { environment }) };
      if (request.path === '/order/ORDER1/token1/state/CANCELLED') return { body: cardOrderView('ORDER1', { environment }) };
      if (request.method === 'POST' && request.path === '/payment') {
        const { provider } = request.body as { provider: string };
        return { body: { status: 'APPROVED', paymentId: 'p1', orderId: 'ORDER1', provider, amountCents: 5805, currency: 'CAD', providerPaymentId: 'x' } };
      }
      return undefined;
    },
  );
}

const cardholder = { ...emptyCart().cardholderAddress, ...ADA, postal: 'B0T 1K0', country: 'CA' };
const ready = (deliveryFirstName = 'Ada') =>
  readyToPay({ paymentMethod: 'card', cardholderAddress: cardholder, deliveryAddress: { ...emptyCart().deliveryAddress, firstName: deliveryFirstName } });

beforeEach(() => {
  loaded.length = 0;
  arrivals.observe(document.head, { childList: true });
});
afterEach(() => {
  arrivals.disconnect();
  vi.unstubAllGlobals();
  delete sdkWindow.Square;
  delete sdkWindow.paysafe;
});

describe('Square', () => {
  const config = makeClientConfig({ payment_providers: [{ name: 'square', url: '', dev: true, prod: true }] });
  config.square = { application_id: 'sq0idp-app', location_id: 'LOC1' };

  function fakeSquare(tokenize: () => Promise<{ status: string; token?: string; errors?: Array<{ message: string }> }>) {
    const calls = { payments: [] as string[][], attached: 0, tokenized: [] as unknown[] };
    sdkWindow.Square = {
      payments: (applicationId: string, locationId: string) => {
        calls.payments.push([applicationId, locationId]);
        return {
          card: async () => ({
            attach: async () => {
              calls.attached += 1;
            },
            tokenize: (details: unknown) => {
              calls.tokenized.push(details);
              return tokenize();
            },
            destroy: async () => true,
          }),
        };
      },
    };
    return calls;
  }

  it('loads the production SDK, attaches the card, tokenizes with the billing contact and pays at the location', async () => {
    const calls = fakeSquare(async () => ({ status: 'OK', token: 'cnon:card-nonce-ok' }));
    const requests = providerShop();
    openCheckout(ready(), config);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $58.05 by card' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: PAY }).hasAttribute('disabled')).toBe(false));
    expect(loaded).toContain('https://web.squarecdn.com/v1/square.js');
    expect(calls.payments).toEqual([['sq0idp-app', 'LOC1']]);
    expect(calls.attached).toBe(1);

    await userEvent.click(within(dialog).getByRole('button', { name: PAY }));
    expect((await screen.findByText('Elsewhere')).title).toBe('/order/ORDER1');
    expect(calls.tokenized).toEqual([
      expect.objectContaining({ amount: '58.05', currencyCode: 'CAD', billingContact: { givenName: 'Ada', familyName: 'Lovelace', countryCode: 'CA', postalCode: 'B0T 1K0' } }),
    ]);
    expect(requests.find((request) => request.path === '/payment')!.body).toMatchObject({
      provider: 'square',
      locationId: 'LOC1',
      environment: 'PROD',
      token: 'cnon:card-nonce-ok',
      orderId: 'ORDER1',
    });
  });

  it("uses Square's sandbox for a TEST order and shows 'Tokenization failed-status: {status}' with its errors", async () => {
    fakeSquare(async () => ({ status: 'Invalid', errors: [{ message: 'Card number is not valid' }] }));
    providerShop('TEST');
    openCheckout(ready('Test'), config);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: PAY }).hasAttribute('disabled')).toBe(false));
    expect(loaded).toContain('https://sandbox.web.squarecdn.com/v1/square.js');
    await userEvent.click(within(dialog).getByRole('button', { name: PAY }));
    expect(await within(dialog).findByText('Tokenization failed-status: Invalid')).toBeTruthy();
    expect(within(dialog).getByText('Card number is not valid')).toBeTruthy();
  });

  it("says 'Square.js failed to load properly' and lets the order go when the SDK is not there", async () => {
    const requests = providerShop();
    openCheckout(ready(), config);
    expect(await screen.findByText('Square.js failed to load properly')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedCart().lastError).toBe('Square.js failed to load properly');
    await waitFor(() => expect(requests.some((request) => request.path === '/order/ORDER1/token1/state/CANCELLED')).toBe(true));
    expect(storedCart().submissionKey).toBeNull();
  });
});

describe('Paysafe Checkout', () => {
  const config = makeClientConfig({ product_name: 'The Back Room', payment_providers: [{ name: 'paysafe', url: '', dev: true, prod: true }] });
  config.paysafe = { dev: { username: 'user', password: 'public-key', environment: 'TEST' }, prod: { username: 'live', password: 'live-key', environment: 'LIVE' } };

  type ResultCallback = (instance: { close(): void } | null, error: unknown, result: { paymentHandleToken?: string } | null) => void;
  type CloseCallback = (stage: string) => void;

  function fakePaysafe() {
    const setups: Array<{ apiKey: string; options: Record<string, unknown>; result: ResultCallback; close: CloseCallback }> = [];
    sdkWindow.paysafe = {
      checkout: {
        setup: (apiKey: string, options: Record<string, unknown>, result: ResultCallback, close: CloseCallback) => setups.push({ apiKey, options, result, close }),
      },
    };
    return setups;
  }

  it("opens Paysafe's window with the credential, holder, billing country and zip, the order's amount in CAD and the shop's name with TEST", async () => {
    const setups = fakePaysafe();
    const requests = providerShop('TEST');
    openCheckout(ready('TEST'), config);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(setups).toHaveLength(1));
    const [setup] = setups;
    expect(setup!.apiKey).toBe(btoa('user:public-key'));
    expect(setup!.options).toMatchObject({
      amount: 5805,
      currency: 'CAD',
      environment: 'TEST',
      companyName: 'The Back Room TEST',
      holderName: 'Ada Lovelace',
      billingAddress: { country: 'CA', zip: 'B0T 1K0' },
      imageUrl: `${window.location.origin}/logo.svg`,
    });
    setup!.result({ close: () => {} }, null, { paymentHandleToken: 'handle-token' });
    expect((await screen.findByText('Elsewhere')).title).toBe('/order/ORDER1');
    expect(requests.find((request) => request.path === '/payment')!.body).toMatchObject({ provider: 'paysafe', environment: 'TEST', token: 'handle-token' });
  });

  it("says 'Request cancelled by user.' when its window is closed before paying, and the other words during payment", async () => {
    const setups = fakePaysafe();
    const requests = providerShop();
    openCheckout(ready(), config);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(setups).toHaveLength(1));
    setups[0]!.close('BeforePayment');
    expect(await screen.findByText('Request cancelled by user.')).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.path === '/order/ORDER1/token1/state/CANCELLED')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(setups).toHaveLength(2));
    setups[1]!.close('PAYMENT_HANDLE_CREATED');
    expect(await screen.findByText('Request cancelled by user before completion of payment.')).toBeTruthy();
  });
});
