import type { messages as english } from './cart.messages.en';

// A no-break space before each colon: a long item name never leaves the colon alone at a line's start.
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
  'cart.reorder.title': 'La commande {order} est de retour dans votre panier, aux prix d’aujourd’hui',
  'cart.reorder.unchanged': 'Tout est comme vous l’avez commandé, aux mêmes prix.',
  'cart.reorder.changed': 'Certaines choses ont changé depuis votre commande\u00a0:',
  'cart.reorder.priceUp': '{name}\u00a0: maintenant {price}, plus cher qu’avant ({pastPrice}).',
  'cart.reorder.priceDown': '{name}\u00a0: maintenant {price}, moins cher qu’avant ({pastPrice}).',
  'cart.reorder.lessStock': '{name}\u00a0: il n’en reste que {added} sur les {ordered} commandés; {added, plural, one {# ajouté} other {# ajoutés}}.',
  'cart.reorder.outOfStock': '{name}\u00a0: en rupture de stock, non ajouté.',
  'cart.reorder.discontinued': '{name}\u00a0: n’est plus offert et est épuisé, non ajouté.',
  'cart.reorder.noLongerSold': '{name}\u00a0: n’est plus vendu en ligne, non ajouté.',
  'cart.reorder.dismiss': 'Fermer',
};
