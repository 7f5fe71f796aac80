import type { messages as english } from './saved-cart.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'savedCart.title': 'Votre panier est de retour',
  'savedCart.loading': 'Récupération de votre panier...',
  'savedCart.intro': 'Ces articles sont de nouveau dans votre panier, aux prix d’aujourd’hui\u00a0:',
  'savedCart.line': '{count} × {name}',
  'savedCart.changed.unavailable': '{name} n’est plus vendu\u00a0: il a été retiré.',
  'savedCart.changed.unavailableUnnamed': 'Un article de votre panier n’est plus vendu\u00a0: il a été retiré.',
  'savedCart.changed.sold-out': '{name} est épuisé pour le moment\u00a0: il a été retiré.',
  'savedCart.changed.fewer-left': 'Il ne reste que {count} {name}\u00a0: votre panier les contient tous.',
  'savedCart.nothing': 'Plus rien du panier que vous avez laissé n’est vendu.',
  'savedCart.toCart': 'Voir votre panier',
  'savedCart.checkout': 'Passer à la caisse',
  'savedCart.unknownTitle': 'Ce lien n’ouvre aucun panier',
  'savedCart.unknown': 'Le panier a peut-être été supprimé. Parcourez la boutique pour en remplir un nouveau.',
  'savedCart.failed': 'Votre panier n’a pas pu être récupéré. Vérifiez votre connexion et réessayez.',
  'savedCart.retry': 'Réessayer',
  'savedCart.home': 'Aller à la boutique',
  'savedCart.unsubscribeTitle': 'Ne plus recevoir de rappels de panier',
  'savedCart.unsubscribeText':
    'Nous envoyons un seul rappel quand vous laissez des articles dans votre panier après l’avoir demandé à la caisse. Les arrêter pour cette adresse courriel?',
  'savedCart.unsubscribe': 'Se désabonner',
  'savedCart.unsubscribing': 'Désabonnement...',
  'savedCart.unsubscribed': 'C’est fait\u00a0: cette adresse courriel ne recevra plus de rappels de panier de notre part.',
};
