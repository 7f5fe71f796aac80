// Gift cards on a receipt: those bought (for whom, when) and those that paid (last 4, amount).
export const messages = {
  'receiptGiftCards.bought': 'Gift cards bought',
  'receiptGiftCards.boughtLine': '{amount} for <0>{recipient}</0>',
  'receiptGiftCards.toYou': 'you',
  'receiptGiftCards.sendOn': 'sent by e-mail on {date}',
  'receiptGiftCards.sendWhenPaid': 'sent by e-mail once the order is paid',
  'receiptGiftCards.sent': 'sent (card ending {last4})',
  'receiptGiftCards.message': 'Message: “{message}”',
  'receiptGiftCards.soldRow': 'Gift cards',
  'receiptGiftCards.usedRow': 'Gift card •••• {last4}',
  'receiptGiftCards.amountDue': 'Left to pay',
  'receiptGiftCards.byEmail': 'By e-mail',
  'receiptGiftCards.noExpiry': 'Gift cards never expire and carry no fees.',
} as const;
