import type { messages as english } from './left-cart-email.messages.en.js';

/** The left-cart reminder, in Canadian French (no-break space before a colon, as the order e-mails). */
export const messages: Record<keyof typeof english, string> = {
  'leftCartEmail.subject': '{shop}\u00a0: votre panier vous attend',
  'leftCartEmail.greeting': 'Bonjour,',
  'leftCartEmail.intro': '{count, plural, one {Vous avez laissé un article} other {Vous avez laissé # articles}} dans votre panier chez {shop}\u00a0:',
  'leftCartEmail.line': '{count} × {name}, {price} chacun',
  'leftCartEmail.restore': 'Rouvrez votre panier, sur cet appareil ou un autre\u00a0: {url}',
  'leftCartEmail.prices': 'Les prix et les stocks sont ceux du jour de votre retour.',
  'leftCartEmail.why':
    'Vous recevez ce seul rappel parce que vous avez coché la case à cet effet lors de votre commande. Nous n’en enverrons pas d’autre pour ce panier.',
  'leftCartEmail.unsubscribe': 'Plus aucun rappel de notre part\u00a0: {url}',
  'leftCartEmail.contact': 'Des questions? Appelez-nous au {phone} ou répondez à ce courriel.',
};
