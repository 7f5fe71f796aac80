import type { OrderState, OrderView } from '@backroom/core/orders/order-contract';
import { holdsStock, orderMoveProblem, takesStockOffShelf } from '@backroom/core/orders/order-states';
import { AppError } from '../errors/app-error.js';
import { hasPaymentUnderWay } from '../payments/payment.service.js';
import { recordSale } from '../transactions/record-transaction.js';
import { giveDiscountUseBack } from '../orders/discount.service.js';
import { moveOrderStock } from '../catalog/held-stock.service.js';
import type { AppServices } from '../app-decorations.js';
import type { Db } from '../db/database.js';
import { catalogChangedAfterCommit } from '../catalog/catalog-change.js';
import type { RequestContext } from '../request-context.js';
import { linesOfOrder, moveOrder, recordOrderEvent, requireOrder, unitsStillHeld } from '../orders/order.service.js';
import { getOrderView } from '../orders/order-receipt.js';
import { hashSecret, secretMatches } from '../orders/order-secrets.js';
import { afterRefundCommitted, refundRestOfOrder, type RecordedRefund } from './refund-order.js';
import { refundSoldCardsOfCancelledOrder } from './gift-card-orders.js';
import { activateSoldCards, releaseOrderGiftCards } from '../gift-cards/sold-gift-cards.service.js';
import type { NewParcel } from '@backroom/core/shipments/parcel';
import { recordParcels, requireShipment } from '../shipments/shipments.service.js';
import { notifyFulfilment } from '../orders/fulfilment-notifications.js';

/** Who asks for a move: the shopper with the order's token, a member of staff, the hold sweeper or a card payment. */
export type OrderMover =
  | { kind: 'shopper'; token: string }
  | { kind: 'staff'; name: string }
  | { kind: 'sweeper' }
  /** Card payments: paid, or cancelled after a decline; `actor` names the payment. */
  | { kind: 'payment'; actor: string };

function actorOf(mover: OrderMover): string {
  if (mover.kind === 'staff') return `staff:${mover.name}`;
  return mover.kind === 'payment' ? mover.actor : mover.kind;
}

const paymentInProgress = () =>
  new AppError(409, 'PAYMENT_IN_PROGRESS', 'A card payment for this order is under way: wait for its outcome, then try again.');

/**
 * Moves an order to another state by the rules of order-states. Cancelling puts its stock back
 * on sale and gives its discount use back; shipping or setting aside for pickup takes the stock
 * off the shelf (less any units refunds put back already). The state changes by a conditional
 * update, so of two concurrent moves exactly one happens and the stock and discount are given
 * back once. Paying records the sale; cancelling a paid order gives back everything not refunded
 * yet, through the provider that took it, in the same database transaction as the move.
 * Cancelling an unpaid order waits a little for a card payment under way, and is refused (409)
 * while one still is: a cancel and a payment never both win. A courier order ships with its
 * `parcels` (docs/decisions/041); the shopper is told when it ships, is ready or is delivered.
 */
export async function changeOrderState(
  ctx: RequestContext,
  services: AppServices,
  typedId: string,
  to: OrderState,
  mover: OrderMover,
  more: {
    /** The parcels a courier order ships in (docs/decisions/041). */
    parcels?: readonly NewParcel[];
    /** More work that commits with the move or not at all (a deposit recorded as the order's payment). */
    alsoInTransaction?: (tx: Db) => Promise<void>;
  } = {},
): Promise<OrderView> {
  const parcels = more.parcels ?? [];
  let order = await requireOrder(ctx, typedId);
  if (mover.kind === 'shopper' && !secretMatches(mover.token, order.token_hash)) throw new AppError(403, 'FORBIDDEN', 'That is not the token of this order.');
  if (to === 'CANCELLED' && order.state === 'OPEN') {
    const settled = await services.payments.waitForPaymentOutcome(ctx.storeId, order.id, services.cancelWaitsForPaymentMs);
    if (!settled) throw paymentInProgress();
    order = await requireOrder(ctx, order.id);
  }
  if (mover.kind === 'shopper') {
    if (to !== 'CANCELLED') throw new AppError(403, 'FORBIDDEN', 'A shopper can only cancel an order.');
    if (order.state !== 'OPEN') {
      throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `The order is ${order.state}: only an unpaid (OPEN) order can be cancelled here. Please call the shop.`);
    }
  }
  const problem = orderMoveProblem({ state: order.state, shippingMethod: order.shipping_method, environment: order.environment }, to);
  if (problem) throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', problem);
  requireShipment(order.shipping_method, to, parcels);

  const orderLines = await linesOfOrder(ctx.db, ctx.storeId, order.id);
  const releases = to === 'CANCELLED' && holdsStock(order.state);
  const takesOff = takesStockOffShelf(to);
  const now = ctx.now();
  const at = now.toISOString();
  const from = order;

  const refunded = await ctx.db.transaction().execute(async (tx): Promise<RecordedRefund | null> => {
    const moved = await moveOrder(tx, { storeId: ctx.storeId, orderId: from.id, from: from.state }, to, at);
    if (!moved) throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `The order changed meanwhile: it is no longer ${from.state}.`);
    // A payment recorded while this cancel waited for the order: it wins, the cancel is refused.
    if (to === 'CANCELLED' && from.state === 'OPEN' && (await hasPaymentUnderWay(tx, ctx.storeId, from.id))) throw paymentInProgress();
    await recordOrderEvent(tx, { storeId: ctx.storeId, orderId: from.id, state: to, actor: actorOf(mover), at });
    if (to === 'PAID') await recordSale(tx, from, orderLines, actorOf(mover), now);
    // Gift cards (docs/decisions/067): the cards sold become good when paid; an unpaid order's cards get back what they paid.
    if (to === 'PAID') await activateSoldCards(tx, ctx.storeId, from.id, actorOf(mover), at);
    if (to === 'CANCELLED' && from.state === 'OPEN') await releaseOrderGiftCards(tx, ctx.storeId, from.id, actorOf(mover), at);
    await recordParcels(tx, { storeId: ctx.storeId, orderId: from.id, actor: actorOf(mover), at }, parcels);
    await more.alsoInTransaction?.(tx);
    // Units refunds put back already are no longer held for the order.
    if (releases || takesOff) await moveOrderStock(tx, ctx.storeId, await unitsStillHeld(tx, from, orderLines), releases ? 'RELEASE' : 'TAKE_OFF_SHELF');
    if (releases && from.discount_code) await giveDiscountUseBack(tx, ctx.storeId, from.discount_code);
    // The money is given back with the move, or neither happens.
    if (to === 'CANCELLED' && from.state === 'PAID') {
      await refundSoldCardsOfCancelledOrder(tx, from, actorOf(mover), now);
      return refundRestOfOrder(tx, ctx, from, {
        actor: actorOf(mover),
        reason: 'ORDER_REFUND',
        stock: 'RELEASED',
        stockMovedByCaller: true,
        keyHash: hashSecret(`cancel:${from.id}`),
        state: 'CANCELLED',
      });
    }
    return null;
  });
  if (releases || takesOff) await catalogChangedAfterCommit(ctx, services.catalogVersions, 'an order');
  if (refunded) await afterRefundCommitted(ctx, services, refunded);
  notifyFulfilment(ctx, services.orderMailer, from, to);
  return getOrderView(ctx, from.id);
}
