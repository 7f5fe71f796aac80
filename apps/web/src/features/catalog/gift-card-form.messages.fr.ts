import type { messages as english } from './gift-card-form.messages.en';

// La page d'une carte-cadeau : le montant, qui la reçoit, le message et le jour de l'envoi.
export const messages: Record<keyof typeof english, string> = {
  'giftCardForm.amount': 'Montant',
  'giftCardForm.amountChoices': 'Choisissez un montant',
  'giftCardForm.otherAmount': 'Autre montant ($)',
  'giftCardForm.amountLimits': 'De {min} à {max}',
  'giftCardForm.amountProblem': 'Entrez un montant de {min} à {max}.',
  'giftCardForm.fixedAmount': 'Cette carte-cadeau vaut {amount}.',
  'giftCardForm.chooseVariant': 'Choisissez le montant de la carte-cadeau ci-dessus.',
  'giftCardForm.recipient': 'Qui la reçoit',
  'giftCardForm.toMe': 'Me l’envoyer',
  'giftCardForm.toSomeone': 'L’envoyer à quelqu’un d’autre',
  'giftCardForm.recipientName': 'Nom du destinataire',
  'giftCardForm.recipientEmail': 'Courriel du destinataire',
  'giftCardForm.nameProblem': 'Entrez le nom du destinataire.',
  'giftCardForm.emailProblem': 'Entrez l’adresse courriel du destinataire, comme nom@exemple.com.',
  'giftCardForm.message': 'Message (facultatif)',
  'giftCardForm.messageHelp': '{count} sur {max} caractères',
  'giftCardForm.deliverOn': 'Envoyer le',
  'giftCardForm.deliverOnHelp': 'Laissez vide pour l’envoyer dès que la commande est payée.',
  'giftCardForm.dateProblem': 'Choisissez un jour entre aujourd’hui et dans un an.',
  'giftCardForm.noExpiry': 'Nos cartes-cadeaux n’expirent jamais et n’entraînent aucuns frais.',
  'giftCardForm.add': 'Ajouter la carte-cadeau au panier',
  'giftCardForm.added': 'Carte-cadeau de {amount} ajoutée au panier.',
  'giftCardForm.full': 'Un panier contient au plus {count} cartes-cadeaux.',
  'giftCardForm.checkout': 'Passer à la caisse',
};
