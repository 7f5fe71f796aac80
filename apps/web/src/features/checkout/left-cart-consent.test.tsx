import { cartAfterOrder, emptyCart } from '@backroom/core/cart';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCart } from '../../lib/cart-store';
import { ADA, checkoutApi, checkoutCart, openCheckout } from '../../testing/checkout-shop';
import type { FakeRequest } from '../../testing/fake-shop-api';

afterEach(() => vi.unstubAllGlobals());

const CONSENT = 'Yes, The Back Room may e-mail me one reminder with a link to this cart if I leave without ordering. I can unsubscribe at any time.';
const atContact = () => checkoutCart({ checkoutStep: 1, customerAddress: { ...emptyCart().customerAddress, ...ADA } });

function leftCartApi(offered: boolean) {
  let tokens = 0;
  return checkoutApi(undefined, (request: FakeRequest) => {
    if (request.path === '/left-carts/offer') return { body: { offered } };
    if (request.method === 'POST' && request.path === '/left-carts') return { status: 201, body: { token: `token-${++tokens}`.padEnd(22, 'x') } };
    if (request.method === 'PUT' && request.path.startsWith('/left-carts/')) return { body: { token: request.path.slice('/left-carts/'.length) } };
    if (request.method === 'DELETE' && request.path.startsWith('/left-carts/')) return { status: 204, body: null };
    return undefined;
  });
}
const leftCartCalls = (requests: FakeRequest[]) => requests.filter((request) => request.path.startsWith('/left-carts') && request.path !== '/left-carts/offer');

describe('the reminder box at the contact step', () => {
  it('is not there while the shop has reminders off', async () => {
    leftCartApi(false);
    openCheckout(atContact());
    await screen.findByRole('textbox', { name: 'Email Address' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('starts unticked; ticked, the cart is kept with the e-mail and followed; unticked or ordered, it is forgotten', { timeout: 20_000 }, async () => {
    const requests = leftCartApi(true);
    openCheckout(atContact());
    const box = await screen.findByRole('checkbox', { name: CONSENT });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(leftCartCalls(requests)).toEqual([]);

    await userEvent.click(box);
    await waitFor(() => expect(leftCartCalls(requests)).toHaveLength(1));
    expect(leftCartCalls(requests)[0]).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.ca', locale: 'en-CA', consent: true, lines: [{ itemId: 'big-bloom', count: 2 }, { itemId: 'coco-coir', count: 1 }] },
    });

    // A change of the cart is sent after a pause, to the same kept cart.
    act(() => updateCart((cart) => ({ ...cart, items: { ...cart.items, 'big-bloom': { ...cart.items['big-bloom']!, count: 3 } } })));
    await waitFor(() => expect(leftCartCalls(requests)).toHaveLength(2), { timeout: 5000 });
    expect(leftCartCalls(requests)[1]).toMatchObject({ method: 'PUT', path: `/left-carts/${'token-1'.padEnd(22, 'x')}`, body: { lines: [{ itemId: 'big-bloom', count: 3 }, { itemId: 'coco-coir', count: 1 }] } });

    await userEvent.click(box);
    await waitFor(() => expect(leftCartCalls(requests).at(-1)).toMatchObject({ method: 'DELETE', path: `/left-carts/${'token-1'.padEnd(22, 'x')}` }));
    expect((box as HTMLInputElement).checked).toBe(false);

    // Ticked again, then an order is placed: the kept cart is forgotten (whatever e-mail the order has).
    await userEvent.click(box);
    await waitFor(() => expect(leftCartCalls(requests).at(-1)).toMatchObject({ method: 'POST' }));
    act(() => updateCart((cart) => cartAfterOrder(cart, { id: 'K7QX2M9P4TZA', token: 'tok' })));
    await waitFor(() => expect(leftCartCalls(requests).at(-1)).toMatchObject({ method: 'DELETE', path: `/left-carts/${'token-2'.padEnd(22, 'x')}` }), { timeout: 5000 });
    expect(localStorage.getItem('leftCart')).toBeNull();
  });
});
