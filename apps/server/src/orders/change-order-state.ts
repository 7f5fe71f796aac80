import type { OrderState, OrderView } from '@backroom/core/orders/order-contract';
import { normalizeOrderId } from '@backroom/core/orders/order-id';
import { holdsStock, orderMoveProblem, takesStockOffShelf } from '@backroom/core/orders/order-states';
import { AppError, notFound } from '../http/app-error.js';
import { recordRefund, recordSale } from '../transactions/record-transaction.js';
import { returnDiscountUse } from './discount-code.repository.js';
import { refreshGroupHeads, releaseStock, takeStockOffShelf } from './held-stock.repository.js';
import { catalogChangedAfterCommit, type OrderContext } from './order-context.js';
import { findOrder, findOrderLines, findOrderTaxLines, insertOrderEvent, moveOrderState } from './order.repository.js';
import { secretMatches } from './order-secrets.js';
import { toOrderView } from './order-view.js';

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

/** An order of the store by its id as typed, or a 404. */
export async function requireOrder(ctx: OrderContext, typedId: string) {
  const id = normalizeOrderId(typedId);
  const order = id === null ? undefined : await findOrder(ctx.db, ctx.storeId, id);
  if (!order) throw notFound(`There is no order '${typedId.slice(0, 40)}'.`);
  return order;
}

/** GET order/{id}: the receipt. */
export async function getOrderView(ctx: OrderContext, typedId: string): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  return toOrderView(order, await findOrderLines(ctx.db, ctx.storeId, order.id), await findOrderTaxLines(ctx.db, ctx.storeId, order.id));
}

/**
 * Moves an order to another state by the rules of order-states. Cancelling puts its stock back
 * on sale and gives its discount use back; shipping or setting aside for pickup takes the stock
 * off the shelf. The state changes by a conditional update, so of two concurrent moves exactly
 * one happens and the stock and discount are given back once. Paying records the sale, and
 * cancelling a paid order its refund, in the same database transaction as the move.
 */
export async function changeOrderState(ctx: OrderContext, typedId: string, to: OrderState, mover: OrderMover): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  if (mover.kind === 'shopper') {
    if (!secretMatches(mover.token, order.token_hash)) throw new AppError(403, 'FORBIDDEN', 'That is not the token of this order.');
    if (to !== 'CANCELLED') throw new AppError(403, 'FORBIDDEN', 'A shopper can only cancel an order.');
    if (order.state !== 'OPEN') {
      throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `The order is ${order.state}: only an unpaid (OPEN) order can be cancelled here. Please call the shop.`);
    }
  }
  const problem = orderMoveProblem({ state: order.state, shippingMethod: order.shipping_method, environment: order.environment }, to);
  if (problem) throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', problem);

  const orderLines = await findOrderLines(ctx.db, ctx.storeId, order.id);
  const lines = orderLines.flatMap((line) =>
    line.item_id === null ? [] : [{ itemId: line.item_id, count: line.count }],
  );
  lines.sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const releases = to === 'CANCELLED' && holdsStock(order.state);
  const takesOff = takesStockOffShelf(to);
  const now = ctx.now();
  const at = now.toISOString();

  await ctx.db.transaction().execute(async (tx) => {
    const moved = await moveOrderState(
      tx,
      { storeId: ctx.storeId, orderId: order.id, from: order.state },
      { state: to, updated_at: at, ...(to === 'PAID' ? { paid_at: at, hold_until: null } : {}) },
    );
    if (!moved) throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `The order changed meanwhile: it is no longer ${order.state}.`);
    await insertOrderEvent(tx, { store_id: ctx.storeId, order_id: order.id, state: to, actor: actorOf(mover), at });
    // The money is booked with the move, or neither happens.
    if (to === 'PAID') await recordSale(tx, order, orderLines, actorOf(mover), now);
    if (to === 'CANCELLED' && order.state === 'PAID') await recordRefund(tx, order, orderLines, actorOf(mover), now);
    const heads: Array<string | null> = [];
    for (const line of lines) {
      if (releases) heads.push(await releaseStock(tx, ctx.storeId, line));
      if (takesOff) heads.push(await takeStockOffShelf(tx, ctx.storeId, line));
    }
    await refreshGroupHeads(tx, ctx.storeId, heads);
    if (releases && order.discount_code) await returnDiscountUse(tx, ctx.storeId, order.discount_code);
  });
  if (releases || takesOff) await catalogChangedAfterCommit(ctx);
  return getOrderView(ctx, order.id);
}
