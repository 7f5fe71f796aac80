import { beforeAll, describe, expect, it } from 'vitest';
import { makeItem } from '@backroom/core/testing/make-item';
import { messagesIn } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';
import { itemCardDisplay, specialOrderTooltip, stockLine } from './item-card-display';

const en = messagesIn(catalogMessages, 'en-CA');

describe('itemCardDisplay', () => {
  it('shows the last name segment, the brand, the price and the total stock', () => {
    const display = itemCardDisplay(makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', stock: 12 }), en);
    expect(display).toMatchObject({ name: 'Big Bloom', brand: 'FoxFarm', price: '$18.99', stock: 12, stockLine: '12 in stock' });
  });

  it("names an item without a name 'Unnamed' and shows a zero price as $0.00", () => {
    expect(itemCardDisplay(makeItem({ id: 'x', name: '', price: 0 }), en)).toMatchObject({ name: 'Unnamed', price: '$0.00' });
  });

  it("shows a group head's variant price range and variant stock", () => {
    const head = makeItem({
      id: 'voodoo',
      price: 4499,
      stock: 100,
      group: { enabled: true, parentId: null, variantName: null, variantSummary: { stock: 5, priceLow: 4499, priceHigh: 11999 } },
    });
    expect(itemCardDisplay(head, en)).toMatchObject({ price: '$44.99 - $119.99', stock: 5, stockLine: '5 in stock' });
  });

  it('shows one price for a group whose variants cost the same', () => {
    const head = makeItem({
      id: 'same',
      price: 500,
      group: { enabled: true, parentId: null, variantName: null, variantSummary: { stock: 2, priceLow: 500, priceHigh: 500 } },
    });
    expect(itemCardDisplay(head, en).price).toBe('$5.00');
  });

  it('flags discontinued, special-order and hidden items', () => {
    const display = itemCardDisplay(makeItem({ id: 'old', discontinued: true, special: true, hidden: true, stock: 3 }), en);
    expect(display).toMatchObject({ discontinued: true, specialOrder: true, hidden: true, stockLine: '3 left in stock' });
  });
});

describe('stockLine', () => {
  it("says how many are left of a discontinued item, never fewer than 0", () => {
    expect(stockLine(3, true, en)).toBe('3 left in stock');
    expect(stockLine(-2, true, en)).toBe('0 left in stock');
  });

  it('says out of stock at zero or below', () => {
    expect(stockLine(0, false, en)).toBe('Out of stock');
    expect(stockLine(-1, false, en)).toBe('Out of stock');
  });
});

describe('specialOrderTooltip', () => {
  it('asks the shopper to contact the store', () => {
    expect(specialOrderTooltip('(902) 555-0142', en)).toBe('This item is special order only. Please contact us at (902) 555-0142.');
  });
});

describe('in Canadian French', () => {
  const fr = messagesIn(catalogMessages, 'fr-CA');
  beforeAll(() => catalogMessages.load('fr-CA'));

  it('writes prices as fr-CA does and the stock lines in French', () => {
    const display = itemCardDisplay(makeItem({ id: 'big-bloom', name: 'FoxFarm>Liquid>Big Bloom', price: 1234, stock: 12 }), fr);
    expect(display).toMatchObject({ name: 'Big Bloom', price: '12,34\u00a0$', stockLine: '12 en stock' });
    expect(stockLine(0, false, fr)).toBe('En rupture de stock');
    expect(stockLine(1, true, fr)).toBe('1 restant en stock');
    expect(stockLine(3, true, fr)).toBe('3 restants en stock');
    expect(specialOrderTooltip('(902) 555-0142', fr)).toBe('Cet article est offert sur commande spéciale seulement. Veuillez nous joindre au (902) 555-0142.');
  });
});
