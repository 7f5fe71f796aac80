import type { messages as english } from './password-reset.messages.en.js';

/** A member's "forgot password" e-mail in Canadian French (no-break space before a colon, as the order e-mails). */
export const messages: Record<keyof typeof english, string> = {
  'passwordReset.subject': 'Choisissez un nouveau mot de passe pour {shop}',
  'passwordReset.greeting': 'Bonjour,',
  'passwordReset.intro': 'Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour le compte membre de {email} chez {shop}.',
  'passwordReset.action': 'Choisissez-le ici\u00a0:',
  'passwordReset.button': 'Choisir un nouveau mot de passe',
  'passwordReset.expiry': 'Le lien fonctionne une seule fois, pendant une heure. Choisir un nouveau mot de passe déconnecte votre compte partout ailleurs.',
  'passwordReset.ignore': 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  'passwordReset.sender': 'Envoyé par {shop} parce qu’un nouveau mot de passe a été demandé sur sa page des membres.',
};
