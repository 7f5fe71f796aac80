// The receipt's parcels (/order/{id}).
export const messages = {
  'receiptParcels.title': '{count, plural, one {Your parcel} other {Your parcels}}',
  'receiptParcels.intro': '{count, plural, one {Your order is on its way. Follow it on the carrier’s site:} other {Your order is on its way in {count} parcels. Follow them on the carriers’ sites:}}',
} as const;
