import type { OrderView } from '@backroom/core/orders/order-contract';
import { orderRefund, type RefundBreakdown, type RefundRequestBody } from '@backroom/core/orders/order-refunds';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { type MoneyReturn, type MoneyReturnReason, moneyReturnsOfOrder, requestMoneyReturn, type TakenBy } from '../payments/money-returns.js';
import { paymentTakenFor } from '../payments/payment.service.js';
import { recordOrderRefund } from '../transactions/record-transaction.js';
import { moveOrderStock } from '../catalog/held-stock.service.js';
import type { AppServices } from '../app-decorations.js';
import { catalogChangedAfterCommit } from '../catalog/catalog-change.js';
import type { RequestContext } from '../request-context.js';
import { notifyOrderRefunded } from '../orders/order-notifications.js';
import {
  addRefundToOrder,
  type OrderRefund,
  type OrderRefundKind,
  orderOfRefundKey,
  REFUNDABLE_STATES,
  type RefundedStock,
  refundStandingOf,
} from '../orders/order-refund.service.js';
import { type Order, orderById, requireOrder } from '../orders/order.service.js';
import { getOrderView } from '../orders/order-receipt.js';
import { hashSecret } from '../orders/order-secrets.js';
import { returnToCards } from '../gift-cards/sold-gift-cards.service.js';

export interface RecordedRefund {
  refund: OrderRefund;
  breakdown: RefundBreakdown;
  /** The money going back through the payment; null when the gift cards that paid took it all. */
  moneyReturn: MoneyReturn | null;
  /** What went back to the gift cards that paid the order (docs/decisions/067). */
  toGiftCards: number;
  stockMoved: boolean;
}

interface RefundToRecord {
  kind: OrderRefundKind;
  breakdown: RefundBreakdown;
  /** What becomes of the refunded units: moved now by this function when RELEASED or RETURNED. */
  stock: RefundedStock;
  /** RELEASED by the caller already (a cancellation releases the whole order): record it, move nothing. */
  stockMovedByCaller?: boolean;
  note: string;
  actor: string;
  keyHash: string;
  reason: MoneyReturnReason;
  takenBy: TakenBy;
  /** The order's state and refunded total as read: the refund is recorded only if they still stand. */
  expected: { state: Order['state']; refundedBefore: number };
  number: number;
}

/**
 * Records a refund in the caller's transaction: the refund and its lines, the stock it puts back,
 * its REFUND transaction, the order's refunded total and the money return that gives it back.
 * Throws a 409 when the order changed since it was read (another refund came first).
 */
export async function recordRefund(tx: Db, ctx: Pick<RequestContext, 'now'>, order: Order, toRecord: RefundToRecord): Promise<RecordedRefund> {
  const now = ctx.now();
  const { breakdown } = toRecord;
  const refund = await addRefundToOrder(tx, order, { ...toRecord, method: toRecord.takenBy.method }, now.toISOString());
  let stockMoved = false;
  if (!toRecord.stockMovedByCaller && toRecord.stock !== 'NONE') {
    stockMoved = await moveOrderStock(tx, order.store_id, breakdown.lines, toRecord.stock === 'RELEASED' ? 'RELEASE' : 'RETURN_TO_SHELF');
  }
  await recordOrderRefund(tx, order, { ...breakdown, number: refund.number }, toRecord.actor, now);
  // The gift cards that paid the order take the refund first, the payment the rest.
  const toGiftCards = await returnToCards(tx, order.store_id, order.id, breakdown.total, 'REFUNDED', toRecord.actor, now.toISOString());
  const toPayment = await paymentShareOf(tx, order, breakdown.total - toGiftCards);
  const moneyReturn =
    toPayment <= 0
      ? null
      : await requestMoneyReturn(
          tx,
          {
            storeId: order.store_id,
            orderId: order.id,
            refundId: refund.id,
            reason: toRecord.reason,
            amountCents: toPayment,
            environment: order.environment,
            takenBy: toRecord.takenBy,
          },
          now,
        );
  return { refund, breakdown, moneyReturn, toGiftCards, stockMoved };
}

/**
 * What of a refund goes back through the payment when gift cards paid part of the order: never
 * more than the payment took less what went back through it already (the cards an unpaid order
 * was cancelled with got theirs back then, so a payment landing after it gives back only itself).
 */
async function paymentShareOf(tx: Db, order: Order, rest: number): Promise<number> {
  if (order.gift_cards_applied === 0 || rest <= 0) return rest;
  const returned = (await moneyReturnsOfOrder(tx, order.store_id, order.id)).reduce((sum, row) => sum + row.amount_cents, 0);
  return Math.min(rest, Math.max(0, order.total - order.gift_cards_applied - returned));
}

/** After the commit: the money goes back (a first try now), listings learn of stock put back, the shopper is told. */
export async function afterRefundCommitted(ctx: RequestContext, services: AppServices, recorded: RecordedRefund): Promise<void> {
  if (recorded.stockMoved) await catalogChangedAfterCommit(ctx, services.catalogVersions, 'a refund');
  if (recorded.moneyReturn) {
    try {
      await services.moneyReturns.deliver(recorded.moneyReturn.id);
    } catch (error) {
      // Kept in the database: the next round of returns tries it again.
      ctx.log.error({ err: error, returnId: recorded.moneyReturn.id }, 'money return not tried yet');
    }
  }
  const order = await orderById(ctx.db, recorded.refund.store_id, recorded.refund.order_id);
  if (order) {
    const method = recorded.moneyReturn?.method ?? 'gift-card';
    notifyOrderRefunded(ctx, services.orderMailer, order, { kind: recorded.refund.kind, method, breakdown: recorded.breakdown });
  }
}

