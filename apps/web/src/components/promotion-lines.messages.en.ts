// The promotions a cart gets, in the cart drawer and on the cart page.
export const messages = {
  'promotionLines.label': 'Promotions',
  'promotionLines.line': '{label}: −\u2060{amount}',
  'promotionLines.hints': 'Promotions within reach',
  'promotionLines.subtotal': 'Subtotal after promotions {amount}',
  'promotionLines.code': 'Code {code}: −\u2060{amount}',
  'promotionLines.codeNotCombined': 'Code {code} does not combine with the promotions, which save you more.',
  'promotionLines.subtotalAfterCode': 'Subtotal after discounts {amount}',
} as const;
