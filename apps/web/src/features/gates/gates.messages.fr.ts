import type { messages as english } from './gates.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'gates.age.title': 'Bienvenue chez {shop}',
  'gates.age.text':
    "Ce site présente du contenu pour adultes et s'adresse aux personnes de 19 ans ou plus. Veuillez confirmer que vous avez 19 ans ou plus pour continuer.",
  'gates.age.ok': 'OK',
  'gates.age.cancel': 'Annuler',
  'gates.disabled.title': 'Les commandes sont suspendues',
  'gates.disabled.text':
    "Les commandes en ligne sont temporairement suspendues pendant notre inventaire annuel et le réapprovisionnement. Veuillez téléphoner au {phone} pour commander par téléphone...",
  'gates.disabled.ok': "Ce n'est pas idéal, mais je comprends.",
};
