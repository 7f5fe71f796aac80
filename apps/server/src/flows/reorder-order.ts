import { type Reorder, reorderOf } from '@backroom/core/members/reorder';
import { getItemsByIds } from '../catalog/item.service.js';
import { notFound } from '../errors/app-error.js';
import { memberOrderItemLines } from '../orders/member-orders.js';
import type { RequestContext } from '../request-context.js';

/**
 * GET members/orders/{id}/reorder: a member's past order as today's catalogue would sell it, for
 * the storefront to put in the cart (docs/decisions/049). Prices and stock are the server's; the
 * order of another member, or of a guest, is a 404 as if it did not exist.
 */
export async function reorderOrder(ctx: Pick<RequestContext, 'db' | 'dialect' | 'storeId'>, memberId: string, orderId: string): Promise<Reorder> {
  const pastLines = await memberOrderItemLines(ctx.db, ctx.storeId, memberId, orderId);
  if (pastLines === null) throw notFound(`You have no order '${orderId}' in this store.`);
  const sold = await getItemsByIds(ctx, pastLines.map((line) => line.itemId));
  return reorderOf(orderId, pastLines, new Map(sold.map((item) => [item.id, item])));
}
