// A florist order's gift on its receipt: when, for whom, what the card says.
export const messages = {
  'receiptGift.title': 'Your flowers',
  'receiptGift.deliveryWindow': 'Delivery time: <0>{window, select, morning {morning} other {afternoon}}, {hours}</0>',
  'receiptGift.pickupWindow': 'Pickup time: <0>{window, select, morning {morning} other {afternoon}}, {hours}</0>',
  'receiptGift.recipient': 'For: <0>{name}</0> (phone <1>{phone}</1>)',
  'receiptGift.card': 'Card message',
} as const;
