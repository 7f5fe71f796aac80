import type { messages as english } from './promotion-lines.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'promotionLines.label': 'Promotions',
  'promotionLines.line': '{label} : −\u2060{amount}',
  'promotionLines.hints': 'Promotions à portée de main',
  'promotionLines.subtotal': 'Sous-total après promotions {amount}',
  'promotionLines.code': 'Code {code} : −\u2060{amount}',
  'promotionLines.codeNotCombined': 'Le code {code} ne se combine pas avec les promotions, qui vous font économiser davantage.',
  'promotionLines.subtotalAfterCode': 'Sous-total après rabais {amount}',
};
