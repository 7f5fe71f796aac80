import { describe, expect, it } from 'vitest';
import { applyGiftCards, deliverOnProblem, giftCardLineAmount, splitRefund } from './gift-card-rules.js';

describe('gift card rules', () => {
  it('takes cards in order until the amount is covered, leaving unneeded cards alone', () => {
    expect(applyGiftCards(7000, [{ id: 'a', balance: 5000 }, { id: 'b', balance: 5000 }, { id: 'c', balance: 100 }])).toEqual([
      { id: 'a', amount: 5000 },
      { id: 'b', amount: 2000 },
    ]);
    expect(applyGiftCards(0, [{ id: 'a', balance: 5000 }])).toEqual([]);
    expect(applyGiftCards(100, [{ id: 'a', balance: 0 }, { id: 'b', balance: 30 }])).toEqual([{ id: 'b', amount: 30 }]);
  });

  it('gives a refund to the cards first, the last card first, the rest to the payment', () => {
    const cards = [{ id: 'a', paid: 3000, returned: 0 }, { id: 'b', paid: 1000, returned: 500 }];
    expect(splitRefund(2000, cards)).toEqual({ toCards: [{ id: 'b', amount: 500 }, { id: 'a', amount: 1500 }], toPayment: 0 });
    expect(splitRefund(5000, cards)).toEqual({ toCards: [{ id: 'b', amount: 500 }, { id: 'a', amount: 3000 }], toPayment: 1500 });
    expect(splitRefund(800, [])).toEqual({ toCards: [], toPayment: 800 });
  });

  it('prices a fixed card at its price and a chosen one within its limits', () => {
    expect(giftCardLineAmount({ minAmount: null, maxAmount: null }, 2500, 9999)).toEqual({ amount: 2500 });
    expect(giftCardLineAmount({ minAmount: 1000, maxAmount: 20000 }, 0, 1500)).toEqual({ amount: 1500 });
    expect(giftCardLineAmount({ minAmount: 1000, maxAmount: 20000 }, 0, 999)).toHaveProperty('problem');
    expect(giftCardLineAmount({ minAmount: 1000, maxAmount: 20000 }, 0, null)).toHaveProperty('problem');
    expect(giftCardLineAmount({ minAmount: 1000, maxAmount: 20000 }, 0, 1000.5)).toHaveProperty('problem');
  });

  it('takes a delivery date up to a year ahead', () => {
    expect(deliverOnProblem(null, '2027-05-02')).toBeNull();
    expect(deliverOnProblem('2026-05-10', '2027-05-02')).toBeNull();
    expect(deliverOnProblem('2026-02-30', '2027-05-02')).not.toBeNull();
    expect(deliverOnProblem('2028-01-01', '2027-05-02')).not.toBeNull();
  });
});
