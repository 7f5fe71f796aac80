import { randomBytes } from 'node:crypto';
import type { OrderView, RefundView } from '@backroom/core/orders/order-contract';
import type { OrderRefunds } from '@backroom/core/payments/money-return-contract';
import {
  orderRefund,
  refundedSoFar,
  type RefundBreakdown,
  type RefundedSoFar,
  type RefundRequestBody,
  type RefundableOrder,
} from '@backroom/core/orders/order-refunds';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { type MoneyReturn, type MoneyReturnReason, type MoneyReturns, moneyReturnsOfOrder, requestMoneyReturn, type TakenBy } from '../payments/money-returns.js';
import { toMoneyReturnView } from '../payments/money-return-view.js';
import { cardPaymentOfOrder } from '../payments/payment.service.js';
import { recordOrderRefund } from '../transactions/record-transaction.js';
import { refreshGroupHeads } from '../catalog/item.service.js';
import { releaseStock, returnStockToShelf } from '../catalog/held-stock.repository.js';
import type { AppServices } from '../app-decorations.js';
import { catalogChangedAfterCommit } from '../catalog/catalog-change.js';
import type { RequestContext } from '../request-context.js';
import { notifyOrderRefunded } from '../orders/order-notifications.js';
import { addToRefundedTotal, findOrderRefundByKey, findOrderRefunds, findRefundParts, insertOrderRefund } from '../orders/order-refund.repository.js';
import type { OrderRefundKind, OrderRefundRow, RefundedStock } from '../orders/order-refund.table.js';
import { findOrder, findOrderLines, findOrderTaxLines } from '../orders/order.repository.js';
import type { OrderLineRow, OrderRow } from '../orders/order.table.js';
import type { OrderTaxLineRow } from '../orders/order-tax-line.table.js';
import { hashSecret } from '../orders/order-secrets.js';
import { getOrderView, requireOrder } from './change-order-state.js';
import { toTaxLines } from '../orders/order-view.js';

