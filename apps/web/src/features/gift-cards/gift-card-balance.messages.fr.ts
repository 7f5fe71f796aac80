import type { messages as english } from './gift-card-balance.messages.en';

// La page publique du solde d'une carte-cadeau.
export const messages: Record<keyof typeof english, string> = {
  'giftCardBalance.title': 'Solde de carte-cadeau',
  'giftCardBalance.intro': 'Entrez le code inscrit dans le courriel de votre carte-cadeau pour voir ce qu’il reste dessus. Majuscules, espaces et tirets n’ont pas d’importance.',
  'giftCardBalance.code': 'Code de carte-cadeau',
  'giftCardBalance.check': 'Vérifier le solde',
  'giftCardBalance.checking': 'Vérification…',
  'giftCardBalance.result': 'La carte-cadeau se terminant par <0>{last4}</0> contient <1>{balance}</1>.',
  'giftCardBalance.empty': 'Entrez un code de carte-cadeau.',
  'giftCardBalance.unknown': 'Nous ne connaissons pas ce code de carte-cadeau. Vérifiez-le et réessayez.',
  'giftCardBalance.tooMany': 'Trop de codes ont été essayés d’ici. Veuillez attendre 15 minutes et réessayer.',
  'giftCardBalance.unchecked': 'Le solde n’a pas pu être vérifié. Veuillez réessayer.',
  'giftCardBalance.rules': 'Nos cartes-cadeaux n’expirent jamais et n’entraînent aucuns frais. Utilisez-en une ou plusieurs à la caisse\u00a0; ce qu’elles ne couvrent pas se paie par carte ou par virement Interac.',
};
