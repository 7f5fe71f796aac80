import type { Cart } from '@backroom/core/cart';
import { DEFAULT_LOCALE, type Locale, parseLocale } from '@backroom/core/locale';
import { IDEMPOTENCY_KEY_HEADER, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { textProblemIn } from '@backroom/core/text-in';
import { ApiError, fetchStoreJson } from '../../../lib/api-client';
import { pageLanguage } from '../../../lib/browser-state';
import { sessionHeaders } from '../../../lib/member-session';

/** An answer to a submission that carries no order id (SPEC section 8: 'Error submitting order'). */
export class MissingOrderIdError extends Error {
  constructor() {
    super('Error submitting order');
    this.name = 'MissingOrderIdError';
  }
}

/** The page's language, as `<html lang>` says it (the locale provider keeps the two in step). */
const pageLocale = (): Locale => parseLocale(pageLanguage()) ?? DEFAULT_LOCALE;

/**
 * POST order/submit `{cart}` with the cart's idempotency key, so that a retry after a lost answer
 * gives back the same order instead of a second one. The cart carries the page's language: the
 * order's e-mails are written in it; and the ids of the promotions the review showed, when it
 * knew them: one that no longer applies is refused rather than charged otherwise (decision 066).
 */
export async function submitOrder(cart: Cart, idempotencyKey: string, { locale = pageLocale(), promotions }: { locale?: Locale; promotions?: readonly string[] } = {}): Promise<SubmittedOrder> {
  // Gift cards bought travel as the server reads them; the codes paying go beside the cart.
  const giftCardLines = cart.giftCardLines.map(({ itemId, amount, chosen, recipientName, recipientEmail, message, deliverOn }) => ({
    itemId,
    amount: chosen ? amount : null,
    recipientName,
    recipientEmail,
    message,
    deliverOn,
  }));
  const { giftCards, ...kept } = cart;
  const body = { cart: { ...kept, locale, giftCardLines, ...(promotions ? { promotions } : {}) }, giftCards };
  // A NUL or half a character (pasted into a field) is the server's 400 too (docs/decisions/054): said at once, in its words.
  const unreadable = textProblemIn(body, 'body');
  if (unreadable) throw new ApiError(400, 'VALIDATION_FAILED', `The request holds text the shop cannot take: ${unreadable.message}.`, [unreadable]);
  const answer = await fetchStoreJson<unknown>('/order/submit', {
    method: 'POST',
    // A signed-in member's session links the order to their account; guests send none.
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...sessionHeaders() },
    body: JSON.stringify(body),
  });
  const order = SubmittedOrder.safeParse(answer);
  if (!order.success || order.data.id === '') throw new MissingOrderIdError();
  return order.data;
}
