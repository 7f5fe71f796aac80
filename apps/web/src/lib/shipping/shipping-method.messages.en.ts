// The store's shipping methods by code, as the server's default rate tables name them.
export const messages = {
  'shippingMethod.PICKUP': 'In-Store Pickup',
  'shippingMethod.LOCAL': 'Local Delivery',
  'shippingMethod.ARMOUR': 'Armour Courier',
  'shippingMethod.CP.RP': 'Canada Post Regular Parcel',
  'shippingMethod.CP.EP': 'Canada Post Expedited Parcel',
  'shippingMethod.CP.XP': 'Canada Post Xpresspost',
  'shippingMethod.CP.PC': 'Canada Post Priority',
} as const;
