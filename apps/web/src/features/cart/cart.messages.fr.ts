import type { messages as english } from './cart.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'cart.region': "Panier d'achat",
  'cart.yourCart': 'Votre panier',
  'cart.close': 'Fermer le panier',
  'cart.subtotal': 'Sous-total {amount}',
  'cart.view': 'Voir le panier',
  'cart.checkout': 'Passer à la caisse',
  'cart.title': 'Panier',
  'cart.removeAll': 'Tout retirer',
  'cart.removeAllTitle': 'Tout retirer?',
  'cart.removeAllText': 'Tous les articles seront retirés de votre panier. Voulez-vous continuer?',
  'cart.no': 'Non',
  'cart.yes': 'Oui',
};
