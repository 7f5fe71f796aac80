/** What the shopper is told as a card payment goes wrong (SPEC section 8). */

/** The card dialog was closed before any payment was asked for. */
export const CARD_CANCELLED_MESSAGE = 'Request cancelled by user.';

/** The card dialog was closed while the payment was being made. */
export const CARD_CANCELLED_DURING_PAYMENT_MESSAGE = 'Request cancelled by user before completion of payment.';

/** The provider could not turn the card into a token: 'Tokenization failed-status: {status}' plus its errors. */
export function tokenizationFailedMessage(status: string, errors: readonly string[]): string {
  const heading = `Tokenization failed-status: ${status}`;
  return errors.length === 0 ? heading : `${heading} ${errors.join(' ')}`;
}

/** The provider's script did not load: '{script} failed to load properly'. */
export function scriptFailedMessage(scriptName: string): string {
  return `${scriptName} failed to load properly`;
}

/** The provider's answer did not arrive in time: the payment may still go through. */
export const PAYMENT_BEING_CONFIRMED_MESSAGE =
  'Your payment is being confirmed with the card processor. Your receipt shows the order state: PAID once the payment is through.';

/** The shop could not be reached to make the payment. */
export const PAYMENT_UNREACHABLE_MESSAGE =
  'We could not reach the shop to finish your payment. Check your connection and press Pay again: you will never be charged twice.';
