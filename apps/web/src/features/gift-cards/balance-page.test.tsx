import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, stubShopApi } from '../../testing/fake-shop-api';
import { renderWithShop } from '../../testing/render-with-shop';
import { GiftCardBalancePage } from './balance-page';

afterEach(() => vi.unstubAllGlobals());

function shop() {
  return stubShopApi((request) => {
    if (request.method !== 'POST' || request.path !== '/gift-cards/balance') return undefined;
    const { code } = request.body as { code: string };
    if (code === 'ABCD-EFGH-JKMN-PQRS') return { body: { last4: 'PQRS', balance: 3500, currency: 'CAD', expiresAt: null, fees: 0 } };
    if (code === 'TOO-MANY') return errorAnswer(429, 'TOO_MANY_REQUESTS', 'Too many.');
    return errorAnswer(404, 'GIFT_CARD_NOT_FOUND', 'We do not know this gift card code. Check it and try again.');
  });
}

async function check(code: string) {
  const field = screen.getByRole('textbox', { name: 'Gift card code' });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
}

describe('the gift card balance page', () => {
  it('shows what a card holds by its last 4, says an unknown code and too many tries alike for every code, and names no expiry or fee', async () => {
    const requests = shop();
    renderWithShop(<GiftCardBalancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card balance' })).toBeTruthy();
    expect(screen.getByText(/never expire and carry no fees/)).toBeTruthy();
    await check('ABCD-EFGH-JKMN-PQRS');
    expect((await screen.findByTestId('gift-card-balance')).textContent).toBe('The gift card ending PQRS holds $35.00.');
    expect(requests.at(-1)?.body).toEqual({ code: 'ABCD-EFGH-JKMN-PQRS' });
    await check('NOPE');
    expect(await screen.findByText('We do not know this gift card code. Check it and try again.')).toBeTruthy();
    await check('TOO-MANY');
    expect(await screen.findByText('Too many codes were tried from here. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('asks for a code before asking the shop, and reads French', async () => {
    const requests = shop();
    renderWithShop(<GiftCardBalancePage />, { locale: 'fr-CA' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier le solde' }));
    expect(screen.getByText('Entrez un code de carte-cadeau.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code de carte-cadeau' }), 'ABCD-EFGH-JKMN-PQRS');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le solde' }));
    expect((await screen.findByTestId('gift-card-balance')).textContent).toMatch(/La carte-cadeau se terminant par PQRS contient 35,00\s\$\./);
  });
});
