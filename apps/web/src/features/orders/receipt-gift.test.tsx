import type { OrderView } from '@backroom/core/orders/order-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { renderWithShop } from '../../testing/render-with-shop';
import { ReceiptGift } from './receipt-gift';

const CARD = 'Bonne fête, Maman!\nAvec amour, Ada <3';

const order: OrderView = {
  id: 'K7QX2M9P4TZA',
  state: 'OPEN',
  createdAt: '2026-11-22T15:04:00.000Z',
  items: [{ count: 1, item: { id: 'birthday-brights', name: 'Birthday Brights', price: 7000, regularPrice: 7000 } }],
  discountCode: null,
  discountAmount: 0,
  subtotal: 7000,
  shipping: 1000,
  tax: 1120,
  taxLines: [{ kind: 'HST', label: 'HST 14%', ratePer100k: 14_000, amount: 1120 }],
  total: 9120,
  paymentMethod: 'emt',
  shippingMethod: 'LOCAL',
  environment: 'PROD',
  deliveryDate: '2026-11-27',
  deliveryWindow: { id: 'morning', start: '10:00', end: '12:00' },
  recipient: { name: 'Marie Dupont', phone: '••• ••• 5555' },
  giftMessage: CARD,
};

describe("a florist order's gift on its receipt", () => {
  it('names the window, the recipient and the card in English', () => {
    renderWithShop(<ReceiptGift order={order} />);
    const gift = screen.getByRole('region', { name: 'Your flowers' });
    expect(within(gift).getByText(/^Delivery time:/).textContent).toBe('Delivery time: morning, 10:00–12:00');
    expect(within(gift).getByText(/^For:/).textContent).toBe('For: Marie Dupont (phone ••• ••• 5555)');
  });

  it('says it in French, the card exactly as typed and the phone on one line', async () => {
    await loadLanguage('fr-CA');
    renderWithShop(<ReceiptGift order={order} />, { locale: 'fr-CA' });
    const gift = screen.getByRole('region', { name: 'Vos fleurs' });
    expect(within(gift).getByText(/^Heure de livraison/).textContent).toBe('Heure de livraison\u00a0: matin, 10\u00a0h – 12\u00a0h');
    const recipient = within(gift).getByText(/^Pour/);
    expect(recipient.textContent).toBe('Pour\u00a0: Marie Dupont (téléphone ••• ••• 5555)');
    const phone = within(recipient).getByText('••• ••• 5555');
    expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
    expect(within(gift).getByRole('heading', { name: 'Message de la carte' })).toBeTruthy();
    expect(gift.querySelector('blockquote')?.textContent).toBe(CARD);
  });
});
