import type { messages as english } from './florist-gift.messages.en';

// Les mots du cadeau d'une commande de fleurs, en français canadien.
export const messages: Record<keyof typeof english, string> = {
  'floristGift.title': 'À qui sont destinées les fleurs?',
  'floristGift.forMe': 'Pour moi',
  'floristGift.forSomeoneElse': 'Pour quelqu’un d’autre (un cadeau)',
  'floristGift.recipientName': 'Nom du destinataire',
  'floristGift.recipientPhone': 'Téléphone du destinataire',
  'floristGift.recipientPhoneHelp': 'Seulement pour le livreur ou le magasin, s’il ne trouve pas la personne.',
  'floristGift.deliveryNamesHint': 'L’adresse de livraison ci-dessous est celle du destinataire.',
  'floristGift.card': 'Message de la carte',
  'floristGift.cardHelp': 'Écrit sur la carte qui accompagne les fleurs, tel que vous le tapez.',
  'floristGift.cardCount': '{count} / {max} caractères, au plus {lines} lignes',
  'floristGift.window': 'Heure de livraison',
  'floristGift.pickupWindow': 'Heure de cueillette',
  'floristGift.windowName': '{window, select, morning {Matin} other {Après-midi}}, {hours}',
  'floristGift.windowsFull': 'Toutes les heures de livraison de cette date sont prises\u00a0: choisissez une autre date.',
  'floristGift.windowDropped': 'L’heure choisie pour cette date n’est plus offerte\u00a0: veuillez en choisir une autre.',
};
