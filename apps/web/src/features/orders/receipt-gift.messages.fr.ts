import type { messages as english } from './receipt-gift.messages.en';

// Le cadeau d'une commande de fleurs sur son reçu.
export const messages: Record<keyof typeof english, string> = {
  'receiptGift.title': 'Vos fleurs',
  'receiptGift.deliveryWindow': 'Heure de livraison\u00a0: <0>{window, select, morning {matin} other {après-midi}}, {hours}</0>',
  'receiptGift.pickupWindow': 'Heure de cueillette\u00a0: <0>{window, select, morning {matin} other {après-midi}}, {hours}</0>',
  'receiptGift.recipient': 'Pour\u00a0: <0>{name}</0> (téléphone <1>{phone}</1>)',
  'receiptGift.card': 'Message de la carte',
};
