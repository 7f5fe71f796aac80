// The Shipping step's own words: the contact reminder, the delivery address form, the notes and the florist note.
export const messages = {
  'shippingDetails.contact': 'Contact',
  'shippingDetails.floristNote':
    'Your cart has flowers: they are picked up at the shop in Liverpool or delivered by us in Liverpool and Queens County, on the date you choose.',
  'shippingDetails.title': 'Delivery details',
  'shippingDetails.firstName': 'First name',
  'shippingDetails.lastName': 'Last name',
  'shippingDetails.street': 'Street',
  'shippingDetails.additional': 'Apartment, suite or unit',
  'shippingDetails.province': 'Province',
  'shippingDetails.chooseProvince': 'Choose a province',
  'shippingDetails.localOnly': 'Local delivery is only within Nova Scotia.',
  'shippingDetails.city': 'City',
  'shippingDetails.postal': 'Postal Code',
  'shippingDetails.postalHint': 'Enter valid postal code to see all available delivery options.',
  'shippingDetails.notes': 'Delivery notes',
  'shippingDetails.notesHelp': 'Anything we should know to get your order to you.',
  'shippingDetails.instructions': 'Delivery instructions',
  'shippingDetails.instructionsHelp': 'Where to leave the flowers, a gate code, when someone is home.',
  'shippingDetails.card': 'Gift card message',
  'shippingDetails.cardHelp': 'Written on a card that goes with the order.',
} as const;
