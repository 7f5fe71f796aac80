import type { ConfirmedDeposit } from '@backroom/core/emt/deposit-contract';
import { normalizeOrderId } from '@backroom/core/orders/order-id';
import type { AppServices } from '../app-decorations.js';
import { depositViews, requireDeposit, requireUnsettled, settleWaitingDeposit } from '../deposits/deposit.service.js';
import { notFound } from '../errors/app-error.js';
import { ordersAwaitingTransfer } from '../orders/awaiting-transfer.js';
import { payOrderByTransfer } from './pay-order-by-transfer.js';
import type { RequestContext } from '../request-context.js';

/**
 * A person confirms that a deposit waiting for them pays an order: the order becomes PAID as staff
 * marking it paid would (a SALE, the shopper's "payment received" e-mail), and the deposit is
 * matched to it in the same transaction. Two people confirming one deposit at once: one wins, the
 * other's payment is rolled back (409).
 */
export async function confirmDeposit(ctx: RequestContext, services: AppServices, depositId: string, typedOrderId: string, staffName: string): Promise<ConfirmedDeposit> {
  const deposit = await requireDeposit(ctx, depositId);
  requireUnsettled(deposit);
  const orderId = normalizeOrderId(typedOrderId);
  if (orderId === null) throw notFound(`There is no order '${typedOrderId.slice(0, 40)}'.`);
  const order = await payOrderByTransfer(ctx, services, orderId, staffName, (tx) => settleWaitingDeposit(ctx, tx, deposit, { status: 'matched', orderId }));
  const [view] = await depositViews(ctx, [await requireDeposit(ctx, depositId)], await ordersAwaitingTransfer(ctx));
  return { deposit: view!, orderState: order.state };
}
