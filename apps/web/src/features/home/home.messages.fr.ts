import type { messages as english } from './home.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'home.shop': 'Magasiner chez The Back Room',
  'home.notFound.title': 'Page introuvable',
  'home.notFound.text': "Nous n'avons pas trouvé cette page. Elle a peut-être été déplacée.",
  'home.notFound.back': 'Retour à la boutique',
};