/**
 * Within a cancellation's transaction: gives back everything of a paid order not given back yet
 * (its stock released by the cancellation itself). Null when nothing is left to give back.
 */
export async function refundRestOfOrder(
  tx: Db,
  ctx: Pick<RequestContext, 'now'>,
  order: Order,
  options: { actor: string; reason: MoneyReturnReason; stock: RefundedStock; stockMovedByCaller: boolean; keyHash: string; state: Order['state'] },
): Promise<RecordedRefund | null> {
  const { refundable, soFar, nextNumber } = await refundStandingOf(tx, order);
  const result = orderRefund(refundable, soFar, { lines: [], shipping: 0, amount: 0, everything: true });
  if ('problems' in result) return null;
  const { takenBy } = await paymentTakenFor(tx, order, null);
  return recordRefund(tx, ctx, order, {
    kind: 'CANCELLATION',
    breakdown: result.refund,
    stock: options.stock,
    stockMovedByCaller: options.stockMovedByCaller,
    note: '',
    actor: options.actor,
    keyHash: options.keyHash,
    reason: options.reason,
    takenBy,
    expected: { state: options.state, refundedBefore: order.refunded_total },
    number: nextNumber,
  });
}

const REFUND_PROBLEM_STATUS: Record<string, 400 | 409> = {
  NOTHING_TO_REFUND: 409,
  TOO_MUCH: 409,
  NOT_ON_ORDER: 400,
  TOO_MANY_UNITS: 400,
  SHIPPING_TOO_LARGE: 400,
  EVERYTHING_ALONE: 400,
};

/**
 * POST order/{id}/refunds (staff): gives back chosen lines, shipping, an amount, or everything
 * left of a paid order, tax reversed at the rates it was charged; never more than was taken.
 * Units may be put back on sale. The money goes back through the provider that took it (an
 * e-transfer order's waits for staff to send it, unless they say they have). The same key
 * refunds once: asking again answers with the order as it stands.
 */
export async function refundOrder(ctx: RequestContext, services: AppServices, typedId: string, body: RefundRequestBody, idempotencyKey: string, actor: string): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  const keyHash = hashSecret(`refund:${idempotencyKey}`);
  const replayed = async () => {
    const earlier = await orderOfRefundKey(ctx.db, ctx.storeId, keyHash);
    if (earlier !== undefined && earlier !== order.id) throw new AppError(409, 'CONFLICT', 'This idempotency key was used for a refund of another order.');
    return earlier !== undefined ? orderViewWithRefunds(ctx, order.id) : null;
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  if (!(REFUNDABLE_STATES as readonly string[]).includes(order.state)) {
    throw new AppError(
      409,
      'REFUND_NOT_ALLOWED',
      order.state === 'OPEN' ? 'The order is not paid: nothing was taken to give back. Cancel it instead.' : `A ${order.state} order cannot be refunded.`,
    );
  }
  const { refundable, soFar, nextNumber } = await refundStandingOf(ctx.db, order);
  const result = orderRefund(refundable, soFar, body);
  if ('problems' in result) {
    const status = Math.max(...result.problems.map((problem) => REFUND_PROBLEM_STATUS[problem.reason] ?? 400)) as 400 | 409;
    throw new AppError(
      status,
      status === 409 ? 'REFUND_NOT_ALLOWED' : 'VALIDATION_FAILED',
      result.problems.map((problem) => problem.message).join(' '),
      result.problems.map((problem) => ({ path: `body/${problem.path}`, message: problem.message, reason: problem.reason })),
    );
  }
  const { takenBy, captured } = await paymentTakenFor(ctx.db, order, body.eTransferSent ? actor : null);
  // What was taken: by the payment, and by the gift cards that paid the order.
  const taken = captured + order.gift_cards_applied;
  if (soFar.total + result.refund.total > taken) {
    throw new AppError(409, 'REFUND_NOT_ALLOWED', `Only ${taken - soFar.total} cents of what was taken are left to give back.`);
  }
  // Units still held for the order are released; units that had left the shelf come back to it.
  const stock: RefundedStock = !body.restock || result.refund.lines.length === 0 ? 'NONE' : order.state === 'PAID' ? 'RELEASED' : 'RETURNED';
  let recorded: RecordedRefund;
  try {
    recorded = await ctx.db.transaction().execute((tx) =>
      recordRefund(tx, ctx, order, {
        kind: 'STAFF',
        breakdown: result.refund,
        stock,
        note: body.note,
        actor,
        keyHash,
        reason: 'ORDER_REFUND',
        takenBy,
        expected: { state: order.state, refundedBefore: order.refunded_total },
        number: nextNumber,
      }),
    );
  } catch (error) {
    // The same key sent twice at once: the first made the refund, the second answers with it.
    const again = await replayed();
    if (again) return again;
    throw error;
  }
  await afterRefundCommitted(ctx, services, recorded);
  return orderViewWithRefunds(ctx, order.id);
}

const orderViewWithRefunds = (ctx: Pick<RequestContext, 'db' | 'storeId'>, orderId: string): Promise<OrderView> => getOrderView(ctx, orderId);
