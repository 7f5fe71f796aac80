import type { OrderView } from '@backroom/core/orders/order-contract';
import type { AppServices } from '../app-decorations.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { shopContact, shopSender } from '../orders/order-notifications.js';
import { orderById, requireOrder } from '../orders/order.service.js';
import { paymentReceivedMessage } from '../orders/payment-emails.js';
import type { RequestContext } from '../request-context.js';
import { changeOrderState } from './change-order-state.js';

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
  const view = await changeOrderState(ctx, services, order.id, 'PAID', { kind: 'staff', name: staffName }, { alsoInTransaction });
  services.orderMailer.send(async () => {
    const shop = await shopContact(ctx);
    const paid = await orderById(ctx.db, ctx.storeId, order.id);
    return { from: shopSender(shop), messages: paid ? [paymentReceivedMessage(paid, shop)] : [] };
  });
  return view;
}