/** States in which an order has been paid and not cancelled: the states a staff refund is made in. */
const REFUNDABLE_STATES = ['PAID', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

/** The order's money as the core's refund rules see it. */
export function refundableOrderOf(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly OrderTaxLineRow[]): RefundableOrder {
  return {
    lines: lines.flatMap((line) => (line.item_id === null ? [] : [{ itemId: line.item_id, name: line.name, price: line.price, count: line.count }])),
    subtotal: order.subtotal,
    discountAmount: order.discount_amount,
    shipping: order.shipping,
    taxLines: toTaxLines(taxLines),
    total: order.total,
  };
}

/** What an order's recorded refunds gave back, added up. */
async function refundedSoFarOf(db: Db, order: OrderRow, refundable: RefundableOrder): Promise<{ refunds: OrderRefundRow[]; soFar: RefundedSoFar }> {
  const refunds = await findOrderRefunds(db, order.store_id, order.id);
  const parts = await findRefundParts(db, order.store_id, refunds.map((refund) => refund.id));
  const breakdowns = refunds.map(
    (refund): RefundBreakdown => ({
      lines: (parts.lines.get(refund.id) ?? []).map((line) => ({ itemId: line.item_id, name: line.name, price: line.price, count: line.count })),
      goods: refund.goods,
      discount: refund.discount,
      shipping: refund.shipping,
      adjustment: refund.adjustment,
      // Aligned with the order's tax lines by position: a refund reverses each at its own rate.
      taxLines: refundable.taxLines.map((line, index) => ({ ...line, amount: parts.taxLines.get(refund.id)?.[index]?.amount ?? 0 })),
      tax: refund.tax,
      total: refund.total,
    }),
  );
  const soFar = refundedSoFar(refundable, breakdowns);
  return { refunds, soFar };
}

/** How the order's money came in, so that it goes back the same way, and how much of it was taken. */
async function takenByOf(db: Db, order: OrderRow, eTransferSentBy: string | null): Promise<{ takenBy: TakenBy; captured: number }> {
  if (order.payment_method === 'card') {
    const card = await cardPaymentOfOrder(db, order.store_id, order.id);
    if (card) return card;
    // Marked paid by staff without a card payment of the shop's: given back by hand.
    return { takenBy: { method: 'manual' }, captured: order.total };
  }
  return { takenBy: { method: 'emt', sentBy: eTransferSentBy }, captured: order.total };
}

export interface RecordedRefund {
  refund: OrderRefundRow;
  breakdown: RefundBreakdown;
  moneyReturn: MoneyReturn;
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
  expected: { state: OrderRow['state']; refundedBefore: number };
  number: number;
}

/**
 * Records a refund in the caller's transaction: the refund and its lines, the stock it puts back,
 * its REFUND transaction, the order's refunded total and the money return that gives it back.
 * Throws a 409 when the order changed since it was read (another refund came first).
 */
export async function recordRefund(tx: Db, ctx: Pick<RequestContext, 'now'>, order: OrderRow, toRecord: RefundToRecord): Promise<RecordedRefund> {
  const now = ctx.now();
  const at = now.toISOString();
  const { breakdown } = toRecord;
  const recorded = await addToRefundedTotal(
    tx,
    { storeId: order.store_id, orderId: order.id, state: toRecord.expected.state, refundedBefore: toRecord.expected.refundedBefore },
    breakdown.total,
    at,
  );
  if (!recorded) throw new AppError(409, 'CONFLICT', 'The order changed meanwhile (another refund or a state change): reload it and try again.');
  const refund: OrderRefundRow = {
    store_id: order.store_id,
    id: `rf_${randomBytes(12).toString('hex')}`,
    order_id: order.id,
    number: toRecord.number,
    idempotency_key_hash: toRecord.keyHash,
    kind: toRecord.kind,
    method: toRecord.takenBy.method,
    goods: breakdown.goods,
    discount: breakdown.discount,
    shipping: breakdown.shipping,
    adjustment: breakdown.adjustment,
    tax: breakdown.tax,
    total: breakdown.total,
    note: toRecord.note,
    actor: toRecord.actor,
    created_at: at,
  };
  await insertOrderRefund(
    tx,
    refund,
    breakdown.lines.map((line, position) => ({
      store_id: order.store_id,
      refund_id: refund.id,
      position,
      item_id: line.itemId,
      name: line.name,
      price: line.price,
      count: line.count,
      stock: toRecord.stock,
    })),
    breakdown.taxLines.map((line, position) => ({
      store_id: order.store_id,
      refund_id: refund.id,
      position,
      kind: line.kind,
      label: line.label,
      rate_per_100k: line.ratePer100k,
      amount: line.amount,
    })),
  );
  let stockMoved = false;
  if (!toRecord.stockMovedByCaller && toRecord.stock !== 'NONE') {
    const heads: Array<string | null> = [];
    const lines = [...breakdown.lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
    for (const line of lines) {
      const held = { itemId: line.itemId, count: line.count };
      heads.push(toRecord.stock === 'RELEASED' ? await releaseStock(tx, order.store_id, held) : await returnStockToShelf(tx, order.store_id, held));
    }
    await refreshGroupHeads(tx, order.store_id, heads);
    stockMoved = lines.length > 0;
  }
  await recordOrderRefund(tx, order, { ...breakdown, number: refund.number }, toRecord.actor, now);
  const moneyReturn = await requestMoneyReturn(
    tx,
    {
      storeId: order.store_id,
      orderId: order.id,
      refundId: refund.id,
      reason: toRecord.reason,
      amountCents: breakdown.total,
      environment: order.environment,
      takenBy: toRecord.takenBy,
    },
    now,
  );
  return { refund, breakdown, moneyReturn, stockMoved };
}

/** After the commit: the money goes back (a first try now), listings learn of stock put back, the shopper is told. */
export async function afterRefundCommitted(ctx: RequestContext, services: AppServices, recorded: RecordedRefund): Promise<void> {
  if (recorded.stockMoved) await catalogChangedAfterCommit(ctx, services.catalogVersions, 'a refund');
  try {
    await services.moneyReturns.deliver(recorded.moneyReturn.id);
  } catch (error) {
    // Kept in the database: the next round of returns tries it again.
    ctx.log.error({ err: error, returnId: recorded.moneyReturn.id }, 'money return not tried yet');
  }
  const order = await findOrder(ctx.db, recorded.refund.store_id, recorded.refund.order_id);
  if (order) {
    notifyOrderRefunded(ctx, services.orderMailer, order, { kind: recorded.refund.kind, method: recorded.moneyReturn.method, breakdown: recorded.breakdown });
  }
}

/**
 * Within a cancellation's transaction: gives back everything of a paid order not given back yet
 * (its stock released by the cancellation itself). Null when nothing is left to give back.
 */
export async function refundRestOfOrder(
  tx: Db,
  ctx: Pick<RequestContext, 'now'>,
  order: OrderRow,
  options: { actor: string; reason: MoneyReturnReason; stock: RefundedStock; stockMovedByCaller: boolean; keyHash: string; state: OrderRow['state'] },
): Promise<RecordedRefund | null> {
  const lines = await findOrderLines(tx, order.store_id, order.id);
  const refundable = refundableOrderOf(order, lines, await findOrderTaxLines(tx, order.store_id, order.id));
  const { refunds, soFar } = await refundedSoFarOf(tx, order, refundable);
  const result = orderRefund(refundable, soFar, { lines: [], shipping: 0, amount: 0, everything: true });
  if ('problems' in result) return null;
  const { takenBy } = await takenByOf(tx, order, null);
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
    number: refunds.length + 1,
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
    const earlier = await findOrderRefundByKey(ctx.db, ctx.storeId, keyHash);
    if (earlier && earlier.order_id !== order.id) throw new AppError(409, 'CONFLICT', 'This idempotency key was used for a refund of another order.');
    return earlier ? orderViewWithRefunds(ctx, order.id) : null;
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
  const lines = await findOrderLines(ctx.db, ctx.storeId, order.id);
  const refundable = refundableOrderOf(order, lines, await findOrderTaxLines(ctx.db, ctx.storeId, order.id));
  const { refunds, soFar } = await refundedSoFarOf(ctx.db, order, refundable);
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
  const { takenBy, captured } = await takenByOf(ctx.db, order, body.eTransferSent ? actor : null);
  if (soFar.total + result.refund.total > captured) {
    throw new AppError(409, 'REFUND_NOT_ALLOWED', `Only ${captured - soFar.total} cents of what was taken are left to give back.`);
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
        number: refunds.length + 1,
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

/** The payout state of each refund: its money return's. */
function payoutOf(returns: readonly MoneyReturn[], refundId: string): RefundView['payout'] {
  return returns.find((candidate) => candidate.refund_id === refundId)?.state ?? 'PENDING';
}

/** The refunds of an order as the receipt shows them. */
export async function refundViews(db: Db, order: OrderRow): Promise<RefundView[]> {
  const refunds = await findOrderRefunds(db, order.store_id, order.id);
  if (refunds.length === 0) return [];
  const [parts, returns] = await Promise.all([
    findRefundParts(db, order.store_id, refunds.map((refund) => refund.id)),
    moneyReturnsOfOrder(db, order.store_id, order.id),
  ]);
  return refunds.map((refund) => ({
    number: refund.number,
    createdAt: refund.created_at,
    kind: refund.kind,
    method: refund.method,
    lines: (parts.lines.get(refund.id) ?? []).map((line) => ({ itemId: line.item_id, name: line.name, price: line.price, count: line.count })),
    goods: refund.goods,
    discount: refund.discount,
    shipping: refund.shipping,
    adjustment: refund.adjustment,
    taxLines: (parts.taxLines.get(refund.id) ?? []).map((line) => ({
      kind: line.kind,
      label: line.label,
      ratePer100k: line.rate_per_100k,
      amount: line.amount,
    })),
    tax: refund.tax,
    total: refund.total,
    payout: payoutOf(returns, refund.id),
  }));
}

const orderViewWithRefunds = (ctx: Pick<RequestContext, 'db' | 'storeId'>, orderId: string): Promise<OrderView> => getOrderView(ctx, orderId);

/** GET order/{id}/refunds (viewer): each refund with its note and how its money is going back, and what can still be refunded. */
export async function staffRefunds(ctx: Pick<RequestContext, 'db' | 'storeId'>, moneyReturns: Pick<MoneyReturns, 'triesBeforeNotice'>, typedId: string): Promise<OrderRefunds> {
  const order = await requireOrder(ctx, typedId);
  const [views, rows, returns, { captured }] = await Promise.all([
    refundViews(ctx.db, order),
    findOrderRefunds(ctx.db, ctx.storeId, order.id),
    moneyReturnsOfOrder(ctx.db, ctx.storeId, order.id),
    takenByOf(ctx.db, order, null),
  ]);
  const returnView = (row: MoneyReturn) => toMoneyReturnView(row, order, moneyReturns.triesBeforeNotice);
  const paid = (REFUNDABLE_STATES as readonly string[]).includes(order.state);
  return {
    refunds: views.map((view, index) => {
      const row = rows[index]!;
      const moneyReturn = returns.find((candidate) => candidate.refund_id === row.id);
      return { ...view, note: row.note, actor: row.actor, moneyReturn: moneyReturn ? returnView(moneyReturn) : null };
    }),
    captured: paid || order.refunded_total > 0 ? captured : 0,
    refundable: paid ? Math.max(0, captured - order.refunded_total) : 0,
    otherReturns: returns.filter((row) => row.refund_id === null || !rows.some((refund) => refund.id === row.refund_id)).map(returnView),
  };
}
