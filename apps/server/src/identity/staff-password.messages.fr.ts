import type { messages as english } from './staff-password.messages.en.js';

/** Les courriels envoyés au personnel à la demande d’un administrateur, en français (ICU MessageFormat). */
export const messages: Record<keyof typeof english, string> = {
  'staffInvitation.subject': 'Vous êtes invité à l’arrière-boutique de {shop}',
  'staffInvitation.greeting': 'Bonjour {name},',
  'staffInvitation.intro': '{by} vous a invité à l’arrière-boutique de {shop}, comme {role}, avec l’adresse courriel {email}.',
  'staffInvitation.action': 'Choisissez votre mot de passe ici pour commencer\u00a0:',
  'staffInvitation.button': 'Choisir mon mot de passe',
  'staffInvitation.expiry': 'Le lien fonctionne une fois, pendant sept jours. S’il expire, demandez à {by} de renvoyer l’invitation.',
  'staffInvitation.ignore': 'Si vous n’attendiez pas cette invitation, ignorez ce courriel\u00a0: personne ne peut se connecter au compte tant qu’aucun mot de passe n’est choisi.',
  'staffReset.subject': 'Choisissez un nouveau mot de passe d’arrière-boutique pour {shop}',
  'staffReset.greeting': 'Bonjour,',
  'staffReset.intro': '{by} vous a envoyé un lien pour choisir un nouveau mot de passe pour votre compte d’arrière-boutique {email} chez {shop}.',
  'staffReset.action': 'Choisissez-le ici\u00a0:',
  'staffReset.button': 'Choisir un nouveau mot de passe',
  'staffReset.expiry': 'Le lien fonctionne une fois, pendant une heure. Choisir un nouveau mot de passe déconnecte votre compte partout ailleurs.',
  'staffReset.ignore': 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  'staffPassword.sender': 'Envoyé par {shop} à la demande d’un de ses administrateurs.',
  'staffPassword.role': '{role, select, admin {administrateur} staff {membre du personnel} other {lecteur}}',
};
