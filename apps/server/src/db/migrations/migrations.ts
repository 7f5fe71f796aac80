import type { Migration } from 'kysely';
import * as catalog from './0001-catalog.js';
import * as storeSettings from './0002-store-settings.js';
import * as orders from './0003-orders.js';
import * as payments from './0004-payments.js';
import * as auditLog from './0005-audit-log.js';
import * as identity from './0006-identity.js';
import * as salesTax from './0007-sales-tax.js';
import * as floristDelivery from './0008-florist-delivery.js';
import * as orderLocale from './0009-order-locale.js';
import * as moneyOut from './0010-money-out.js';
import * as orderSubmissionLimits from './0011-order-submission-limits.js';
import * as pictureBytes from './0012-picture-bytes.js';
import * as searchSpelling from './0013-search-spelling.js';
import * as shipments from './0014-shipments.js';
import * as deposits from './0015-deposits.js';
import * as listingFilters from './0017-listing-filters.js';
import * as stockAlerts from './0018-stock-alerts.js';
import * as giftOrders from './0019-gift-orders.js';
import * as savedAddresses from './0020-saved-addresses.js';
import * as cartReminders from './0021-cart-reminders.js';
import * as sameTransfer from './0022-same-transfer.js';
import * as passwordResets from './0023-password-resets.js';
import * as catalogImports from './0024-catalog-imports.js';
import * as emailChanges from './0025-email-changes.js';
import * as staffPasswordLinks from './0026-staff-password-links.js';
import * as backupRuns from './0027-backup-runs.js';
import * as salePrices from './0028-sale-prices.js';
import * as promotions from './0029-promotions.js';
import * as giftCards from './0030-gift-cards.js';
import * as orderLinesByItem from './0034-order-lines-by-item.js';
import * as searchFacts from './0035-search-facts.js';

/** Every migration, in order. Landed migrations are frozen: add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-store-settings': storeSettings,
  '0003-orders': orders,
  '0004-payments': payments,
  '0005-audit-log': auditLog,
  '0006-identity': identity,
  '0007-sales-tax': salesTax,
  '0008-florist-delivery': floristDelivery,
  '0009-order-locale': orderLocale,
  '0010-money-out': moneyOut,
  '0011-order-submission-limits': orderSubmissionLimits,
  '0012-picture-bytes': pictureBytes,
  '0013-search-spelling': searchSpelling,
  '0014-shipments': shipments,
  '0015-deposits': deposits,
  '0017-listing-filters': listingFilters,
  '0018-stock-alerts': stockAlerts,
  '0019-gift-orders': giftOrders,
  '0020-saved-addresses': savedAddresses,
  '0021-cart-reminders': cartReminders,
  '0022-same-transfer': sameTransfer,
  '0023-password-resets': passwordResets,
  '0024-catalog-imports': catalogImports,
  '0025-email-changes': emailChanges,
  '0026-staff-password-links': staffPasswordLinks,
  '0027-backup-runs': backupRuns,
  '0028-sale-prices': salePrices,
  '0029-promotions': promotions,
  '0030-gift-cards': giftCards,
  '0034-order-lines-by-item': orderLinesByItem,
  '0035-search-facts': searchFacts,
};
