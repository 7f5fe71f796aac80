import type { ErrorDetail } from '@backroom/core/api-error';
import type { Cart } from '@backroom/core/cart';
import { DELIVERY_DATE_PROBLEMS, DELIVERY_HORIZON_DAYS } from '@backroom/core/florist/delivery-dates';
import { DELIVERY_WINDOW_PROBLEMS } from '@backroom/core/florist/delivery-windows';
import { CARD_MESSAGE_MAX, CARD_MESSAGE_MAX_LINES, RECIPIENT_NAME_MAX } from '@backroom/core/florist/gift-order';
import { displayName } from '@backroom/core/item-display';
import { CHECKOUT_STEPS } from '@backroom/core/orders/checkout-steps';
import { FIELD_PROBLEM_CODES } from '@backroom/core/orders/checkout-rules';

// The gift's own refusals, worded by their codes (the recipient, the card's message).
const GIFT_REASONS = FIELD_PROBLEM_CODES.filter((code) => code.startsWith('gift.'));
import { ApiError } from '../../lib/api-client';
import { MissingOrderIdError } from './api/submit-order';
import type { ProblemTranslator } from './use-problem-text';

// An unpaid-share refusal (docs/decisions/055): the item by its name in the cart, and how many may still be ordered.
function unpaidShareText(detail: ErrorDetail, t: ProblemTranslator, cart: Cart | undefined): string {
  const itemId = detail.path.replace(/^items\./, '');
  const name = displayName(cart?.items[itemId]?.item.name ?? itemId);
  const count = detail.count ?? 0;
  return count === 0 ? t('checkoutProblems.submission.unpaidShareNone', { name }) : t('checkoutProblems.submission.unpaidShare', { name, count });
}

// A refusal worded in the page's language by its code and its detail's closed reason, never by the English message.
function refusalText(error: ApiError, t: ProblemTranslator, cart: Cart | undefined): string {
  const detail = error.details[0];
  switch (error.code) {
    case 'DELIVERY_DATE_UNAVAILABLE': {
      const windowProblem = DELIVERY_WINDOW_PROBLEMS.find((known) => known === detail?.reason);
      if (windowProblem) return t(`checkoutProblems.deliveryWindow.${windowProblem}`);
      const problem = DELIVERY_DATE_PROBLEMS.find((known) => known === detail?.reason) ?? 'not-a-date';
      return t(`checkoutProblems.deliveryDate.${problem}`, { days: DELIVERY_HORIZON_DAYS });
    }
    case 'SHIPPING_UNAVAILABLE':
      if (detail?.reason === 'florist.outsideArea') return t('checkoutProblems.florist.outsideArea');
      if (detail?.reason === 'florist.methodNotOffered') return t('checkoutProblems.florist.methodNotOffered');
      if (detail?.reason === 'local-out-of-reach') return t('checkoutProblems.submission.localOutOfReach');
      if (detail?.reason === 'not-offered' || detail?.reason === 'unknown-method') return t('checkoutProblems.submission.methodNotOffered');
      return t('checkoutProblems.submission.shippingUnavailable');
    case 'VALIDATION_FAILED': {
      const gift = GIFT_REASONS.find((known) => known === detail?.reason);
      if (gift) return t(`checkoutProblems.${gift}`, { max: gift.startsWith('gift.card.tooManyLines') ? CARD_MESSAGE_MAX_LINES : gift.startsWith('gift.card') ? CARD_MESSAGE_MAX : RECIPIENT_NAME_MAX });
      return t(detail?.path === 'deliveryAddress.province' ? 'checkoutProblems.submission.provinceNotCanadian' : 'checkoutProblems.submission.invalid');
    }
    case 'OUT_OF_STOCK':
      return t('checkoutProblems.submission.outOfStock');
    case 'ITEM_UNAVAILABLE':
      return t('checkoutProblems.submission.itemUnavailable');
    case 'DISCOUNT_NOT_VALID':
    case 'DISCOUNT_USED_UP':
      return t('checkoutProblems.submission.discount');
    case 'PROMOTION_USED_UP':
      return t('checkoutProblems.submission.promotionEnded');
    case 'TOO_MANY_REQUESTS':
      // The flood limits say why in the detail's reason (docs/decisions/023).
      if (detail?.reason === 'open-orders') return t('checkoutProblems.submission.tooManyOpenOrders');
      if (detail?.reason === 'too-often') return t('checkoutProblems.submission.tooManyOrders');
      return t('checkoutProblems.submission.tooMany');
    case 'QUANTITY_OVER_LIMIT':
      if (detail?.reason === 'unpaid-share') return unpaidShareText(detail, t, cart);
      return t('checkoutProblems.submission.quantityOverLimit');
    default:
      return t('checkoutProblems.submission.failed');
  }
}

/**
 * SPEC section 8: the server's message, 'Error submitting order' without an id, else 'Unknown
 * error submitting order'. The server speaks English: a French page words the refusal by its code
 * (naming a line by its item in `cart`).
 */
export function submissionError(error: unknown, t: ProblemTranslator, cart?: Cart): string {
  if (error instanceof MissingOrderIdError) return t('checkoutProblems.submission.noOrderId');
  if (error instanceof ApiError && error.message.trim() !== '') return t.locale === 'en-CA' ? error.message : refusalText(error, t, cart);
  return t('checkoutProblems.submission.unknown');
}

/**
 * A declined or refused card payment in the page's language: SPEC's decline wording by its code;
 * any other refusal as the server words it on an English page, a French sentence on a French one.
 */
export function paymentRefusalText(refusal: { code: string; message: string }, t: ProblemTranslator): string {
  if (refusal.code === 'PAYMENT_DECLINED') return t('checkoutProblems.card.declined');
  return t.locale === 'en-CA' ? refusal.message : t('checkoutProblems.card.failed');
}

const SHIPPING_STEP = CHECKOUT_STEPS.indexOf('Shipping Information');

/** A refusal that only a change on the Shipping step can answer: the method, the address or the florist date. */
function isShippingRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'DELIVERY_DATE_UNAVAILABLE' || error.code === 'SHIPPING_UNAVAILABLE') return true;
  return error.code === 'VALIDATION_FAILED' && error.details.length > 0 && error.details.every((detail) => /^(deliveryAddress\.|shippingMethod$|recipient\.|card$)/.test(detail.path));
}

/**
 * The cart after a refused submission: the refusal shown, and when it is about shipping (a florist
 * date whose cut-off passed while the shopper typed, a method that no longer reaches the address)
 * the Shipping step again, where the date picker asks the server for today's dates and the
 * methods are priced for the address again.
 */
export function cartAfterRefusal(cart: Cart, error: unknown, t: ProblemTranslator): Cart {
  return { ...cart, lastError: submissionError(error, t, cart), ...(isShippingRefusal(error) ? { checkoutStep: SHIPPING_STEP } : {}) };
}
