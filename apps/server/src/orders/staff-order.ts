import type { FloristDelivery } from '@backroom/core/florist/florist-deliveries';
import type { RequestContext } from '../request-context.js';
import { giftCardsOfOrder } from '../gift-cards/order-gift-cards.js';
import { requireOrder } from './order.service.js';
import { findOrderLines, findOrderTaxLines } from './order.repository.js';
import { toOrderView, toStaffOrder } from './order-view.js';

/** One order as staff see it (contact, address, notes) with its lines, the shipping line left out. */
export async function getStaffOrder(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<FloristDelivery> {
  const order = await requireOrder(ctx, typedId);
  const lines = await findOrderLines(ctx.db, ctx.storeId, order.id);
  const taxLines = await findOrderTaxLines(ctx.db, ctx.storeId, order.id);
  const goods = lines.filter((line) => line.item_id !== null);
  // Staff see the gift cards sold (recipient whole) and the cards that paid it (last four) (docs/decisions/067).
  const giftCards = await giftCardsOfOrder(ctx.db, ctx.storeId, order.id, true);
  return { ...toStaffOrder({ ...order, line_count: goods.length }, taxLines), items: toOrderView(order, goods, taxLines).items, ...giftCards };
}
