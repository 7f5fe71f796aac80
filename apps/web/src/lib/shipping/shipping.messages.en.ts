// The best-shipping estimate under the cart and in the shipping-destination dialog.
export const messages = {
  'shipping.postalHint': 'Enter valid postal code to see all available delivery options.',
  'shipping.finding': 'Finding the best shipping',
  'shipping.noEstimate': 'No shipping estimate for {postal}: {message}',
  'shipping.atCheckout': 'Shipping to {postal} is calculated at checkout.',
  'shipping.best': 'Best shipping to {postal}: <0>{method}</0>, {price}, {days}',
  'shipping.free': 'Free',
  'shipping.days': '{min}-{max} days',
  'shipping.shipsFree': 'Your order ships free (free shipping from {threshold}).',
  'shipping.freeFrom': 'Free shipping on orders of {threshold} or more.',
  'shipping.freeFromAdd': 'Free shipping on orders of {threshold} or more: add {remaining} more.',
  'shipping.specialOrder': 'Special-order items may not qualify for free shipping.',
  'shipping.destination.title': 'Set shipping destination',
  'shipping.destination.why':
    'We use your postal code to calculate how much more you need to spend for free shipping and to pre-calculate shipping to your address. Shipping is always calculated before you pay.',
  'shipping.destination.threshold':
    'The closer your purchase price is to the free-shipping threshold, the lower your shipping will be. Special-order items may not qualify for free shipping.',
  'shipping.destination.postal': 'Postal Code',
  'shipping.destination.close': 'Close',
} as const;
