import { normalizeOrderId } from '@backroom/core/orders/order-id';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { PaymentOrders } from '../payments/payment-orders.js';
import { changeOrderState } from './change-order-state.js';
import { orderContext } from './order-context.js';
import { findOrder } from './order.repository.js';

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
    normalizeOrderId(orderId) === orderId ? findOrder(app.shop.db, storeId, orderId) : undefined;

  /** Moves an order, treating a move that another request made first as done. */
  const move = async (storeId: string, orderId: string, to: 'PAID' | 'CANCELLED', actor: string) => {
    try {
      await changeOrderState(orderContext(app, storeId), orderId, to, { kind: 'payment', actor });
    } catch (error) {
      const now = await find(storeId, orderId);
      if (error instanceof AppError && error.statusCode === 409 && now?.state === to) return;
      throw error;
    }
  };

  return {
    async chargeable(storeId, orderId) {
      const order = await find(storeId, orderId);
      return order ? { amountCents: order.total, state: order.state, environment: order.environment } : null;
    },

    async markPaid(storeId, orderId, payment) {
      const order = await find(storeId, orderId);
      if (!order) throw new AppError(404, 'NOT_FOUND', `There is no order '${orderId.slice(0, 40)}'.`);
      if (order.state !== 'OPEN') {
        if (order.state === 'CANCELLED') {
          // The charge went through after the order was cancelled: staff must refund it.
          app.log.error({ storeId, orderId, payment }, 'payment taken for a cancelled order: refund it');
        }
        return;
      }
      await move(storeId, orderId, 'PAID', `payment:${payment.provider}:${payment.providerPaymentId ?? payment.paymentId}`);
    },

    async cancelUnpaid(storeId, orderId, reason) {
      const order = await find(storeId, orderId);
      if (!order || order.state !== 'OPEN') return;
      app.log.info({ storeId, orderId, reason }, 'order cancelled: its payment did not go through');
      await move(storeId, orderId, 'CANCELLED', 'payment');
    },
  };
}
