import { randomUUID } from 'node:crypto';
import type { Locale } from '@backroom/core/locale';
import { expandTrackingLink, trackingLinkHost, usableTrackingTemplate, webLinkProblem } from '@backroom/core/shipments/carriers';
import type { FulfilmentSettings } from '@backroom/core/shipments/fulfilment-settings';
import { carrierNameOf, type NewParcel, type ParcelView, shipmentProblem, storedParcel } from '@backroom/core/shipments/parcel';
import type { OrderState } from '@backroom/core/orders/order-contract';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import { deleteParcel, findParcelsOfOrder, insertParcels } from './parcel.repository.js';
import type { ParcelRow } from './parcel.table.js';

/** Where a parcel goes: an order of a store, and who adds it when. */
export interface ParcelsOf {
  storeId: string;
  orderId: string;
  actor: string;
  at: string;
}

const refused = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/**
 * Refuses a move that is given the wrong parcels: a courier order is shipped with at least one
 * (carrier and tracking number), and parcels go with SHIPPED only.
 */
export function requireShipment(shippingMethod: string, to: OrderState, parcels: readonly NewParcel[]): void {
  if (to !== 'SHIPPED') {
    if (parcels.length > 0) throw refused('parcels', `Parcels go with SHIPPED, not ${to}.`);
    return;
  }
  const problem = shipmentProblem(shippingMethod, parcels.length);
  if (problem) throw refused('parcels', problem);
}

/** Stores parcels of an order in the caller's transaction; a tracking number the order has already is a 409 (nothing stored). */
export async function recordParcels(db: Db, where: ParcelsOf, parcels: readonly NewParcel[]): Promise<void> {
  if (parcels.length === 0) return;
  const first = await parcelCount(db, where.storeId, where.orderId);
  const rows = parcels.map((parcel, index) => {
    const stored = storedParcel(parcel);
    return {
      store_id: where.storeId,
      id: randomUUID(),
      order_id: where.orderId,
      position: first + index,
      carrier: stored.carrier,
      tracking_number: stored.trackingNumber,
      carrier_name: stored.carrierName,
      tracking_url: stored.trackingUrl,
      added_by: where.actor,
      added_at: where.at,
    };
  });
  const stored = await insertParcels(db, rows);
  if (stored < rows.length) throw new AppError(409, 'CONFLICT', 'That tracking number is on this order already.');
}

/** Removes a parcel of an order; a 404 when the order has no such parcel. Returns the parcel as it was. */
export async function forgetParcel(db: Db, storeId: string, orderId: string, parcelId: string): Promise<ParcelRow> {
  const parcel = (await findParcelsOfOrder(db, storeId, orderId)).find((row) => row.id === parcelId);
  if (!parcel || !(await deleteParcel(db, storeId, orderId, parcelId))) throw new AppError(404, 'NOT_FOUND', `Order ${orderId} has no parcel '${parcelId.slice(0, 40)}'.`);
  return parcel;
}

/** How many parcels an order has. */
export async function parcelCount(db: Db, storeId: string, orderId: string): Promise<number> {
  return (await findParcelsOfOrder(db, storeId, orderId)).length;
}

/** A stored parcel as shown: its carrier's name, and its link from the store's template (in the reader's language). */
export function toParcelView(row: ParcelRow, links: FulfilmentSettings['trackingLinks'], locale: Locale): ParcelView {
  // Links stored before the https and carrier-host rules are not sent on: another carrier's is left out, a template falls back to the carrier's own.
  const trackingUrl =
    row.carrier === 'other'
      ? row.tracking_url !== null && webLinkProblem(row.tracking_url) === null
        ? row.tracking_url
        : null
      : expandTrackingLink(usableTrackingTemplate(row.carrier, links[row.carrier]), row.tracking_number, locale);
  return {
    id: row.id,
    carrier: row.carrier,
    carrierName: carrierNameOf({ carrier: row.carrier, carrierName: row.carrier_name }),
    trackingNumber: row.tracking_number,
    trackingUrl,
    trackingHost: trackingUrl === null ? null : trackingLinkHost(trackingUrl),
    addedAt: row.added_at,
  };
}

/** An order's parcels with their links in the order's language, first added first. */
export async function parcelViewsOfOrder(db: Db, storeId: string, orderId: string, locale: Locale): Promise<ParcelView[]> {
  const rows = await findParcelsOfOrder(db, storeId, orderId);
  if (rows.length === 0) return [];
  const { settings } = await readSettings(db, storeId, 'fulfilment');
  return rows.map((row) => toParcelView(row, settings.trackingLinks, locale));
}
