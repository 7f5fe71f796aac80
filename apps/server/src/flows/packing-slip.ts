import type { PackingSlip } from '@backroom/core/shipments/packing-slip';
import { getStaffOrder } from '../orders/staff-order.js';
import type { RequestContext } from '../request-context.js';
import { parcelViewsOfOrder } from '../shipments/shipments.service.js';

/** An order's packing slip: who it goes to, what to pack, and the parcels it left in (links in English, for staff). */
export async function packingSlip(ctx: Pick<RequestContext, 'db' | 'storeId'>, typedId: string): Promise<PackingSlip> {
  const order = await getStaffOrder(ctx, typedId);
  return { ...order, parcels: await parcelViewsOfOrder(ctx.db, ctx.storeId, order.id, 'en-CA') };
}
