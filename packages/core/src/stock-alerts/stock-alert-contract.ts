import { z } from 'zod';
import { type Item } from '../catalog.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale.js';
import { isEmailAddress } from '../orders/checkout-rules.js';

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

/** The most characters of an e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** POST items/{id}/stock-alerts: the shopper's address, their ticked consent, and the language they read. */
export const SubscribeStockAlertBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email Address is required.')
    .max(MAX_EMAIL_LENGTH, `Email Address is at most ${MAX_EMAIL_LENGTH} characters.`)
    .refine(isEmailAddress, 'Email Address is not a valid e-mail address.'),
  consent: z.literal(true, { error: 'Tick the box to agree to the e-mail.' }),
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type SubscribeStockAlertBody = z.infer<typeof SubscribeStockAlertBody>;

/** The answer to a request: the same whatever the address (it never says whether it was known). */
export const StockAlertRequested = z.object({ status: z.literal('confirmation-sent') });
export type StockAlertRequested = z.infer<typeof StockAlertRequested>;

/** A link's secret: 256 random bits in base64url. Its hash is stored, never the secret. */
export const StockAlertToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not an alert link');

/** GET stock-alerts/waiting (staff): confirmed shoppers waiting, per item. */
export const WaitingShoppers = z.array(z.object({ itemId: z.string(), waiting: z.number().int() }));
export type WaitingShoppers = z.infer<typeof WaitingShoppers>;

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
export function canAskForStockAlert(item: Pick<Item, 'stock' | 'discontinued' | 'group'>): boolean {
  return !item.group.enabled && !item.discontinued && item.stock <= 0;
}
