import { type Cart, type CartLine, cartIsEmpty, onlyGiftCards } from '../cart.js';
import { formatCents, type Cents } from '../money.js';
import { floristShippingProblems, giftOf, hasFloristItem } from '../florist/florist-order.js';
import { giftProblems } from '../florist/gift-order.js';
import { cardholderProblems } from '../payments/cardholder.js';
import { contactProblems, deliveryProblems, type FieldProblem, type ShippingQuoteState, shippingQuoteProblems } from './checkout-rules.js';

/** The checkout's steps, in order (SPEC section 2). */
export const CHECKOUT_STEPS = ['Review Order', 'Contact Information', 'Shipping Information', 'Payment'] as const;
export const LAST_CHECKOUT_STEP = CHECKOUT_STEPS.length - 1;

/** The province LOCAL delivery is limited to (SPEC section 9). */
export const LOCAL_DELIVERY_PROVINCE = 'NS';

/** The hint under an incomplete postal code (SPEC section 5). */
export const POSTAL_CODE_HINT = 'Enter valid postal code to see all available delivery options.';

/** What the Next button does: submit (EMT) or pay (card) on the last step, else go to the next step. */
export function checkoutNextAction(step: number, paymentMethod: string | null): 'next' | 'submit' | 'pay' {
  if (step !== LAST_CHECKOUT_STEP) return 'next';
  if (paymentMethod === 'emt') return 'submit';
  if (paymentMethod === 'card') return 'pay';
  return 'next';
}

/** The Next button's English words: 'Submit Order' for EMT and 'Pay $X.YY' for card on the last step, else 'Next'. */
export function checkoutNextLabel(step: number, paymentMethod: string | null, total: Cents): string {
  const action = checkoutNextAction(step, paymentMethod);
  if (action === 'submit') return 'Submit Order';
  if (action === 'pay') return `Pay ${formatCents(total)}`;
  return 'Next';
}

/** The cart's special-order lines: they cannot be ordered online (SPEC section 4). */
export function specialOrderLines(cart: Pick<Cart, 'items'>): CartLine[] {
  return Object.values(cart.items).filter((line) => line.item.special);
}

/** Step 0: the cart has items (or gift cards) and none of them is special order. */
export function reviewProblems(cart: Pick<Cart, 'items'> & Partial<Pick<Cart, 'giftCardLines'>>): FieldProblem[] {
  if (cartIsEmpty({ items: cart.items, giftCardLines: cart.giftCardLines ?? [] })) return [{ path: 'items', code: 'cart.empty', message: 'Your shopping cart is empty!' }];
  if (specialOrderLines(cart).length > 0) return [{ path: 'items', code: 'cart.specialOrder', message: 'This item is available by Special Order only' }];
  return [];
}

/** The payment step's notice when the shop has no card provider the storefront can use (SPEC section 2). */
export const CARD_UNSUPPORTED_MESSAGE = 'Currently unsupported';

/**
 * Step 3 (SPEC section 5): a payment method; EMT passes; a card needs the cardholder's details
 * and a card provider the storefront can use.
 */
export function paymentProblems(cart: Pick<Cart, 'paymentMethod' | 'cardholderAddress'>, cardPayments = true): FieldProblem[] {
  if (!cart.paymentMethod) return [{ path: 'paymentMethod', code: 'payment.method.required', message: 'Choose a payment option.' }];
  if (cart.paymentMethod !== 'card') return [];
  if (!cardPayments) return [{ path: 'paymentMethod', code: 'payment.card.unsupported', message: CARD_UNSUPPORTED_MESSAGE }];
  return cardholderProblems(cart.cardholderAddress);
}

/** What the checkout knows of the store's florist calendar: whether a florist order must choose a window. */
export interface FloristCalendar {
  windowsOffered: boolean;
}

/**
 * What keeps a step from advancing (SPEC section 5); empty when it may. `cardPayments` says whether
 * a card can be taken; `shipping`, when given, is the chosen method's quote, which must be priced
 * once the address is complete (the storefront gives it; the server prices the order itself);
 * `calendar` whether a florist order must choose a delivery window.
 */
export function stepProblems(step: number, cart: Cart, cardPayments = true, shipping?: ShippingQuoteState, calendar?: FloristCalendar): FieldProblem[] {
  switch (step) {
    case 0:
      return reviewProblems(cart);
    case 1:
      return contactProblems(cart.customerAddress);
    case 2: {
      // Gift cards alone go by e-mail: no address, no method (the server records EMAIL).
      if (onlyGiftCards(cart)) return [];
      const flowers = hasFloristItem(cart.items);
      const address = [
        ...deliveryProblems(cart.shippingMethod, cart.deliveryAddress),
        ...floristShippingProblems({ ...cart, hasFloristItem: flowers, windowsOffered: calendar?.windowsOffered ?? false }),
        ...giftProblems(giftOf(cart, flowers)),
      ];
      return address.length === 0 && shipping ? shippingQuoteProblems(shipping) : address;
    }
    default:
      return paymentProblems(cart, cardPayments);
  }
}

/** The first step up to `lastStep` that cannot advance, or null when all of them can. */
export function firstIncompleteStep(cart: Cart, lastStep: number, cardPayments = true, shipping?: ShippingQuoteState, calendar?: FloristCalendar): number | null {
  for (let step = 0; step <= lastStep; step += 1) {
    if (stepProblems(step, cart, cardPayments, shipping, calendar).length > 0) return step;
  }
  return null;
}

/** A step's problems by field path, e.g. `deliveryAddress.city` → its message: for showing each beside its field. */
export function problemsByPath(problems: readonly FieldProblem[]): Record<string, string> {
  return Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
}

/** The Shipping step's place: passed over for a cart of gift cards alone (they go by e-mail). */
const SHIPPING_STEP_INDEX = CHECKOUT_STEPS.indexOf('Shipping Information');

/** Whether the checkout shows a step for this cart: not Shipping for gift cards alone. */
export function checkoutStepShown(step: number, cart: Pick<Cart, 'items' | 'giftCardLines'>): boolean {
  return !(step === SHIPPING_STEP_INDEX && onlyGiftCards(cart));
}

/** The step the checkout shows for the kept one: the next shown step when the kept one is passed over. */
export function shownCheckoutStep(step: number, cart: Pick<Cart, 'items' | 'giftCardLines'>): number {
  return checkoutStepShown(step, cart) ? step : Math.min(LAST_CHECKOUT_STEP, step + 1);
}

/** The step before or after `step` that the checkout shows for this cart. */
export function adjacentCheckoutStep(step: number, direction: 1 | -1, cart: Pick<Cart, 'items' | 'giftCardLines'>): number {
  let next = step + direction;
  while (next > 0 && next < LAST_CHECKOUT_STEP && !checkoutStepShown(next, cart)) next += direction;
  return Math.max(0, Math.min(LAST_CHECKOUT_STEP, next));
}
