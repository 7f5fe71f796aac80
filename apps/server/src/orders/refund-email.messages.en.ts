/** The shopper's refund e-mail in English (ICU MessageFormat; amounts and dates come formatted). */
export const messages = {
  'refundEmail.subject': '{shop} refund on order {id}{test}',
  'refundEmail.greeting': 'Hello {name},',
  'refundEmail.refunded': 'We have refunded {amount} on your order {id} at {shop}.',
  'refundEmail.cancelled': 'Your order {id} at {shop} has been cancelled and we have refunded {amount}.',
  'refundEmail.card': 'The money goes back to the card you paid with. Depending on your bank it shows within 3 to 10 business days.',
  'refundEmail.emt': 'We send it to {email} by Interac e-Transfer.',
  'refundEmail.manual': 'We give it back the way you paid; call us if you have not received it within 10 business days.',
  'refundEmail.line': '{count} x {name}',
  'refundEmail.shipping': 'Shipping: {amount}',
  'refundEmail.adjustment': 'Other amount: {amount}',
  'refundEmail.discount': 'Less your discount: -{amount}',
  'refundEmail.tax': '{label}: {amount}',
  'refundEmail.total': 'Refunded: {amount}',
  'refundEmail.allRefunded': 'Refunded on this order so far: {amount} of {total}.',
  'refundEmail.receipt': 'Your receipt: {url}',
  'refundEmail.contact': 'Questions? Call us at {phone} or answer this e-mail.',
} as const;
