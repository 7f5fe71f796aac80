// A gift card bought in the cart: its amount, who gets it, when, and the message.
export const messages = {
  'giftCardLines.name': 'Gift card {amount}',
  'giftCardLines.to': 'For {recipient}',
  'giftCardLines.toEmail': 'For {recipient} ({email})',
  'giftCardLines.toYou': 'Sent to you',
  'giftCardLines.sendOn': 'Sent on {date}',
  'giftCardLines.sendNow': 'Sent when the order is paid',
  'giftCardLines.message': 'Message: “{message}”',
  'giftCardLines.delete': 'Delete gift card {amount} for {recipient}',
  'giftCardLines.removed': 'Removed the gift card from the cart',
  'giftCardLines.you': 'you',
} as const;
