import type { OrderView } from '@backroom/core/orders/order-contract';
import type { RequestContext } from '../request-context.js';
import { findOrderLines, findOrderTaxLines } from './order.repository.js';
import { refundViews } from './order-refund.service.js';
import { requireOrder } from './order.service.js';
import { toOrderView } from './order-view.js';

/** GET order/{id}: the receipt, with each refund. */
export async function getOrderView(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  const taxLines = await findOrderTaxLines(ctx.db, ctx.storeId, order.id);
  const view = toOrderView(order, await findOrderLines(ctx.db, ctx.storeId, order.id), taxLines);
  return { ...view, refundedTotal: order.refunded_total, refunds: await refundViews(ctx.db, order) };
}
