// The florist order's gift words: who the flowers are for, the card's message, the delivery time.
export const messages = {
  'floristGift.title': 'Who are the flowers for?',
  'floristGift.forMe': 'For me',
  'floristGift.forSomeoneElse': 'For someone else (a gift)',
  'floristGift.recipientName': "Recipient's name",
  'floristGift.recipientPhone': "Recipient's phone",
  'floristGift.recipientPhoneHelp': 'Only for the driver or the shop, if we cannot find them.',
  'floristGift.deliveryNamesHint': 'The delivery address below is the recipient’s.',
  'floristGift.card': 'Card message',
  'floristGift.cardHelp': 'Written on the card with the flowers, exactly as you type it.',
  'floristGift.cardCount': '{count} / {max} characters, at most {lines} lines',
  'floristGift.window': 'Delivery time',
  'floristGift.pickupWindow': 'Pickup time',
  'floristGift.windowName': '{window, select, morning {Morning} other {Afternoon}}, {hours}',
  'floristGift.windowsFull': 'Every delivery time of this date is booked: choose another date.',
  'floristGift.windowDropped': 'The time you chose for this date is no longer available: please pick another.',
} as const;
