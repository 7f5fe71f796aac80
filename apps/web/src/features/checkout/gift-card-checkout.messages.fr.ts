import type { messages as english } from './gift-card-checkout.messages.en';

// Les cartes-cadeaux au paiement : les codes qui paient, les cartes achetées, le reste à payer.
export const messages: Record<keyof typeof english, string> = {
  'giftCardCheckout.label': 'Code de carte-cadeau',
  'giftCardCheckout.apply': 'Utiliser la carte',
  'giftCardCheckout.title': 'Payer avec une carte-cadeau',
  'giftCardCheckout.applied': 'Carte-cadeau •••• {last4}\u00a0: {amount} appliqué, il reste {left} sur la carte.',
  'giftCardCheckout.notNeeded': 'Carte-cadeau •••• {last4}\u00a0: pas nécessaire pour cette commande ({left} sur la carte).',
  'giftCardCheckout.checking': 'Vérification de la carte-cadeau {code}…',
  'giftCardCheckout.remove': 'Retirer',
  'giftCardCheckout.removeLabel': 'Retirer la carte-cadeau se terminant par {last4}',
  'giftCardCheckout.unknown': 'Nous ne connaissons pas ce code de carte-cadeau. Vérifiez-le et réessayez.',
  'giftCardCheckout.tooMany': 'Trop de codes de carte-cadeau ont été essayés. Veuillez attendre 15 minutes et réessayer.',
  'giftCardCheckout.unchecked': "La carte-cadeau n'a pas pu être vérifiée. Veuillez réessayer.",
  'giftCardCheckout.already': 'Cette carte-cadeau est déjà appliquée.',
  'giftCardCheckout.most': 'Une commande peut utiliser au plus {count} cartes-cadeaux.',
  'giftCardCheckout.storedRefused': 'La carte-cadeau se terminant par {last4} ne peut plus être utilisée et a été retirée.',
  'giftCardCheckout.summaryLine': 'Carte-cadeau •••• {last4}',
  'giftCardCheckout.amountDue': 'Reste à payer',
  'giftCardCheckout.nothingDue': 'Vos cartes-cadeaux paient toute la commande\u00a0: il ne reste rien à payer.',
  'giftCardCheckout.bought': 'Cartes-cadeaux',
  'giftCardCheckout.boughtLine': 'Carte-cadeau de {amount} pour {recipient}',
  'giftCardCheckout.toYou': 'vous',
  'giftCardCheckout.byEmail': "Les cartes-cadeaux sont envoyées par courriel\u00a0: il n'y a rien à expédier.",
  'giftCardCheckout.method': 'Par courriel',
  'giftCardCheckout.placeOrder': 'Passer la commande',
  'giftCardCheckout.notForCards': "Les cartes-cadeaux paient les articles et la livraison seulement, pas les cartes-cadeaux achetées dans la même commande.",
};
