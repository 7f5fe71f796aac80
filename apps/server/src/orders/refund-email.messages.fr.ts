import type { messages as english } from './refund-email.messages.en.js';

/** The shopper's refund e-mail in Canadian French (no-break space before a colon, as the order e-mails). */
export const messages: Record<keyof typeof english, string> = {
  'refundEmail.subject': 'Remboursement sur la commande {id} chez {shop}{test}',
  'refundEmail.greeting': 'Bonjour {name},',
  'refundEmail.refunded': 'Nous vous avons remboursé {amount} sur votre commande {id} chez {shop}.',
  'refundEmail.cancelled': 'Votre commande {id} chez {shop} a été annulée et nous vous avons remboursé {amount}.',
  'refundEmail.card':
    'Le montant est recrédité sur la carte utilisée pour le paiement. Selon votre banque, il apparaît d’ici 3 à 10 jours ouvrables.',
  'refundEmail.emt': 'Nous vous l’envoyons à {email} par Virement Interac.',
  'refundEmail.giftCard': 'Il a été remis sur la carte-cadeau utilisée pour payer\u00a0: son solde est déjà à jour.',
  'refundEmail.split': 'De ce montant, {toCards} a été remis sur la carte-cadeau utilisée pour payer (son solde est déjà à jour) et {rest} vous est rendu par votre paiement\u00a0:',
  'refundEmail.manual': 'Nous vous le rendons par le mode de paiement utilisé; appelez-nous si vous ne l’avez pas reçu d’ici 10 jours ouvrables.',
  'refundEmail.line': '{count} x {name}',
  'refundEmail.shipping': 'Livraison\u00a0: {amount}',
  'refundEmail.adjustment': 'Autre montant\u00a0: {amount}',
  'refundEmail.discount': 'Moins votre rabais\u00a0: -{amount}',
  'refundEmail.tax': '{label}\u00a0: {amount}',
  'refundEmail.total': 'Remboursé\u00a0: {amount}',
  'refundEmail.allRefunded': 'Remboursé sur cette commande jusqu’ici\u00a0: {amount} sur {total}.',
  'refundEmail.receipt': 'Votre reçu\u00a0: {url}',
  'refundEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
