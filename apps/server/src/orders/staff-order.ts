import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { RequestContext } from '../request-context.js';
import { requireOrder } from './order.service.js';
import { findOrderLines, findOrderTaxLines } from './order.repository.js';
import { toOrderView, toStaffOrder } from './order-view.js';
import { promotionLinesOfOrder } from '../promotions/promotion.service.js';

/** One order as staff see it (contact, address, notes) with its lines, the shipping line left out. */
export async function getStaffOrder(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<FloristDelivery> {
  const order = await requireOrder(ctx, typedId);
  const lines = await findOrderLines(ctx.db, ctx.storeId, order.id);
  const taxLines = await findOrderTaxLines(ctx.db, ctx.storeId, order.id);
  const goods = lines.filter((line) => line.item_id !== null);
  const promotions = await promotionLinesOfOrder(ctx.db, ctx.storeId, order.id);
  return { ...toStaffOrder({ ...order, line_count: goods.length }, taxLines), promotions, items: toOrderView(order, goods, taxLines).items };
}
