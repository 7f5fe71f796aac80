import type { Item } from '../catalog.js';
import type { Locale } from '../locale.js';

// No zod here: the item page imports these rules, and its first download stays light.

/** An unconfirmed request for a back-in-stock e-mail ends after this many days (docs/decisions/046). */
export const STOCK_ALERT_PENDING_DAYS = 7;

/**
 * How many requests one connection may make per hour (over it: 429), and how many confirmation
 * e-mails one address may be sent per day (over it: nothing is sent, and nothing says so).
 */
export const STOCK_ALERT_LIMITS = {
  requestsPerAddressPerHour: 10,
  confirmationsPerEmailPerDay: 3,
} as const;

/** Why a request for an alert is refused (409), as a closed code the storefront words. */
export const STOCK_ALERT_REFUSALS = ['item-in-stock', 'item-not-alertable'] as const;
export type StockAlertRefusal = (typeof STOCK_ALERT_REFUSALS)[number];

const CONSENT_WORDING: Record<Locale, (shop: string) => string> = {
  'en-CA': (shop) => `Yes, ${shop} may send me one e-mail at this address when this item is back in stock. I can unsubscribe at any time.`,
  'fr-CA': (shop) =>
    `Oui, ${shop} peut m’envoyer un seul courriel à cette adresse quand cet article sera de retour en stock. Je peux me désabonner en tout temps.`,
};

/** The consent box's exact wording in `locale`: shown beside the box and stored with the consent. */
export function stockAlertConsentText(locale: Locale, shopName: string): string {
  return CONSENT_WORDING[locale](shopName.trim() || 'The shop');
}

/**
 * Whether a shopper may ask to hear when `item` is back: an item one can buy on its own (not a
 * group head, whose variants are asked for instead) that is sold out and not discontinued (it
 * would not come back).
 */
export function canAskForStockAlert(item: Pick<Item, 'stock' | 'discontinued'> & { group: Pick<Item['group'], 'enabled'> }): boolean {
  return !item.group.enabled && !item.discontinued && item.stock <= 0;
}
