import type { messages as english } from './stock-alert.messages.en';

export const messages: Record<keyof typeof english, string> = {
  'stockAlert.heading': 'Recevez un seul courriel à son retour',
  'stockAlert.email': 'Adresse courriel',
  'stockAlert.submit': 'Envoyez-moi le courriel de confirmation',
  'stockAlert.sending': 'Envoi...',
  'stockAlert.sent':
    'Consultez vos courriels\u00a0: nous avons envoyé un lien à {email}. Votre alerte commence quand vous la confirmez\u00a0; si rien n’arrive, regardez dans vos courriels indésirables.',
  'stockAlert.emailInvalid': 'Entrez votre adresse courriel, par exemple nom@exemple.ca.',
  'stockAlert.consentNeeded': 'Cochez la case pour accepter le courriel.',
  'stockAlert.inStock': 'Bonne nouvelle\u00a0: cet article est de nouveau en stock. Vous pouvez le commander maintenant.',
  'stockAlert.tooMany': 'Trop d’alertes ont été demandées depuis votre connexion. Veuillez réessayer dans une heure.',
  'stockAlert.failed': 'Nous n’avons pas pu prendre votre demande\u00a0: {message}',
  'stockAlert.privacy': 'Nous utilisons votre adresse pour ce seul courriel.',
} as const;
