import type { messages as english } from './gift-card-lines.messages.en';

// Une carte-cadeau achetée dans le panier : son montant, qui la reçoit, quand, et le message.
export const messages: Record<keyof typeof english, string> = {
  'giftCardLines.name': 'Carte-cadeau de {amount}',
  'giftCardLines.to': 'Pour {recipient}',
  'giftCardLines.toEmail': 'Pour {recipient} ({email})',
  'giftCardLines.toYou': 'Envoyée à vous',
  'giftCardLines.sendOn': 'Envoyée le {date}',
  'giftCardLines.sendNow': 'Envoyée dès que la commande est payée',
  'giftCardLines.message': 'Message\u00a0: «\u00a0{message}\u00a0»',
  'giftCardLines.delete': 'Supprimer la carte-cadeau de {amount} pour {recipient}',
  'giftCardLines.removed': 'Carte-cadeau retirée du panier',
  'giftCardLines.you': 'vous',
};
