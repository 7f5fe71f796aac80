// The home page and the not-found page.
export const messages = {
  'home.shop': 'Shop The Back Room',
  'home.notFound.title': 'Page not found',
  'home.notFound.text': 'We could not find that page. It may have moved.',
  'home.notFound.back': 'Back to the shop',
} as const;
