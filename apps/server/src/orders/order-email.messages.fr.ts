import type { messages as english } from './order-email.messages.en.js';

/**
 * The shopper's order e-mails in Canadian French, as a Quebec shopper reads them: a no-break
 * space before a colon, none before a question mark (OQLF), Virement Interac, courriel, cueillette.
 */
export const messages: Record<keyof typeof english, string> = {
  'orderEmail.subject': 'Commande {id} chez {shop}{test}',
  'orderEmail.greeting': 'Bonjour {name},',
  'orderEmail.testOrder': 'Ceci est une commande TEST\u00a0: rien ne sera expédié et aucun argent réel n’est perçu. Veuillez n’envoyer aucun paiement pour cette commande.',
  'orderEmail.thanks': 'Merci pour votre commande {id} chez {shop}.',
  'orderEmail.shippingMethod': 'Livraison\u00a0: {name}',
  // Canada Post's own French names of its services, as the storefront names them.
  'orderEmail.method.PICKUP': 'Cueillette en magasin',
  'orderEmail.method.LOCAL': 'Livraison locale',
  'orderEmail.method.ARMOUR': 'Messagerie Armour',
  'orderEmail.method.CP.RP': 'Postes Canada – Colis standard',
  'orderEmail.method.CP.EP': 'Postes Canada – Colis accélérés',
  'orderEmail.method.CP.XP': 'Postes Canada – Xpresspost',
  'orderEmail.method.CP.PC': 'Postes Canada – Priorité',
  'orderEmail.method.EMAIL': 'Par courriel',
  'orderEmail.subtotal': 'Sous-total\u00a0: {amount}',
  'orderEmail.discount': 'Rabais\u00a0: {code} -{amount}',
  'orderEmail.noDiscount': 'Rabais\u00a0: aucun',
  'orderEmail.shipping': 'Livraison\u00a0: {amount}',
  'orderEmail.tax': '{label}\u00a0: {amount}',
  'orderEmail.total': 'Total\u00a0: {amount}',
  'orderEmail.giftCardsSold': 'Cartes-cadeaux (sans taxe)\u00a0: {amount}',
  'orderEmail.giftCardsApplied': 'Payé par carte-cadeau\u00a0: −{amount}',
  'orderEmail.amountDue': 'Reste à payer\u00a0: {amount}',
  'orderEmail.paidByGiftCards': 'Vos cartes-cadeaux ont payé toute la commande\u00a0: il ne reste rien à payer.',
  'orderEmail.emtInstructions':
    'Veuillez envoyer un Virement Interac de {amount} à {email}. Le dépôt automatique est activé\u00a0: aucun mot de passe n’est nécessaire.',
  'orderEmail.emtReference':
    'IMPORTANT\u00a0: inscrivez votre référence de paiement {reference} dans le message du virement, pour que nous associions tout de suite votre paiement à votre commande.',
  'orderEmail.emtHold': 'Nous réservons vos articles jusqu’au {date} (5 jours ouvrables) et les expédions dès la réception du paiement.',
  'orderEmail.emtNoHold': 'Nous expédions votre commande dès la réception du paiement.',
  'orderEmail.cardPayment': 'Votre commande sera expédiée dès que le paiement par carte sera confirmé.',
  'orderEmail.deliveryHeading': 'Livraison\u00a0:',
  'orderEmail.pickup': 'Cueillette au magasin.',
  'orderEmail.deliveryDate': 'Date de livraison\u00a0: {date}',
  'orderEmail.pickupDate': 'Date de cueillette\u00a0: {date}',
  'orderEmail.deliveryWindow': 'Heure de livraison\u00a0: {window, select, morning {matin} other {après-midi}}, {hours}',
  'orderEmail.pickupWindow': 'Heure de cueillette\u00a0: {window, select, morning {matin} other {après-midi}}, {hours}',
  'orderEmail.recipient': 'Pour\u00a0: {name}, {phone}',
  'orderEmail.cardMessage': 'Message de la carte\u00a0:',
  'orderEmail.instructions': 'Instructions de livraison\u00a0: {notes}',
  'orderEmail.receipt': 'Votre reçu\u00a0: {url}',
  'orderEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
