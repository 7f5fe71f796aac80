import { normalizeOrderId } from '@backroom/core/orders/order-id';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { isPaymentReturned } from '../payments/money-returns.js';
import { recordSale } from '../transactions/record-transaction.js';
import type { OrderPayment, PaymentOrders } from '../payments/payment-orders.js';
import { changeOrderState } from './change-order-state.js';
import { jobContext } from '../request-context.js';
import { holdOrderOpen, linesOfOrder, orderById } from '../orders/order.service.js';
import { hashSecret } from '../orders/order-secrets.js';
import { afterRefundCommitted, refundRestOfOrder, type RecordedRefund } from './refund-order.js';

/** How long a card order holds its stock while the shopper pays; then the hold sweeper cancels it. */
export const CARD_PAYMENT_HOLD_MS = 30 * 60_000;

/**
 * Orders as card payments see them (the payments feature's port). Marking paid and cancelling
 * are idempotent: a second call for an order already moved does nothing, as reconciliation after
 * a crash needs.
 */
export function orderPayments(app: FastifyInstance): PaymentOrders {
  // Only the id as submit wrote it: payment attempts are found again by it (the hold sweeper
  // leaves an order alone while a payment for it is under way).
  const find = async (storeId: string, orderId: string) =>
    normalizeOrderId(orderId) === orderId ? orderById(app.shop.db, storeId, orderId) : undefined;

  /** Moves an order, treating a move that another request made first as done. */
  const move = async (storeId: string, orderId: string, to: 'PAID' | 'CANCELLED', actor: string) => {
    try {
      await changeOrderState(jobContext(app, storeId, actor), app, orderId, to, { kind: 'payment', actor });
    } catch (error) {
      const now = await find(storeId, orderId);
      if (error instanceof AppError && error.statusCode === 409 && now?.state === to) return;
      throw error;
    }
  };

  /**
   * A charge that landed on an order cancelled meanwhile is not kept: it is booked as the sale it
   * was and given back whole (a refund of the cancelled order), once however often this is asked.
   */
  const givePaymentBack = async (storeId: string, orderId: string, payment: OrderPayment, actor: string) => {
    if (await isPaymentReturned(app.shop.db, payment.paymentId, 'PAID_AFTER_CANCEL')) return;
    const ctx = jobContext(app, storeId, actor);
    let recorded: RecordedRefund | null;
    try {
      recorded = await app.shop.db.transaction().execute(async (tx) => {
        const order = await orderById(tx, storeId, orderId);
        if (!order || order.state !== 'CANCELLED') throw new AppError(409, 'CONFLICT', 'The order changed meanwhile.');
        await recordSale(tx, order, await linesOfOrder(tx, storeId, orderId), actor, ctx.now());
        return refundRestOfOrder(tx, ctx, order, {
          actor: 'payment',
          reason: 'PAID_AFTER_CANCEL',
          // The cancellation released the stock already.
          stock: 'NONE',
          stockMovedByCaller: true,
          keyHash: hashSecret(`paid-after-cancel:${payment.paymentId}`),
          state: 'CANCELLED',
        });
      });
    } catch (error) {
      // Another process gave it back first (its sale and return are recorded): nothing left to do.
      if (await isPaymentReturned(app.shop.db, payment.paymentId, 'PAID_AFTER_CANCEL')) return;
      throw error;
    }
    app.log.error({ storeId, orderId, paymentId: payment.paymentId }, 'payment taken for a cancelled order: giving it back');
    if (recorded) await afterRefundCommitted(ctx, app, recorded);
  };

  return {
    async chargeable(storeId, orderId) {
      const order = await find(storeId, orderId);
      // Gift cards paid part of it: the card pays the rest (docs/decisions/067).
      return order ? { amountCents: order.total - order.gift_cards_applied, state: order.state, environment: order.environment } : null;
    },

    holdOpen: holdOrderOpen,

    async markPaid(storeId, orderId, payment) {
      const order = await find(storeId, orderId);
      if (!order) throw new AppError(404, 'NOT_FOUND', `There is no order '${orderId.slice(0, 40)}'.`);
      const actor = `payment:${payment.provider}:${payment.providerPaymentId ?? payment.paymentId}`;
      // Paid and then cancelled, the cancellation gave the money back; cancelled unpaid, it must be now.
      if (order.state === 'CANCELLED') return order.paid_at === null ? givePaymentBack(storeId, orderId, payment, actor) : undefined;
      if (order.state !== 'OPEN') return;
      await move(storeId, orderId, 'PAID', actor);
    },

    async cancelUnpaid(storeId, orderId, reason) {
      const order = await find(storeId, orderId);
      if (!order || order.state !== 'OPEN') return;
      app.log.info({ storeId, orderId, reason }, 'order cancelled: its payment did not go through');
      await move(storeId, orderId, 'CANCELLED', 'payment');
    },
  };
}
