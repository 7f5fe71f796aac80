import type { messages as english } from './fulfilment-email.messages.en.js';

/** The shopper's e-mails as the order leaves the shop, in Canadian French (no-break space before a colon, as the order e-mails). */
export const messages: Record<keyof typeof english, string> = {
  'fulfilmentEmail.shipped.subject': 'Votre commande {id} chez {shop} est en route',
  'fulfilmentEmail.anotherParcel.subject': 'Commande {id} chez {shop}\u00a0: un autre colis est en route',
  'fulfilmentEmail.readyForPickup.subject': 'Votre commande {id} chez {shop} est prête pour la cueillette',
  'fulfilmentEmail.delivered.subject': 'Votre commande {id} chez {shop} a été livrée',
  'fulfilmentEmail.greeting': 'Bonjour {name},',
  'fulfilmentEmail.shipped': 'Votre commande {id} chez {shop} a été expédiée.',
  'fulfilmentEmail.anotherParcel': 'Un autre colis de votre commande {id} chez {shop} a été expédié.',
  'fulfilmentEmail.ownDelivery': 'Votre commande {id} chez {shop} est en cours de livraison par notre propre livreur.',
  'fulfilmentEmail.track': '{count, plural, one {Suivez votre colis\u00a0:} other {Suivez vos colis\u00a0:}}',
  'fulfilmentEmail.parcel': '{carrier} {number}',
  'fulfilmentEmail.deliveryHeading': 'Livraison à\u00a0:',
  'fulfilmentEmail.deliveryDate': 'Date de livraison\u00a0: {date}',
  'fulfilmentEmail.readyForPickup': 'Votre commande {id} chez {shop} est prête\u00a0: venez la chercher.',
  'fulfilmentEmail.pickupDate': 'Date de cueillette\u00a0: {date}',
  'fulfilmentEmail.pickupAddress': 'Où\u00a0:',
  'fulfilmentEmail.pickupHours': 'Heures d’ouverture\u00a0:',
  'fulfilmentEmail.bringOrderNumber': 'Veuillez donner votre numéro de commande, {id}, au comptoir.',
  'fulfilmentEmail.delivered': 'Vos fleurs de {shop} (commande {id}) ont été livrées à {recipient}.',
  'fulfilmentEmail.deliveredThanks': 'Merci de nous avoir choisis.',
  'fulfilmentEmail.receipt': 'Votre reçu\u00a0: {url}',
  'fulfilmentEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
