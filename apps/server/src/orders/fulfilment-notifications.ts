import type { ClientConfig } from '@backroom/core/client-config';
import type { OrderState } from '@backroom/core/orders/order-contract';
import { AppError } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import { parcelViewsOfOrder } from '../shipments/shipments.service.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { type FulfilmentNews, fulfilmentMessage, fulfilmentNewsOf, type PickupPlace } from './fulfilment-emails.js';
import type { OrderMailer } from './order-mailer.js';
import { shopContactOf, shopSender } from './order-notifications.js';
import { findOrder } from './order.repository.js';
import type { OrderRow } from './order.table.js';

/** The shop's client configuration, or null for a store without one (its e-mails are then signed with its id). */
async function generalOf(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<ClientConfig['general'] | null> {
  try {
    return (await readSettings(ctx.db, ctx.storeId, 'general')).settings.general;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The pickup address of the fulfilment settings, else the shop's street address. */
function pickupAddress(stated: string, general: ClientConfig['general'] | null): string[] {
  const lines = stated.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length > 0 || !general) return lines;
  const { street, city, province, postal } = general.address;
  return [street, `${city} ${province}  ${postal}`.trim()].filter((line) => line !== '');
}

/**
 * Tells the shopper, in the background after the commit, what an order's move means for them:
 * shipped (with the tracking links), ready for pickup (where and when), or, for a florist order
 * the shop delivered, delivered. `to` is the state reached, or ANOTHER_PARCEL for a parcel added later.
 */
export function notifyFulfilment(
  ctx: Pick<RequestContext, 'db' | 'storeId'>,
  mailer: OrderMailer,
  order: Pick<OrderRow, 'id' | 'shipping_method' | 'delivery_date' | 'environment'>,
  to: OrderState | 'ANOTHER_PARCEL',
): void {
  const news: FulfilmentNews | null = to === 'ANOTHER_PARCEL' ? to : fulfilmentNewsOf(order, to);
  if (!news) return;
  mailer.send(async () => {
    const now = await findOrder(ctx.db, ctx.storeId, order.id);
    if (!now) return { from: '', messages: [] };
    const general = await generalOf(ctx);
    const shop = general ? shopContactOf(general) : { name: ctx.storeId, email: '', phone: '', url: '' };
    const { settings } = await readSettings(ctx.db, ctx.storeId, 'fulfilment');
    const pickup: PickupPlace = { address: pickupAddress(settings.pickup.address, general), hours: settings.pickup.hours };
    const parcels = await parcelViewsOfOrder(ctx.db, ctx.storeId, now.id, now.locale);
    return { from: shopSender(shop), messages: [fulfilmentMessage(now, news, { shop, parcels, pickup })] };
  });
}
