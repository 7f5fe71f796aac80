import type { Item } from '../catalog.js';

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

/**
 * Whether a shopper may ask to hear when `item` is back: an item one can buy on its own (not a
 * group head, whose variants are asked for instead) that is sold out and not discontinued (it
 * would not come back).
 */
export function canAskForStockAlert(item: Pick<Item, 'stock' | 'discontinued'> & { group: Pick<Item['group'], 'enabled'> }): boolean {
  return !item.group.enabled && !item.discontinued && item.stock <= 0;
}
