import { deliveryDateMessage, deliveryDateProblem } from '@backroom/core/florist/delivery-dates';
import { floristShippingProblems } from '@backroom/core/florist/florist-order';
import type { FloristSettings } from '@backroom/core/florist/florist-settings';
import { problemDetail } from '@backroom/core/orders/checkout-rules';
import type { SubmittedCart } from '@backroom/core/orders/submit-order-body';
import { findOrderableItems } from '../catalog/item.service.js';
import { AppError } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';

/**
 * The delivery date a submitted cart is stored with. A cart holding a florist item (by the
 * catalogue, not the cart's snapshot) must use PICKUP or LOCAL inside Queens County and name a
 * date the store's florist `settings` (from the submission's set-up) allow at the server's own
 * clock: a cut-off that passed while the shopper typed is refused here. Any other cart gets null:
 * a date left in it from earlier was never offered, so it is dropped rather than promised.
 */
export async function floristDeliveryDate(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, cart: SubmittedCart, settings: FloristSettings): Promise<string | null> {
  const rows = await findOrderableItems(ctx.db, ctx.storeId, Object.keys(cart.items));
  const hasFloristItem = rows.some((row) => row.florist === 1);
  const problems = floristShippingProblems({ hasFloristItem, shippingMethod: cart.shippingMethod, deliveryAddress: cart.deliveryAddress, deliveryDate: cart.deliveryDate });
  const [wrongPlace] = problems.filter((problem) => problem.path !== 'deliveryDate');
  if (wrongPlace) throw new AppError(400, 'SHIPPING_UNAVAILABLE', wrongPlace.message, [problemDetail(wrongPlace)]);
  if (!hasFloristItem) return null;

  const date = cart.deliveryDate ?? '';
  const problem = date === '' ? 'not-a-date' : deliveryDateProblem(date, ctx.now(), settings);
  if (problem === null) return date;
  const message = date === '' ? 'Choose a delivery date for your flowers.' : deliveryDateMessage(problem, settings);
  throw new AppError(400, 'DELIVERY_DATE_UNAVAILABLE', message, [{ path: 'deliveryDate', message, reason: problem }]);
}
