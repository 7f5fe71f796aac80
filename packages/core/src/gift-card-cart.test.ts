import { describe, expect, it } from 'vitest';
import {
  addGiftCardCode,
  addGiftCardLine,
  addToCart,
  cartAfterOrder,
  cartIsEmpty,
  cartItemCount,
  emptyCart,
  type GiftCardCartLine,
  giftCardLinesTotal,
  MAX_CART_GIFT_CARD_CODES,
  MAX_CART_GIFT_CARD_LINES,
  onlyGiftCards,
  parseStoredCart,
  removeGiftCardCode,
  removeGiftCardLine,
} from './cart.js';
import { adjacentCheckoutStep, reviewProblems, shownCheckoutStep, stepProblems } from './orders/checkout-steps.js';
import { makeItem } from './testing/make-item.js';

const line = (key: string, amount = 5000): GiftCardCartLine => ({
  key,
  itemId: 'gift',
  name: 'Gift card',
  amount,
  chosen: true,
  recipientName: 'Marie',
  recipientEmail: 'marie@example.ca',
  message: 'Bonne fête',
  deliverOn: '2026-12-24',
});

describe('gift cards in the cart', () => {
  it('keeps each card bought as its own line, counted in the badge and the cards’ total, removable by its key', () => {
    const cart = addGiftCardLine(addGiftCardLine(emptyCart(), line('a')), line('b', 2500));
    expect(cartItemCount(cart)).toBe(2);
    expect(giftCardLinesTotal(cart)).toBe(7500);
    expect(onlyGiftCards(cart)).toBe(true);
    expect(cartIsEmpty(cart)).toBe(false);
    expect(removeGiftCardLine(cart, 'a').giftCardLines.map((kept) => kept.key)).toEqual(['b']);
    const full = Array.from({ length: MAX_CART_GIFT_CARD_LINES + 1 }, (_, index) => line(String(index))).reduce(addGiftCardLine, emptyCart());
    expect(full.giftCardLines).toHaveLength(MAX_CART_GIFT_CARD_LINES);
  });

  it('keeps codes as the shop reads them, once each, at most five; forgets them and the cards once ordered', () => {
    let cart = addGiftCardCode(emptyCart(), 'abcd-efgh jkmn-pqrs');
    cart = addGiftCardCode(cart, 'ABCDEFGHJKMNPQRS');
    expect(cart.giftCards).toEqual(['ABCDEFGHJKMNPQRS']);
    for (let index = 0; index < 10; index += 1) cart = addGiftCardCode(cart, `CODE${index}`);
    expect(cart.giftCards).toHaveLength(MAX_CART_GIFT_CARD_CODES);
    expect(removeGiftCardCode(cart, 'ABCDEFGHJKMNPQRS').giftCards).not.toContain('ABCDEFGHJKMNPQRS');
    const ordered = cartAfterOrder(addGiftCardLine(cart, line('a')), { id: 'ORDER', token: 'secret' });
    expect(ordered.giftCards).toEqual([]);
    expect(ordered.giftCardLines).toEqual([]);
  });

  it('reads stored lines back, dropping a damaged one and a bad date', () => {
    const stored = JSON.stringify({ giftCardLines: [line('a'), { ...line('b'), amount: -5 }, { ...line('c'), deliverOn: 'soon' }], giftCards: ['ABCD', 42] });
    const cart = parseStoredCart(stored);
    expect(cart.giftCardLines.map((kept) => [kept.key, kept.deliverOn])).toEqual([
      ['a', '2026-12-24'],
      ['c', null],
    ]);
    expect(cart.giftCards).toEqual(['ABCD']);
    expect(parseStoredCart(JSON.stringify({})).giftCardLines).toEqual([]);
  });

  it('passes over the Shipping step for gift cards alone, not for a cart with goods', () => {
    const cards = addGiftCardLine(emptyCart(), line('a'));
    expect(reviewProblems(cards)).toEqual([]);
    expect(stepProblems(2, cards)).toEqual([]);
    expect(adjacentCheckoutStep(1, 1, cards)).toBe(3);
    expect(adjacentCheckoutStep(3, -1, cards)).toBe(1);
    expect(shownCheckoutStep(2, cards)).toBe(3);
    const mixed = addToCart(cards, makeItem({ id: 'plain' }), 1);
    expect(adjacentCheckoutStep(1, 1, mixed)).toBe(2);
    expect(shownCheckoutStep(2, mixed)).toBe(2);
    expect(stepProblems(2, mixed).length).toBeGreaterThan(0);
  });
});
