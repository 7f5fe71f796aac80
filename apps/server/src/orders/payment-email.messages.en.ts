/** The shopper's e-transfer e-mails in English: payment received, and the reminder before the hold runs out (ICU MessageFormat). */
export const messages = {
  'paymentEmail.receivedSubject': '{shop}: payment received for order {id}{test}',
  'paymentEmail.greeting': 'Hello {name},',
  'paymentEmail.received': 'We have received your Interac e-Transfer of {amount} for order {id} ({reference}). Thank you!',
  'paymentEmail.nextShip': 'We are preparing your order and will let you know when it is on its way.',
  'paymentEmail.nextPickup': 'We are preparing your order and will let you know when it is ready for pickup at the store.',
  'paymentEmail.nextDelivery': 'Your flowers will be delivered on {date}.',
  'paymentEmail.nextPickupDate': 'Your order will be ready for pickup on {date}.',
  'paymentEmail.reminderSubject': '{shop}: order {id} is waiting for your e-transfer{test}',
  'paymentEmail.reminder': 'We are holding your order {id} at {shop}, but your payment has not reached us yet.',
  'paymentEmail.reminderSend': 'Please send an Interac e-Transfer of {amount} to {email}. Auto-deposit is on, so no passcode is needed.',
  'paymentEmail.reference': 'Payment reference for the transfer’s message: {reference}',
  'paymentEmail.reminderHold': 'We hold your items until {date}. After that the order is cancelled and the items go back on the shelf.',
  'paymentEmail.reminderSent': 'Already sent it? Thank you: it can take a little while to reach us, and we will e-mail you when it does.',
  'paymentEmail.receipt': 'Your receipt: {url}',
  'paymentEmail.contact': 'Questions? Call us at {phone} or answer this e-mail.',
} as const;
