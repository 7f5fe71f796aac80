import { deliveryDateMessage, deliveryDateProblem } from '@backroom/core/florist/delivery-dates';
import { deliveryWindowMessage, type DeliveryWindowProblem, deliveryWindowProblem, windowView } from '@backroom/core/florist/delivery-windows';
import { floristShippingProblems, giftOf } from '@backroom/core/florist/florist-order';
import type { DeliveryWindowView, FloristSettings } from '@backroom/core/florist/florist-settings';
import { giftProblems, type GiftRecipient } from '@backroom/core/florist/gift-order';
import { problemDetail } from '@backroom/core/orders/checkout-rules';
import type { SubmittedCart } from '@backroom/core/orders/submit-order-body';
import { findOrderableItems } from '../catalog/item.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { lockWindowAndCount } from '../orders/delivery-window-bookings.js';
import type { RequestContext } from '../request-context.js';

/** What a submitted cart's florist order is stored with; all empty for an order without flowers. */
export interface FloristDelivery {
  date: string | null;
  /** The window booked with the date, with its hours as the settings give them now. */
  window: DeliveryWindowView | null;
  /** The recipient when not the shopper; blank otherwise (and for an order without flowers). */
  recipient: GiftRecipient;
}

const NO_FLORIST_DELIVERY: FloristDelivery = { date: null, window: null, recipient: { name: '', phone: '' } };

/** A delivery window refused: the same answer as a date that cannot be chosen, on `deliveryWindow`. */
export const windowRefused = (problem: DeliveryWindowProblem) => {
  const message = deliveryWindowMessage(problem);
  return new AppError(400, 'DELIVERY_DATE_UNAVAILABLE', message, [{ path: 'deliveryWindow', message, reason: problem }]);
};

/**
 * The florist delivery a submitted cart is stored with. A cart holding a florist item (by the
 * catalogue, not the cart's snapshot) must use PICKUP or LOCAL inside Queens County, name a date
 * the store's florist `settings` (from the submission's set-up) allow at the server's own clock
 * (a cut-off that passed while the shopper typed is refused here), a window of that date when the
 * store sets windows (whether it is full is counted in the order's transaction: bookWindow), and a
 * recipient, if any, with a name and a phone. Any other cart gets no date, window or recipient: left
 * in it from earlier, they were never offered, so they are dropped rather than promised.
 * `read`: the cart's catalogue rows when the caller has them already (else they are read here).
 */
export async function floristDelivery(
  ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>,
  cart: SubmittedCart,
  settings: FloristSettings,
  read?: ReadonlyArray<{ florist: number }>,
): Promise<FloristDelivery> {
  const rows = read ?? (await findOrderableItems(ctx.db, ctx.storeId, Object.keys(cart.items)));
  const hasFloristItem = rows.some((row) => row.florist === 1);
  const problems = floristShippingProblems({ hasFloristItem, shippingMethod: cart.shippingMethod, deliveryAddress: cart.deliveryAddress, deliveryDate: cart.deliveryDate });
  const [wrongPlace] = problems.filter((problem) => problem.path !== 'deliveryDate');
  if (wrongPlace) throw new AppError(400, 'SHIPPING_UNAVAILABLE', wrongPlace.message, [problemDetail(wrongPlace)]);
  if (!hasFloristItem) return NO_FLORIST_DELIVERY;

  const gift = giftProblems(giftOf(cart, true));
  if (gift.length > 0) throw new AppError(400, 'VALIDATION_FAILED', gift.map((problem) => problem.message).join(' '), gift.map(problemDetail));

  const date = cart.deliveryDate ?? '';
  const problem = date === '' ? 'not-a-date' : deliveryDateProblem(date, ctx.now(), settings);
  if (problem !== null) {
    const message = date === '' ? 'Choose a delivery date for your flowers.' : deliveryDateMessage(problem, settings);
    throw new AppError(400, 'DELIVERY_DATE_UNAVAILABLE', message, [{ path: 'deliveryDate', message, reason: problem }]);
  }
  const recipient = { name: cart.recipient.name.trim(), phone: cart.recipient.phone.trim() };
  if (settings.deliveryWindows.length === 0) return { date, window: null, recipient };
  // Whether it has room is counted under the window's lock, in the order's transaction.
  const windowProblem = deliveryWindowProblem(cart.deliveryWindow, date, ctx.now(), settings, 0);
  if (windowProblem !== null) throw windowRefused(windowProblem);
  const window = settings.deliveryWindows.find((candidate) => candidate.id === cart.deliveryWindow)!;
  return { date, window: windowView(window), recipient };
}

/**
 * Books the order's window in its transaction `tx`: refused as full when the window already
 * holds its capacity of orders (counted under the window's lock, so of two shoppers taking the
 * last place at once, one is refused). Nothing to do for an order without a window.
 */
export async function bookWindow(tx: Db, storeId: string, delivery: FloristDelivery, settings: FloristSettings, now: Date): Promise<void> {
  if (delivery.date === null || delivery.window === null) return;
  const windowId = delivery.window.id;
  const capacity = settings.deliveryWindows.find((window) => window.id === windowId)?.capacity ?? 0;
  const booked = await lockWindowAndCount(tx, storeId, delivery.date, windowId, now);
  if (booked >= capacity) throw windowRefused('window-full');
}
