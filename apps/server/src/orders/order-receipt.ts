import type { OrderView } from '@backroom/core/orders/order-contract';
import type { RequestContext } from '../request-context.js';
import { parcelViewsOfOrder } from '../shipments/shipments.service.js';
import { findOrderLines, findOrderTaxLines } from './order.repository.js';
import { refundViews } from './order-refund.service.js';
import { requireOrder } from './order.service.js';
import { toOrderView } from './order-view.js';
import { promotionLinesOfOrder } from '../promotions/promotion.service.js';

/** GET order/{id}: the receipt, with each refund and parcel. */
export async function getOrderView(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  const taxLines = await findOrderTaxLines(ctx.db, ctx.storeId, order.id);
  const view = toOrderView(order, await findOrderLines(ctx.db, ctx.storeId, order.id), taxLines);
  const parcels = await parcelViewsOfOrder(ctx.db, ctx.storeId, order.id, order.locale);
  const promotions = await promotionLinesOfOrder(ctx.db, ctx.storeId, order.id);
  return { ...view, promotions, refundedTotal: order.refunded_total, refunds: await refundViews(ctx.db, order), parcels };
}
