import type { Locale } from '../locale.js';

const CONSENT_WORDING: Record<Locale, (shop: string) => string> = {
  'en-CA': (shop) => `Yes, ${shop} may e-mail me one reminder with a link to this cart if I leave without ordering. I can unsubscribe at any time.`,
  'fr-CA': (shop) =>
    `Oui, ${shop} peut m’envoyer un seul courriel de rappel avec un lien vers ce panier si je pars sans commander. Je peux me désabonner en tout temps.`,
};

/** The consent box's words, exactly as the checkout shows them and the shop keeps them as the consent's record (CASL). */
export function leftCartConsentWording(locale: Locale, shopName: string): string {
  return CONSENT_WORDING[locale](shopName);
}
