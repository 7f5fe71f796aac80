import type { Cents } from '../money.js';

/**
 * The pure rules of gift cards (docs/decisions/067): how cards pay an order, how a refund is
 * split between the cards and the other payment, and how a sold card's line is checked.
 */

/** Nova Scotia's Consumer Protection Act: a gift card never expires and never carries a fee. */
export const GIFT_CARD_EXPIRES_AT = null;
export const GIFT_CARD_FEES = 0;

/** The most one card may hold (sold or issued): $1,000. */
export const GIFT_CARD_MAX_AMOUNT: Cents = 100_000;
/** Codes one order may use. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;
/** Cards one order may sell. */
export const MAX_GIFT_CARD_LINES = 10;
/** How far ahead a delivery date may be. */
export const MAX_DELIVERY_DAYS_AHEAD = 366;

/** A card offered to pay: its balance now. */
export interface CardOffered {
  id: string;
  balance: Cents;
}

/**
 * What each card pays of `payable`, in the order given: each as much as it holds until the
 * amount is covered; cards not needed pay nothing (and are left out).
 */
export function applyGiftCards(payable: Cents, cards: readonly CardOffered[]): Array<{ id: string; amount: Cents }> {
  let left = Math.max(0, payable);
  const taken: Array<{ id: string; amount: Cents }> = [];
  for (const card of cards) {
    if (left === 0) break;
    const amount = Math.min(left, Math.max(0, card.balance));
    if (amount > 0) taken.push({ id: card.id, amount });
    left -= amount;
  }
  return taken;
}

/** A card that paid an order, and how much of that was given back to it already. */
export interface CardPaid {
  id: string;
  paid: Cents;
  returned: Cents;
}

/**
 * How a refund of `amount` is split: the gift cards first (last card used first, each up to what
 * it paid less what it got back), the rest through the order's other payment.
 */
export function splitRefund(amount: Cents, cards: readonly CardPaid[]): { toCards: Array<{ id: string; amount: Cents }>; toPayment: Cents } {
  let left = Math.max(0, amount);
  const toCards: Array<{ id: string; amount: Cents }> = [];
  for (const card of [...cards].reverse()) {
    if (left === 0) break;
    const back = Math.min(left, Math.max(0, card.paid - card.returned));
    if (back > 0) toCards.push({ id: card.id, amount: back });
    left -= back;
  }
  return { toCards, toPayment: left };
}

/** A gift card item's limits: both null, the card is worth the item's price. */
export interface GiftCardItemLimits {
  minAmount: Cents | null;
  maxAmount: Cents | null;
}

/** The amount a sold card is worth, or why the line is refused. */
export function giftCardLineAmount(limits: GiftCardItemLimits, price: Cents, asked: Cents | null): { amount: Cents } | { problem: string } {
  if (limits.minAmount === null || limits.maxAmount === null) {
    if (price <= 0) return { problem: 'This gift card has no price.' };
    return { amount: price };
  }
  if (asked === null) return { problem: 'Choose the amount of the gift card.' };
  if (!Number.isInteger(asked) || asked < limits.minAmount || asked > limits.maxAmount) {
    return { problem: `The amount must be between ${limits.minAmount} and ${limits.maxAmount} cents.` };
  }
  return { amount: asked };
}

/** The problem of a delivery date (YYYY-MM-DD, Halifax) up to `latest`; null when good. A date past is sent at once. */
export function deliverOnProblem(deliverOn: string | null, latest: string): string | null {
  if (deliverOn === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deliverOn) || Number.isNaN(Date.parse(`${deliverOn}T12:00:00Z`))) return 'The delivery date must be a date (YYYY-MM-DD).';
  if (new Date(`${deliverOn}T12:00:00Z`).toISOString().slice(0, 10) !== deliverOn) return 'The delivery date must be a date (YYYY-MM-DD).';
  if (deliverOn > latest) return 'The delivery date can be at most a year ahead.';
  return null;
}
