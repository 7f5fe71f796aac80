import type { AwaitingTransferView } from '@backroom/core/emt/deposit-contract';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { AppServices } from '../app-decorations.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import { listAwaitingTransfer } from './awaiting-transfer.repository.js';
import { changeOrderState, requireOrder } from './change-order-state.js';
import { shopContact, shopSender } from './order-notifications.js';
import { findOrder } from './order.repository.js';
import { paymentReceivedMessage } from './payment-emails.js';

/** A store's real e-transfer orders waiting for their money, oldest first, as the match screen lists them. */
export async function ordersAwaitingTransfer(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<AwaitingTransferView[]> {
  const rows = await listAwaitingTransfer(ctx.db, ctx.storeId);
  return rows.map((row) => ({
    orderId: row.id,
    reference: paymentReferenceFor(row.id),
    totalCents: row.total,
    customerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
    customerEmail: row.customer_email,
    createdAt: row.created_at,
    holdUntil: row.hold_until,
  }));
}

/**
 * Marks an e-transfer order PAID as staff do by hand (its SALE recorded, its hold lifted), with
 * `alsoInTransaction` committing with the move or not at all, then sends the shopper the "payment
 * received" e-mail. A card order or a TEST order is refused: a deposit is real e-transfer money.
 */
export async function payOrderByTransfer(
  ctx: RequestContext,
  services: AppServices,
  typedOrderId: string,
  staffName: string,
  alsoInTransaction: (tx: Db) => Promise<void>,
): Promise<OrderView> {
  const order = await requireOrder(ctx, typedOrderId);
  if (order.payment_method !== 'emt') {
    throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `Order ${order.id} is paid by ${order.payment_method}, not by e-transfer.`);
  }
  if (order.environment === 'TEST') throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `Order ${order.id} is a TEST order: no real money is taken for it.`);
  const view = await changeOrderState(ctx, services, order.id, 'PAID', { kind: 'staff', name: staffName }, alsoInTransaction);
  services.orderMailer.send(async () => {
    const shop = await shopContact(ctx);
    const paid = await findOrder(ctx.db, ctx.storeId, order.id);
    return { from: shopSender(shop), messages: paid ? [paymentReceivedMessage(paid, shop)] : [] };
  });
  return view;
}
