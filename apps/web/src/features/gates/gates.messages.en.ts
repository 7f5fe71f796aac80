// The age gate and the closed-shop notice (SPEC section 2).
export const messages = {
  'gates.age.title': 'Welcome to {shop}',
  'gates.age.text':
    'This site has adult material and is intended for people 19 years of age or older. Please confirm that you are 19 or older to continue.',
  'gates.age.ok': 'OK',
  'gates.age.cancel': 'Cancel',
  'gates.disabled.title': 'Ordering is paused',
  'gates.disabled.text':
    'Ordering from the site is temporarily disabled while we perform yearly inventory and restock. Please call {phone} to order by phone...',
  'gates.disabled.ok': 'Its not OK but I understand.',
} as const;
