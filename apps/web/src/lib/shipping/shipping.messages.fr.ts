import type { messages as english } from './shipping.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'shipping.postalHint': 'Entrez un code postal valide pour voir toutes les options de livraison.',
  'shipping.finding': 'Recherche de la meilleure livraison',
  'shipping.noEstimate': "Pas d'estimation de livraison pour {postal} : {message}",
  'shipping.atCheckout': 'La livraison à {postal} est calculée à la caisse.',
  'shipping.best': 'Meilleure livraison à {postal} : <0>{method}</0>, {price}, {days}',
  'shipping.free': 'Gratuite',
  'shipping.days': '{min} à {max} jours',
  'shipping.shipsFree': 'Votre commande est livrée gratuitement (livraison gratuite à partir de {threshold}).',
  'shipping.freeFrom': 'Livraison gratuite pour les commandes de {threshold} ou plus.',
  'shipping.freeFromAdd': 'Livraison gratuite pour les commandes de {threshold} ou plus : ajoutez encore {remaining}.',
  'shipping.specialOrder': 'Les articles sur commande spéciale peuvent ne pas être admissibles à la livraison gratuite.',
  'shipping.destination.title': 'Indiquer la destination de livraison',
  'shipping.destination.why':
    "Votre code postal nous sert à calculer combien il vous reste à dépenser pour obtenir la livraison gratuite et à estimer la livraison à votre adresse. La livraison est toujours calculée avant le paiement.",
  'shipping.destination.threshold':
    "Plus votre achat se rapproche du seuil de livraison gratuite, moins la livraison vous coûtera. Les articles sur commande spéciale peuvent ne pas être admissibles à la livraison gratuite.",
  'shipping.destination.postal': 'Code postal',
  'shipping.destination.close': 'Fermer',
};
