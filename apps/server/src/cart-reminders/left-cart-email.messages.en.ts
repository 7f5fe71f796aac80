/** The left-cart reminder, in English (ICU MessageFormat; prices and links come formatted). */
export const messages = {
  'leftCartEmail.subject': '{shop}: your cart is waiting for you',
  'leftCartEmail.greeting': 'Hello,',
  'leftCartEmail.intro': 'You left {count, plural, one {an item} other {# items}} in your cart at {shop}:',
  'leftCartEmail.line': '{count} × {name}, {price} each',
  'leftCartEmail.restore': 'Open your cart again, on this or any other device: {url}',
  'leftCartEmail.prices': 'Prices and stock are those of the day you come back.',
  'leftCartEmail.why': 'You get this one reminder because you ticked the box for it at our checkout. We will not send another about this cart.',
  'leftCartEmail.unsubscribe': 'No more reminders from us: {url}',
  'leftCartEmail.contact': 'Questions? Call us at {phone} or answer this e-mail.',
} as const;
