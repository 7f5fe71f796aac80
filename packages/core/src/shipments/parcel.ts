import { z } from 'zod';
import { CARRIER_NAMES, CARRIERS, type Carrier, normalizeTrackingNumber, trackingNumberProblem, webLinkProblem } from './carriers.js';

/** The most parcels one order ships in; more is a pallet, arranged with the shopper by phone. */
export const MOST_PARCELS_PER_ORDER = 20;

/** A parcel as staff give it: the carrier and its tracking number; another carrier's name and tracking link. */
export const NewParcel = z
  .object({
    carrier: z.enum(CARRIERS),
    trackingNumber: z.string().max(60),
    /** The carrier's name, for `other` only. */
    carrierName: z.string().trim().max(60).optional(),
    /** The parcel's tracking page, for `other` only (known carriers' links come from the store's templates). */
    trackingUrl: z.string().trim().max(500).optional(),
  })
  .superRefine((parcel, context) => {
    const tracking = trackingNumberProblem(parcel.carrier, parcel.trackingNumber);
    if (tracking) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: tracking });
    if (parcel.carrier !== 'other') return;
    if (!parcel.carrierName) context.addIssue({ code: 'custom', path: ['carrierName'], message: "give the carrier's name" });
    const link = parcel.trackingUrl ? webLinkProblem(parcel.trackingUrl) : "give the parcel's tracking link";
    if (link) context.addIssue({ code: 'custom', path: ['trackingUrl'], message: link });
  });
export type NewParcel = z.infer<typeof NewParcel>;

/** A parcel as stored: the number normalized, a known carrier's name and link left to be read from the carrier. */
export function storedParcel(parcel: NewParcel): { carrier: Carrier; trackingNumber: string; carrierName: string | null; trackingUrl: string | null } {
  const other = parcel.carrier === 'other';
  return {
    carrier: parcel.carrier,
    trackingNumber: normalizeTrackingNumber(parcel.trackingNumber),
    carrierName: other ? (parcel.carrierName ?? null) : null,
    trackingUrl: other ? (parcel.trackingUrl ?? null) : null,
  };
}

/** Two parcels are the same when they have the same carrier and tracking number. */
export const parcelKey = (parcel: { carrier: string; trackingNumber: string }) => `${parcel.carrier} ${normalizeTrackingNumber(parcel.trackingNumber)}`;

/** POST order/{id}/shipment: the order leaves in these parcels (none for the shop's own LOCAL delivery). */
export const ShipOrderBody = z.object({
  parcels: z
    .array(NewParcel)
    .max(MOST_PARCELS_PER_ORDER, `an order ships in at most ${MOST_PARCELS_PER_ORDER} parcels`)
    .refine((parcels) => new Set(parcels.map(parcelKey)).size === parcels.length, 'a tracking number is given once'),
});
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;

/** A parcel on the receipt, the order screen and the e-mails: its carrier's name and its tracking link. */
export const ParcelView = z.object({
  id: z.string(),
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  trackingNumber: z.string(),
  /** The carrier's page for this parcel; null when the store keeps no template for the carrier. */
  trackingUrl: z.string().nullable(),
  /** The site the link goes to (`www.ups.com`), shown to staff with another carrier's link; null without a link. */
  trackingHost: z.string().nullable(),
  addedAt: z.string(),
});
export type ParcelView = z.infer<typeof ParcelView>;

/** The name a parcel's carrier is shown by. */
export function carrierNameOf(parcel: { carrier: Carrier; carrierName: string | null }): string {
  return parcel.carrier === 'other' ? (parcel.carrierName ?? '') : CARRIER_NAMES[parcel.carrier];
}

/**
 * True when shipping an order by this method needs a carrier and tracking number: every courier
 * method. The shop's own LOCAL delivery (and the florist's) has no carrier; PICKUP is not shipped.
 */
export function shipsWithTracking(shippingMethod: string): boolean {
  return shippingMethod !== 'LOCAL' && shippingMethod !== 'PICKUP';
}

/** Why an order of this method cannot be shipped in these parcels, in words for staff; null when it can. */
export function shipmentProblem(shippingMethod: string, parcelCount: number): string | null {
  if (parcelCount === 0 && shipsWithTracking(shippingMethod)) {
    return `A ${shippingMethod} order is shipped with its carrier and tracking number: give at least one parcel.`;
  }
  return null;
}
