import { formatCents, type Cents } from '../money.js';

/** The checkout's steps, in order (SPEC section 2). */
export const CHECKOUT_STEPS = ['Review Order', 'Contact Information', 'Shipping Information', 'Payment'] as const;
export const LAST_CHECKOUT_STEP = CHECKOUT_STEPS.length - 1;

/** The Next button's words: 'Submit Order' for EMT and 'Pay $X.YY' for card on the last step, else 'Next'. */
export function checkoutNextLabel(step: number, paymentMethod: string | null, total: Cents): string {
  if (step !== LAST_CHECKOUT_STEP) return 'Next';
  if (paymentMethod === 'emt') return 'Submit Order';
  if (paymentMethod === 'card') return `Pay ${formatCents(total)}`;
  return 'Next';
}
