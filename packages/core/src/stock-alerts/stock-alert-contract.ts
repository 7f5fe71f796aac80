import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../locale.js';
import { isEmailAddress } from '../orders/checkout-rules.js';

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
