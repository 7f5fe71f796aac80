import { emptyCart } from '@backroom/core/cart';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ADA, checkoutApi, checkoutCart, openCheckout, readyToPay, storedCart, tent } from '../../testing/checkout-shop';
import { errorAnswer } from '../../testing/fake-shop-api';
import { addToCart } from '@backroom/core/cart';
import { clearSession, saveSession } from '../../lib/member-session';

afterEach(() => vi.unstubAllGlobals());

const next = (name: string | RegExp = 'Next') => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 2, name: /Review Order|Contact Information|Shipping Information|Payment/ });

describe('checkout steps', () => {
  it('shows the four steps, Back disabled on the first, and keeps the step in the cart', async () => {
    checkoutApi();
    openCheckout(checkoutCart());
    const steps = screen.getByRole('group', { name: 'Checkout steps' });
    for (const label of ['Review Order', 'Contact Information', 'Shipping Information', 'Payment']) expect(within(steps).getByText(label)).toBeTruthy();
    expect(heading().textContent).toBe('Review Order');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Big Bloom', { selector: 'span' })).toBeTruthy();

    await userEvent.click(next());
    expect(heading().textContent).toBe('Contact Information');
    expect(document.activeElement).toBe(heading());
    expect(storedCart().checkoutStep).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading().textContent).toBe('Review Order');
    expect(storedCart().checkoutStep).toBe(0);
  });

  it('opens on the step the cart was left at', () => {
    checkoutApi();
    openCheckout(checkoutCart({ checkoutStep: 1 }));
    expect(heading().textContent).toBe('Contact Information');
  });
});

describe('step 0: Review Order', () => {
  it('will not go on while a special-order item is in the cart, and says why', async () => {
    checkoutApi();
    openCheckout(addToCart(checkoutCart(), tent, 1));
    const notice = screen.getByText('This item is available by Special Order only').closest('[role="alert"]') as HTMLElement;
    expect(notice.textContent).toContain('Grow Tent 4x4 is special order only');
    expect(notice.textContent).toContain('(902) 555-0142');
    await userEvent.click(next());
    expect(heading().textContent).toBe('Review Order');
    expect(document.activeElement).toBe(notice);
    expect(storedCart().checkoutStep).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Grow Tent 4x4' }));
    expect(screen.queryByText('This item is available by Special Order only')).toBeNull();
    await userEvent.click(next());
    expect(heading().textContent).toBe('Contact Information');
  });

  it('will not go on with an empty cart', async () => {
    checkoutApi();
    openCheckout(emptyCart());
    expect(screen.getByText('Your shopping cart is empty!')).toBeTruthy();
    await userEvent.click(next());
    expect(screen.getByText('Add items to your cart to check out.')).toBeTruthy();
    expect(heading().textContent).toBe('Review Order');
  });
});

describe('step 1: Contact Information', () => {
  it('marks every field required, says what is missing beside it and focuses the first', async () => {
    checkoutApi();
    openCheckout(checkoutCart({ checkoutStep: 1 }));
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number']) {
      expect((screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement).required).toBe(true);
    }
    await userEvent.click(next());
    for (const message of ['First Name is required.', 'Last Name is required.', 'Email Address is required.', 'Phone Number is required.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const firstName = screen.getByRole('textbox', { name: /^First Name/ });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(heading().textContent).toBe('Contact Information');
  });

  it('checks the e-mail format, then goes on with the contact saved in the cart', async () => {
    checkoutApi();
    openCheckout(checkoutCart({ checkoutStep: 1 }));
    await userEvent.type(screen.getByRole('textbox', { name: /^First Name/ }), ADA.firstName);
    await userEvent.type(screen.getByRole('textbox', { name: /^Last Name/ }), ADA.lastName);
    await userEvent.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone Number/ }), ADA.phone);
    await userEvent.click(next());
    expect(screen.getByText('Email Address is not a valid e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Email Address/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email Address/ }), '.ca');
    expect(screen.queryByText(/not a valid e-mail/)).toBeNull();
    await userEvent.click(next());
    expect(heading().textContent).toBe('Shipping Information');
    expect(storedCart().customerAddress).toMatchObject(ADA);
  });
});

