import type { OrderView } from '@backroom/core/orders/order-contract';
import { type NewParcel, shipsWithTracking, storedParcel } from '@backroom/core/shipments/parcel';
import type { AppServices } from '../app-decorations.js';
import { recordAudit } from '../audit/audit-log.js';
import { AppError } from '../errors/app-error.js';
import { getOrderView } from '../orders/order-receipt.js';
import { holdOrder, requireOrder } from '../orders/order.service.js';
import { notifyFulfilment } from '../orders/fulfilment-notifications.js';
import type { RequestContext } from '../request-context.js';
import { forgetParcel, parcelCount, recordParcels } from '../shipments/shipments.service.js';

const hasLeft = (state: string) => state === 'SHIPPED' || state === 'COMPLETED';

/**
 * Staff add a parcel to an order that has shipped (a second box sent later, or one forgotten in
 * the dialog); the shopper is e-mailed its tracking link with the others'. Audited.
 */
export async function addParcel(ctx: RequestContext, services: Pick<AppServices, 'orderMailer'>, typedId: string, parcel: NewParcel): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  if (!hasLeft(order.state)) {
    throw new AppError(409, 'STATE_CHANGE_NOT_ALLOWED', `The order is ${order.state}: parcels are given when it is marked SHIPPED, then added to it.`);
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    await recordParcels(tx, { storeId: ctx.storeId, orderId: order.id, actor: ctx.actor, at }, [parcel]);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'add-parcel', entity: 'order', entityId: order.id, before: null, after: storedParcel(parcel), at });
  });
  notifyFulfilment(ctx, services.orderMailer, order, 'ANOTHER_PARCEL');
  return getOrderView(ctx, order.id);
}

/**
 * Staff remove a parcel given by mistake. A shipped courier order keeps at least one: the right
 * parcel is added first, then the wrong one removed. The shopper is not e-mailed. The order is
 * held while its parcels are counted, so two staff removing its last two at once leave one.
 */
export async function removeParcel(ctx: RequestContext, typedId: string, parcelId: string): Promise<OrderView> {
  const order = await requireOrder(ctx, typedId);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    await holdOrder(tx, ctx.storeId, order.id);
    const removed = await forgetParcel(tx, ctx.storeId, order.id, parcelId);
    if (hasLeft(order.state) && shipsWithTracking(order.shipping_method) && (await parcelCount(tx, ctx.storeId, order.id)) === 0) {
      throw new AppError(409, 'CONFLICT', `A shipped ${order.shipping_method} order keeps at least one parcel: add the right one first, then remove this one.`);
    }
    const before = { carrier: removed.carrier, trackingNumber: removed.tracking_number, carrierName: removed.carrier_name, trackingUrl: removed.tracking_url };
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'remove-parcel', entity: 'order', entityId: order.id, before, after: null, at });
  });
  return getOrderView(ctx, order.id);
}
