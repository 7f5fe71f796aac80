import type { messages as english } from './payment-email.messages.en.js';

/** The shopper's e-transfer e-mails in Canadian French (as order-email.messages.fr: no-break space before a colon). */
export const messages: Record<keyof typeof english, string> = {
  'paymentEmail.receivedSubject': '{shop}\u00a0: paiement reçu pour la commande {id}{test}',
  'paymentEmail.greeting': 'Bonjour {name},',
  'paymentEmail.received': 'Nous avons bien reçu votre Virement Interac de {amount} pour la commande {id} ({reference}). Merci!',
  'paymentEmail.nextShip': 'Nous préparons votre commande et vous écrirons dès qu’elle sera en route.',
  'paymentEmail.nextPickup': 'Nous préparons votre commande et vous écrirons dès qu’elle sera prête pour la cueillette au magasin.',
  'paymentEmail.nextDelivery': 'Vos fleurs seront livrées le {date}.',
  'paymentEmail.nextPickupDate': 'Votre commande sera prête pour la cueillette le {date}.',
  'paymentEmail.reminderSubject': '{shop}\u00a0: la commande {id} attend votre virement{test}',
  'paymentEmail.reminder': 'Nous réservons votre commande {id} chez {shop}, mais votre paiement ne nous est pas encore parvenu.',
  'paymentEmail.reminderSend': 'Veuillez envoyer un Virement Interac de {amount} à {email}. Le dépôt automatique est activé\u00a0: aucun mot de passe n’est nécessaire.',
  'paymentEmail.reference': 'Référence de paiement à inscrire dans le message du virement\u00a0: {reference}',
  'paymentEmail.reminderHold': 'Nous réservons vos articles jusqu’au {date}. Ensuite, la commande est annulée et les articles retournent en rayon.',
  'paymentEmail.reminderSent': 'Déjà envoyé? Merci\u00a0: il peut falloir un peu de temps pour qu’il nous parvienne, et nous vous écrirons à sa réception.',
  'paymentEmail.receipt': 'Votre reçu\u00a0: {url}',
  'paymentEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