describe('step 3: Payment', () => {
  it("offers EMT with its instructions, card as unsupported and Sezzle as coming soon; Next reads 'Submit Order' for EMT", async () => {
    checkoutApi();
    openCheckout(readyToPay());
    const options = screen.getByRole('radiogroup', { name: 'Payment Options' });
    const sezzle = within(options).getByRole('radio', { name: /Sezzle \(Coming soon\)/ }) as HTMLInputElement;
    expect(sezzle.disabled).toBe(true);
    expect(screen.getByText('Sezzle is not available at this time.')).toBeTruthy();
    expect(next('Next')).toBeTruthy();

    await userEvent.click(next('Next'));
    expect(screen.getByText('Choose a payment option.')).toBeTruthy();
    expect(document.activeElement).toBe(within(options).getByRole('radio', { name: 'Email Money Transfer (EMT)' }));

    await userEvent.click(within(options).getByRole('radio', { name: 'Credit Card' }));
    expect(screen.getByText('Currently unsupported')).toBeTruthy();
    // 2 × $18.99 + $12.50 = $50.48, free pickup, 15% tax $7.57: $58.05.
    expect(next('Pay $58.05')).toBeTruthy();

    await userEvent.click(within(options).getByRole('radio', { name: 'Email Money Transfer (EMT)' }));
    const instructions = screen.getByText('Paying by Email Money Transfer').closest('[role="alert"]') as HTMLElement;
    expect(instructions.textContent).toContain('$58.05');
    expect(instructions.textContent).toContain('hello@thebackroom.ca');
    expect(instructions.textContent).toMatch(/Auto-deposit is on.*passcode/);
    expect(instructions.textContent).toContain('5 business days');
    expect(instructions.textContent).toContain('ships once your payment has arrived');
    expect(instructions.textContent).toContain('Write your payment reference in the transfer’s message: it starts with BR- and shows on the next page as soon as you submit');
    expect(next('Submit Order')).toBeTruthy();
  });

  it('submits the cart with an idempotency key, clears the cart and opens the receipt', async () => {
    const requests = checkoutApi();
    openCheckout(readyToPay({ paymentMethod: 'emt', notes: 'Side door', discountCode: 'FIVEOFF', discountAmount: 500 }));
    await userEvent.click(next('Submit Order'));
    const elsewhere = await screen.findByText('Elsewhere');
    expect(elsewhere.title).toBe('/order/K7QX2M9P4TZA');

    const submitted = requests.find((request) => request.path === '/order/submit')!;
    const key = submitted.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(submitted.headers.get('authorization')).toBeNull();
    const sent = (submitted.body as { cart: ReturnType<typeof storedCart> }).cart;
    expect(Object.keys(sent.items)).toEqual(['big-bloom', 'coco-coir']);
    expect(sent).toMatchObject({ paymentMethod: 'emt', shippingMethod: 'PICKUP', environment: 'PROD', submissionKey: key, discountCode: 'FIVEOFF' });

    expect(storedCart()).toMatchObject({
      items: {},
      notes: '',
      discountCode: '',
      discountAmount: 0,
      paymentMethod: null,
      checkoutStep: 0,
      lastOrderId: 'K7QX2M9P4TZA',
      submissionKey: null,
      customerAddress: ADA,
    });
  });

  it('sends TEST as the environment when the delivery first name is test', async () => {
    const requests = checkoutApi();
    openCheckout(readyToPay({ paymentMethod: 'emt', deliveryAddress: { ...emptyCart().deliveryAddress, firstName: 'test' } }));
    await userEvent.click(next('Submit Order'));
    await screen.findByText('Elsewhere');
    expect((requests.find((request) => request.path === '/order/submit')!.body as { cart: { environment: string } }).cart.environment).toBe('TEST');
  });

  it("shows the server's refusal, stays on the step and retries with the same key", async () => {
    let attempts = 0;
    const requests = checkoutApi(() => {
      attempts += 1;
      return attempts === 1 ? errorAnswer(400, 'OUT_OF_STOCK', 'Big Bloom has only 1 left in stock.') : { status: 201, body: { id: 'ORDER2', token: 't' } };
    });
    openCheckout(readyToPay({ paymentMethod: 'emt' }));
    await userEvent.click(next('Submit Order'));
    const alert = await screen.findByText('Big Bloom has only 1 left in stock.');
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect(heading().textContent).toBe('Payment');
    expect(storedCart().lastError).toBe('Big Bloom has only 1 left in stock.');
    const firstKey = storedCart().submissionKey;
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);

    await userEvent.click(next('Submit Order'));
    expect((await screen.findByText('Elsewhere')).title).toBe('/order/ORDER2');
    const keys = requests.filter((request) => request.path === '/order/submit').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toEqual([firstKey, firstKey]);
  });

  it("sends a signed-in member's session with the order, so it shows on their member page, and none for a guest", async () => {
    const requests = checkoutApi();
    saveSession({ token: 'member-session-token-1234567890', expiresAt: '2999-01-01T00:00:00.000Z', roles: ['member'] });
    openCheckout(readyToPay({ paymentMethod: 'emt' }));
    await userEvent.click(next('Submit Order'));
    await screen.findByText('Elsewhere');
    const submitted = requests.find((request) => request.path === '/order/submit')!;
    expect(submitted.headers.get('authorization')).toBe('Bearer member-session-token-1234567890');
    clearSession();
  });

  it("says 'Error submitting order' when the answer has no id, and 'Unknown error submitting order' when the call fails", async () => {
    let answer: 'no id' | 'down' = 'no id';
    checkoutApi(() => {
      if (answer === 'no id') return { status: 201, body: {} };
      throw new TypeError('Failed to fetch');
    });
    openCheckout(readyToPay({ paymentMethod: 'emt' }));
    await userEvent.click(next('Submit Order'));
    expect(await screen.findByText('Error submitting order')).toBeTruthy();
    answer = 'down';
    await userEvent.click(next('Submit Order'));
    expect(await screen.findByText('Unknown error submitting order')).toBeTruthy();
    expect(storedCart().checkoutStep).toBe(3);
  });

  it('sends the shopper back to the first step that is incomplete', async () => {
    const requests = checkoutApi();
    openCheckout(readyToPay({ paymentMethod: 'emt', customerAddress: { ...emptyCart().customerAddress, ...ADA, email: '' } }));
    await userEvent.click(next('Submit Order'));
    expect(heading().textContent).toBe('Contact Information');
    expect(screen.getByText('Email Address is required.')).toBeTruthy();
    expect(requests.some((request) => request.path === '/order/submit')).toBe(false);
    await act(async () => {});
  });
});
