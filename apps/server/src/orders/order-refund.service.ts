import { randomBytes } from 'node:crypto';
import type { RefundView } from '@backroom/core/orders/order-contract';
import type { OrderRefunds } from '@backroom/core/payments/money-return-contract';
import { refundedSoFar, type RefundBreakdown, type RefundedSoFar, type RefundableOrder } from '@backroom/core/orders/order-refunds';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { type MoneyReturn, type MoneyReturns, moneyReturnsOfOrder } from '../payments/money-returns.js';
import { toMoneyReturnView } from '../payments/money-return-view.js';
import { paymentTakenFor } from '../payments/payment.service.js';
import type { RequestContext } from '../request-context.js';
import { addToRefundedTotal, findOrderRefundByKey, findOrderRefunds, findRefundParts, insertOrderRefund } from './order-refund.repository.js';
import type { OrderRefundKind, OrderRefundRow, RefundedStock } from './order-refund.table.js';
import { findOrderLines, findOrderTaxLines } from './order.repository.js';
import { type Order, requireOrder } from './order.service.js';
import type { OrderLineRow, OrderRow } from './order.table.js';
import type { OrderTaxLineRow } from './order-tax-line.table.js';
import { toTaxLines } from './order-view.js';
import { giftCardRefundsOfOrder } from '../gift-cards/order-gift-cards.js';

/** A refund of an order as recorded: what it gave back, how, by whom and why. */
export type OrderRefund = OrderRefundRow;
export type { OrderRefundKind, RefundedStock };

/** States in which an order has been paid and not cancelled: the states a staff refund is made in. */
export const REFUNDABLE_STATES = ['PAID', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

/** The order's money as the core's refund rules see it. */
function refundableOrderOf(order: OrderRow, lines: readonly OrderLineRow[], taxLines: readonly OrderTaxLineRow[]): RefundableOrder {
  return {
    // Lines placed since decision 066 carry their discounts and whether they are taxed: refunds give back what each cost.
    lines: lines.flatMap((line) =>
      line.item_id === null
        ? []
        : [
            {
              itemId: line.item_id,
              name: line.name,
              price: line.price,
              count: line.count,
              ...(line.promotion_discount !== null ? { discount: line.promotion_discount + (line.code_discount ?? 0) } : {}),
              taxable: line.taxable !== 0,
            },
          ],
    ),
    subtotal: order.subtotal,
    discountAmount: order.discount_amount,
    shipping: order.shipping,
    taxLines: toTaxLines(taxLines),
    // The gift cards the order sold are refunded apart (POST gift-cards/{id}/refund), never as goods.
    total: order.total - order.gift_cards_sold,
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

/** Where an order's refunds stand: its money as the refund rules see it, what was given back, and the next refund's number. */
export async function refundStandingOf(db: Db, order: Order): Promise<{ refundable: RefundableOrder; soFar: RefundedSoFar; nextNumber: number }> {
  const lines = await findOrderLines(db, order.store_id, order.id);
  const refundable = refundableOrderOf(order, lines, await findOrderTaxLines(db, order.store_id, order.id));
  const { refunds, soFar } = await refundedSoFarOf(db, order, refundable);
  return { refundable, soFar, nextNumber: refunds.length + 1 };
}

/** The order a refund's idempotency key made a refund of in the store; undefined when none. */
export async function orderOfRefundKey(db: Db, storeId: string, keyHash: string): Promise<string | undefined> {
  return (await findOrderRefundByKey(db, storeId, keyHash))?.order_id;
}

/** A refund to add to an order, as the refund rules worked it out. */
export interface RefundOfOrder {
  kind: OrderRefundKind;
  breakdown: RefundBreakdown;
  stock: RefundedStock;
  note: string;
  actor: string;
  keyHash: string;
  /** How the money goes back: the way it came in. */
  method: OrderRefund['method'];
  /** The order's state and refunded total as read: the refund is recorded only if they still stand. */
  expected: { state: Order['state']; refundedBefore: number };
  number: number;
}

/**
 * Adds a refund to an order in the caller's transaction: the order's refunded total, then the
 * refund with its lines and tax lines. Throws a 409 when the order changed since it was read
 * (another refund or a state change came first).
 */
export async function addRefundToOrder(tx: Db, order: Order, toAdd: RefundOfOrder, at: string): Promise<OrderRefund> {
  const { breakdown } = toAdd;
  const recorded = await addToRefundedTotal(
    tx,
    { storeId: order.store_id, orderId: order.id, state: toAdd.expected.state, refundedBefore: toAdd.expected.refundedBefore },
    breakdown.total,
    at,
  );
  if (!recorded) throw new AppError(409, 'CONFLICT', 'The order changed meanwhile (another refund or a state change): reload it and try again.');
  const refund: OrderRefundRow = {
    store_id: order.store_id,
    id: `rf_${randomBytes(12).toString('hex')}`,
    order_id: order.id,
    number: toAdd.number,
    idempotency_key_hash: toAdd.keyHash,
    kind: toAdd.kind,
    method: toAdd.method,
    goods: breakdown.goods,
    discount: breakdown.discount,
    shipping: breakdown.shipping,
    adjustment: breakdown.adjustment,
    tax: breakdown.tax,
    total: breakdown.total,
    note: toAdd.note,
    actor: toAdd.actor,
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
      stock: toAdd.stock,
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
  return refund;
}

/** The payout state of each refund: its money return's. */
function payoutOf(returns: readonly MoneyReturn[], refundId: string): RefundView['payout'] {
  return returns.find((candidate) => candidate.refund_id === refundId)?.state ?? 'PENDING';
}

/** The refunds of an order as the receipt shows them. */
export async function refundViews(db: Db, order: Order): Promise<RefundView[]> {
  const refunds = await findOrderRefunds(db, order.store_id, order.id);
  if (refunds.length === 0) return [];
  const [parts, returns, toCards] = await Promise.all([
    findRefundParts(db, order.store_id, refunds.map((refund) => refund.id)),
    moneyReturnsOfOrder(db, order.store_id, order.id),
    giftCardRefundsOfOrder(db, order.store_id, order.id, order.gift_cards_applied > 0 ? refunds : []),
  ]);
  return refunds.map((refund) => refundView(refund, parts, returns, toCards.get(refund.number) ?? []));
}

/** One refund as the receipt shows it, with what went back to gift cards and what through the payment. */
function refundView(
  refund: OrderRefund,
  parts: Awaited<ReturnType<typeof findRefundParts>>,
  returns: readonly MoneyReturn[],
  giftCards: ReadonlyArray<{ last4: string; amount: number }>,
): RefundView {
  const toCards = giftCards.reduce((sum, card) => sum + card.amount, 0);
  return {
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
    giftCards: [...giftCards],
    toPayment: refund.total - toCards,
  };
}

/** GET order/{id}/refunds (viewer): each refund with its note and how its money is going back, and what can still be refunded. */
export async function staffRefunds(ctx: Pick<RequestContext, 'db' | 'storeId'>, moneyReturns: Pick<MoneyReturns, 'triesBeforeNotice'>, typedId: string): Promise<OrderRefunds> {
  const order = await requireOrder(ctx, typedId);
  const [views, rows, returns, { captured }] = await Promise.all([
    refundViews(ctx.db, order),
    findOrderRefunds(ctx.db, ctx.storeId, order.id),
    moneyReturnsOfOrder(ctx.db, ctx.storeId, order.id),
    paymentTakenFor(ctx.db, order, null),
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
