import { applyGiftCards } from '@backroom/core/gift-cards/gift-card-rules';
import { useQueries } from '@tanstack/react-query';
import { giftCardBalanceQuery, type GiftCardRefusal, giftCardRefusal } from '../../lib/gift-card-balance';

/** One code the shopper pays with, as the checkout shows it. */
export type AppliedGiftCard =
  | { code: string; status: 'checking' }
  | { code: string; status: 'refused'; why: GiftCardRefusal }
  | { code: string; status: 'known'; last4: string; balance: number; amount: number; left: number };

export interface GiftCardsApplied {
  cards: AppliedGiftCard[];
  /** What the cards take off the order, in cents. */
  total: number;
  /** A code is still being checked. */
  checking: boolean;
}

/**
 * The codes' balances (asked of the shop) spread over what they may pay, in the order entered, as
 * the server will (core's applyGiftCards): each as much as it holds until the amount is covered. For
 * display: the server takes the balances itself when the order is placed.
 */
export function useGiftCardsApplied(codes: readonly string[], payable: number): GiftCardsApplied {
  const answers = useQueries({ queries: codes.map((code) => giftCardBalanceQuery(code)) });
  const known = codes.flatMap((code, index) => {
    const data = answers[index]?.data;
    return data ? [{ id: code, balance: data.balance }] : [];
  });
  const taken = new Map(applyGiftCards(payable, known).map((take) => [take.id, take.amount]));
  const cards = codes.map((code, index): AppliedGiftCard => {
    const answer = answers[index];
    if (answer?.data) {
      const amount = taken.get(code) ?? 0;
      return { code, status: 'known', last4: answer.data.last4, balance: answer.data.balance, amount, left: answer.data.balance - amount };
    }
    if (answer?.error) return { code, status: 'refused', why: giftCardRefusal(answer.error) };
    return { code, status: 'checking' };
  });
  return { cards, total: [...taken.values()].reduce((sum, amount) => sum + amount, 0), checking: cards.some((card) => card.status === 'checking') };
}
