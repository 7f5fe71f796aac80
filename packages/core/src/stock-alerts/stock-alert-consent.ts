import type { Locale } from '../locale.js';

// Apart from the rules: the item page needs the rules at once, the wording only with the form.

const CONSENT_WORDING: Record<Locale, (shop: string) => string> = {
  'en-CA': (shop) => `Yes, ${shop} may send me one e-mail at this address when this item is back in stock. I can unsubscribe at any time.`,
  'fr-CA': (shop) =>
    `Oui, ${shop} peut m’envoyer un seul courriel à cette adresse quand cet article sera de retour en stock. Je peux me désabonner en tout temps.`,
};

/** The consent box's exact wording in `locale`: shown beside the box and stored with the consent. */
export function stockAlertConsentText(locale: Locale, shopName: string): string {
  return CONSENT_WORDING[locale](shopName.trim() || 'The shop');
}
