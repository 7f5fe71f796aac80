import type { ActivePromotions, Promotion } from '@backroom/core/promotions/promotion';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { checkoutApi, openCheckout, readyToPay } from '../../testing/checkout-shop';
import { errorAnswer } from '../../testing/fake-shop-api';

beforeAll(() => loadLanguage('fr-CA'));
afterEach(() => vi.unstubAllGlobals());

/** $10 off orders of $50 or more: the cart (Big Bloom ×2, a coco brick: $50.48) reaches it. */
const tenOffFifty: Promotion = {
  id: 'p-spend',
  name: 'Ten off',
  rule: { kind: 'spend', minSubtotal: 5000, reward: { amountOff: 1000 } },
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  combinesWithPromotions: false,
};

function shopWith(promotions: Promotion[], withCodes: ActivePromotions['withCodes'] = 'better-of', submit?: Parameters<typeof checkoutApi>[0]) {
  return checkoutApi(submit, (request) => (request.path === '/promotions/active' ? { body: { promotions, withCodes, version: '1' } satisfies ActivePromotions } : undefined));
}

const summaryRows = async (shown: string) => {
  const totals = screen.getByRole('table', { name: 'Summary' });
  await within(totals).findByText(shown);
  return within(totals).getAllByRole('row').map((row) => row.textContent);
};

describe('promotions at checkout', () => {
  it('shows the promotion as a line of the summary, taxes what is left, and sends the ids it showed with the order', async () => {
    const requests = shopWith([tenOffFifty]);
    openCheckout(readyToPay({ paymentMethod: 'emt' }));
    // $50.48 − $10.00 = $40.48 at 15 %: $6.07; pickup is free.
    expect(await summaryRows('-$10.00')).toEqual(['Subtotal$50.48', 'Promotion: $10 off orders of $50 or more-$10.00', 'Shipping (In-Store Pickup)$0.00', 'Tax 15%$6.07', 'Total$46.55']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/order/submit')).toBe(true));
    expect((requests.find((request) => request.path === '/order/submit')!.body as { cart: { promotions?: string[] } }).cart.promotions).toEqual(['p-spend']);
  });

  it('says clearly when the code does not combine and the promotions give more', async () => {
    shopWith([tenOffFifty]);
    openCheckout(readyToPay({ discountCode: 'SPRING10' }));
    await screen.findByText('Discount code SPRING10 does not combine with the promotions, which save you more: the promotions apply and the code does not.');
    expect(await summaryRows('-$10.00')).toContain('Discount (SPRING10)not used');
  });

  it('takes the code after the promotions when the store combines them', async () => {
    shopWith([tenOffFifty], 'combine');
    openCheckout(readyToPay({ discountCode: 'SPRING10' }));
    // 10 % of the $40.48 the promotion leaves: $4.05.
    const rows = await summaryRows('-$4.05');
    expect(rows.slice(0, 3)).toEqual(['Subtotal$50.48', 'Promotion: $10 off orders of $50 or more-$10.00', 'Discount (SPRING10)-$4.05']);
    expect(await screen.findByText('Discount code SPRING10 applied: you save $4.05.')).toBeTruthy();
  });

  it('says in French that a promotion ended before the order was placed', async () => {
    shopWith([tenOffFifty], 'better-of', () => errorAnswer(409, 'PROMOTION_USED_UP', 'A promotion no longer applies.'));
    openCheckout(readyToPay({ paymentMethod: 'emt' }), undefined, 'fr-CA');
    await within(screen.getByRole('table', { name: 'Sommaire' })).findByText(/^Promotion : /);
    await userEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    expect(await screen.findByText('Une promotion de votre panier vient de prendre fin ou de s’épuiser : vérifiez le nouveau total, puis passez votre commande à nouveau.')).toBeTruthy();
  });
});
