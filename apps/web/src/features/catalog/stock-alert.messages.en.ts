// The item page's back-in-stock alert form: its own catalogue, downloaded with the form.
export const messages = {
  'stockAlert.heading': 'Get one e-mail when it’s back',
  'stockAlert.email': 'Email Address',
  'stockAlert.submit': 'Send me the confirmation e-mail',
  'stockAlert.sending': 'Sending...',
  'stockAlert.sent':
    'Check your e-mail: we sent a link to {email}. Your alert starts once you confirm it there; if nothing arrives, look in your spam folder.',
  'stockAlert.emailInvalid': 'Enter your e-mail address, like name@example.ca.',
  'stockAlert.consentNeeded': 'Tick the box to agree to the e-mail.',
  'stockAlert.inStock': 'Good news: this item is in stock again. You can order it now.',
  'stockAlert.tooMany': 'Too many alerts were asked for from your connection. Please try again in an hour.',
  'stockAlert.failed': 'We could not take your request: {message}',
  'stockAlert.privacy': 'We use your address for this one e-mail only.',
} as const;
