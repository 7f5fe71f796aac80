import type { messages as english } from './gift-card-email.messages.en.js';

/** The gift card e-mail, in Canadian French (no-break space before a colon, as the order e-mails). */
export const messages: Record<keyof typeof english, string> = {
  'giftCardEmail.subject': '{shop}\u00a0: une carte-cadeau pour vous',
  'giftCardEmail.testCard': 'CARTE D’ESSAI\u00a0: cette carte a été vendue sur une commande d’essai. Elle n’a aucune valeur et ne paie que des commandes d’essai.',
  'giftCardEmail.greeting': 'Bonjour {name},',
  'giftCardEmail.greetingNoName': 'Bonjour,',
  'giftCardEmail.from': '{sender} vous offre une carte-cadeau de {amount} chez {shop}.',
  'giftCardEmail.fromShop': '{shop} vous offre une carte-cadeau de {amount}.',
  'giftCardEmail.message': 'Son message\u00a0:',
  'giftCardEmail.code': 'Votre code\u00a0: {code}',
  'giftCardEmail.howTo': 'Entrez ce code à la caisse sur {url} pour payer avec la carte. Gardez-le comme de l’argent comptant\u00a0: quiconque l’a peut le dépenser.',
  'giftCardEmail.rules': 'Cette carte n’expire jamais et ne comporte aucuns frais.',
  'giftCardEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
