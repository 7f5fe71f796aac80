import type { messages as english } from './receipt-gift-cards.messages.en';

// Les cartes-cadeaux sur un reçu : celles achetées (pour qui, quand) et celles qui ont payé.
export const messages: Record<keyof typeof english, string> = {
  'receiptGiftCards.bought': 'Cartes-cadeaux achetées',
  'receiptGiftCards.boughtLine': '{amount} pour <0>{recipient}</0>',
  'receiptGiftCards.toYou': 'vous',
  'receiptGiftCards.sendOn': 'envoyée par courriel le {date}',
  'receiptGiftCards.sendWhenPaid': 'envoyée par courriel dès que la commande est payée',
  'receiptGiftCards.sent': 'envoyée (carte se terminant par {last4})',
  'receiptGiftCards.message': 'Message\u00a0: «\u00a0{message}\u00a0»',
  'receiptGiftCards.soldRow': 'Cartes-cadeaux',
  'receiptGiftCards.usedRow': 'Carte-cadeau •••• {last4}',
  'receiptGiftCards.amountDue': 'Reste à payer',
  'receiptGiftCards.byEmail': 'Par courriel',
  'receiptGiftCards.noExpiry': 'Les cartes-cadeaux n’expirent jamais et n’entraînent aucuns frais.',
};
