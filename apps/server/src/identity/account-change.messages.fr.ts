import type { messages as english } from './account-change.messages.en.js';

/** The e-mails of a signed-in member's changes, in Canadian French (no-break space before a colon). */
export const messages: Record<keyof typeof english, string> = {
  'accountChange.greeting': 'Bonjour,',
  'accountChange.passwordSubject': 'Votre mot de passe chez {shop} a été changé',
  'accountChange.passwordIntro': 'Le mot de passe du compte membre de {email} chez {shop} a été changé le {when} (UTC). Tous les autres appareils connectés au compte ont été déconnectés.',
  'accountChange.notYou': 'Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe avec le lien ci-dessous\u00a0: votre compte sera déconnecté partout.',
  'accountChange.resetButton': 'Choisir un nouveau mot de passe',
  'accountChange.passwordSender': 'Envoyé par {shop} parce que le mot de passe de votre compte membre a changé. Ces avis ne peuvent pas être désactivés\u00a0: ils protègent votre compte.',
  'accountChange.confirmSubject': 'Confirmez votre nouvelle adresse courriel chez {shop}',
  'accountChange.confirmIntro': 'Le compte membre de {oldEmail} chez {shop} a demandé à utiliser désormais cette adresse, {newEmail}.',
  'accountChange.confirmAction': 'Confirmez-la ici\u00a0: d’ici là, le compte garde son ancienne adresse.',
  'accountChange.confirmButton': 'Confirmer ma nouvelle adresse',
  'accountChange.confirmExpiry': 'Le lien fonctionne une seule fois, pendant une heure.',
  'accountChange.confirmIgnore': 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne change.',
  'accountChange.confirmSender': 'Envoyé par {shop} parce qu’un membre a demandé à utiliser cette adresse pour son compte.',
  'accountChange.emailSubject': 'Votre compte chez {shop} change d’adresse courriel',
  'accountChange.emailIntro': 'Le {when} (UTC), le compte membre de {oldEmail} chez {shop} a demandé à utiliser désormais {newEmail}. Nous avons envoyé un lien à {newEmail}\u00a0: le compte change d’adresse quand il est ouvert, puis se connecte avec cette adresse seulement.',
  'accountChange.emailNotYou': 'Si ce n’était pas vous, quelqu’un connaît votre mot de passe\u00a0: choisissez-en un nouveau dès maintenant avec le lien ci-dessous. Le lien envoyé cesse alors de fonctionner.',
  'accountChange.emailSender': 'Envoyé par {shop} à l’adresse que votre compte membre utilisait jusqu’ici.',
};
