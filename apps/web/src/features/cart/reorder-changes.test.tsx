import type { ReorderChange } from '@backroom/core/members/reorder';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/i18n/catalogue';
import { readReorderNotice, REORDER_NOTICE_KEY } from '../../lib/reorder-notice';
import { renderWithShop } from '../../testing/render-with-shop';
import { ReorderChanges } from './reorder-changes';

const changes: ReorderChange[] = [
  { itemId: 'big-bloom', name: 'Big Bloom', kind: 'priceUp', ordered: 2, added: 2, pastPrice: 1899, price: 2099 },
  { itemId: 'coco', name: 'Coco Coir Brick', kind: 'priceDown', ordered: 1, added: 1, pastPrice: 1250, price: 1100 },
  { itemId: 'kit', name: 'Nutrient Kit', kind: 'lessStock', ordered: 4, added: 2, pastPrice: 1000, price: 1000 },
  { itemId: 'tiger', name: 'Tiger Bloom', kind: 'outOfStock', ordered: 1, added: 0, pastPrice: 1000, price: 1000 },
  { itemId: 'old', name: 'Old Bloom', kind: 'discontinued', ordered: 1, added: 0, pastPrice: 1000, price: 1000 },
  { itemId: 'gone', name: 'Gone Thing', kind: 'noLongerSold', ordered: 1, added: 0, pastPrice: 500, price: null },
];

afterEach(() => sessionStorage.clear());

describe('the cart after a reorder', () => {
  it('says what changed since the order, line by line, until dismissed', async () => {
    sessionStorage.setItem(REORDER_NOTICE_KEY, JSON.stringify({ orderId: 'ABCD-EFGH', changes }));
    renderWithShop(<ReorderChanges />);
    expect(await screen.findByText('Order ABCD-EFGH is back in your cart, at today’s prices')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Big Bloom: now $20.99, up from $18.99.',
      'Coco Coir Brick: now $11.00, down from $12.50.',
      'Nutrient Kit: only 2 left of the 4 you ordered; 2 added.',
      'Tiger Bloom: out of stock, not added.',
      'Old Bloom: discontinued and sold out, not added.',
      'Gone Thing: no longer sold online, not added.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/is back in your cart/)).toBeNull();
    expect(readReorderNotice()).toBeNull();
  });

  it('says so in French, a no-break space before each colon, one item added in the singular', async () => {
    await loadLanguage('fr-CA');
    const one: ReorderChange = { itemId: 'tray', name: 'Seed Tray', kind: 'lessStock', ordered: 3, added: 1, pastPrice: 400, price: 400 };
    sessionStorage.setItem(REORDER_NOTICE_KEY, JSON.stringify({ orderId: 'ABCD-EFGH', changes: [...changes, one] }));
    renderWithShop(<ReorderChanges />, { locale: 'fr-CA' });
    expect(await screen.findByText('La commande ABCD-EFGH est de retour dans votre panier, aux prix d’aujourd’hui')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Big Bloom\u00a0: maintenant 20,99\u00a0$, plus cher qu’avant (18,99\u00a0$).',
      'Coco Coir Brick\u00a0: maintenant 11,00\u00a0$, moins cher qu’avant (12,50\u00a0$).',
      'Nutrient Kit\u00a0: il n’en reste que 2 sur les 4 commandés; 2 ajoutés.',
      'Tiger Bloom\u00a0: en rupture de stock, non ajouté.',
      'Old Bloom\u00a0: n’est plus offert et est épuisé, non ajouté.',
      'Gone Thing\u00a0: n’est plus vendu en ligne, non ajouté.',
      'Seed Tray\u00a0: il n’en reste que 1 sur les 3 commandés; 1 ajouté.',
    ]);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('shows nothing without a reorder, or for a damaged notice', () => {
    sessionStorage.setItem(REORDER_NOTICE_KEY, JSON.stringify({ orderId: 'X', changes: [{ kind: 'stolen' }] }));
    renderWithShop(<ReorderChanges />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
