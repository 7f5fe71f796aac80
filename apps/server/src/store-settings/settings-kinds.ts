import { ClientConfig, DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import { PAYMENT_CONFIG_PARTS } from '@backroom/core/client-config-body';
import { DEFAULT_FLORIST_SETTINGS, FLORIST_SETTINGS_NAME, FloristSettings } from '@backroom/core/florist/florist-settings';
import { DEFAULT_LEFT_CART_SETTINGS, LEFT_CART_SETTINGS_NAME, LeftCartSettings } from '@backroom/core/left-carts/left-cart';
import { DEFAULT_ORDER_LIMITS, ORDER_LIMITS_SETTINGS_NAME, OrderLimits } from '@backroom/core/orders/order-limits';
import { DEFAULT_PAYMENT_SETTINGS, PAYMENT_SETTINGS_NAME, PaymentSettings } from '@backroom/core/payments/payment-settings';
import { DEFAULT_FULFILMENT_SETTINGS, FULFILMENT_SETTINGS_NAME, FulfilmentSettings } from '@backroom/core/shipments/fulfilment-settings';
import { DEFAULT_SHIPPING_SETTINGS } from '@backroom/core/shipping/liverpool-shipping-settings';
import { SHIPPING_SETTINGS_NAME, ShippingSettings, shippingSettingsShown } from '@backroom/core/shipping/shipping-settings';
import type { z } from 'zod';
import type { StaffRole } from '@backroom/core/identity/account-contract';
import type { DocumentTable } from './settings.repository.js';

/** One kind of a store's settings: where its document is kept, its schema, and who may change what. */
export interface SettingsKindOf<Schema extends z.ZodType, Defaults extends z.output<Schema> | null> {
  /** The storefront's configurations (every shopper's page carries them) or the server-only settings. */
  table: DocumentTable;
  /** The document's name in its table. */
  name: string;
  /** Checks what is stored at every read: a document that no longer fits is a server fault (500). */
  schema: Schema;
  /** What applies while none are stored (version null); null: the store must have them (404 without). */
  defaults: Defaults;
  /** How a refusal names them: "The {what} were changed by someone else…". */
  what: string;
  /** The audit log's entity for a change; its id is the document's name. */
  auditEntity: 'config' | 'settings';
  /** The least role that may change them at all. */
  changedBy: StaffRole;
  /** Parts (dotted paths) that only an admin may change: where card payments go. */
  adminParts: readonly string[];
  /** Cached answers and pages carry them: a change raises the catalogue version after its commit. */
  shownToShoppers: boolean;
  /** What staff and the audit log see of them: secrets left out. */
  shown: (settings: z.output<Schema>) => unknown;
}

const settingsKind = <Schema extends z.ZodType, Defaults extends z.output<Schema> | null>(
  kind: Omit<SettingsKindOf<Schema, Defaults>, 'adminParts' | 'shown'> & Partial<Pick<SettingsKindOf<Schema, Defaults>, 'adminParts' | 'shown'>>,
): SettingsKindOf<Schema, Defaults> => ({ adminParts: [], shown: (settings) => settings, ...kind });

/**
 * Every kind of a store's settings, the one list store-settings/ reads and writes them by. Tax
 * is not a kind of its own: `general.tax_mode` and `general.tax_registrations` are read through
 * core's `StoreTaxSettings` view of the general configuration (docs/decisions/036).
 */
export const SETTINGS_KINDS = {
  /** The client configuration (SPEC section 3) that `GET config` serves and every page embeds. */
  general: settingsKind({
    table: 'store_configs',
    name: DEFAULT_CONFIG_NAME,
    schema: ClientConfig,
    defaults: null,
    what: 'settings',
    auditEntity: 'config',
    changedBy: 'staff',
    adminParts: PAYMENT_CONFIG_PARTS,
    shownToShoppers: true,
  }),
  shipping: settingsKind({
    table: 'store_settings',
    name: SHIPPING_SETTINGS_NAME,
    schema: ShippingSettings,
    defaults: DEFAULT_SHIPPING_SETTINGS,
    what: 'shipping settings',
    auditEntity: 'settings',
    changedBy: 'staff',
    shownToShoppers: false,
    shown: shippingSettingsShown,
  }),
  florist: settingsKind({
    table: 'store_settings',
    name: FLORIST_SETTINGS_NAME,
    schema: FloristSettings,
    defaults: DEFAULT_FLORIST_SETTINGS,
    what: 'florist delivery settings',
    auditEntity: 'settings',
    changedBy: 'staff',
    shownToShoppers: false,
  }),
  /** The card providers' secret keys (docs/decisions/007): no staff call changes them yet. */
  payments: settingsKind({
    table: 'store_settings',
    name: PAYMENT_SETTINGS_NAME,
    schema: PaymentSettings,
    defaults: DEFAULT_PAYMENT_SETTINGS,
    what: 'card payment settings',
    auditEntity: 'settings',
    changedBy: 'admin',
    shownToShoppers: false,
  }),
  orderLimits: settingsKind({
    table: 'store_settings',
    name: ORDER_LIMITS_SETTINGS_NAME,
    schema: OrderLimits,
    defaults: DEFAULT_ORDER_LIMITS,
    what: 'order limits',
    auditEntity: 'settings',
    changedBy: 'staff',
    shownToShoppers: false,
  }),
  /** Whether and when shoppers who ticked the box get one reminder of a cart they left (docs/decisions/050). */
  leftCarts: settingsKind({
    table: 'store_settings',
    name: LEFT_CART_SETTINGS_NAME,
    schema: LeftCartSettings,
    defaults: DEFAULT_LEFT_CART_SETTINGS,
    what: 'left-cart reminder settings',
    auditEntity: 'settings',
    changedBy: 'staff',
    shownToShoppers: false,
  }),
  /** Tracking-link templates and pickup address and hours, for the shopper's e-mails and receipt (docs/decisions/041). */
  fulfilment: settingsKind({
    table: 'store_settings',
    name: FULFILMENT_SETTINGS_NAME,
    schema: FulfilmentSettings,
    defaults: DEFAULT_FULFILMENT_SETTINGS,
    what: 'fulfilment settings',
    auditEntity: 'settings',
    changedBy: 'staff',
    shownToShoppers: false,
  }),
};

type Kinds = typeof SETTINGS_KINDS;
export type SettingsKind = keyof Kinds;
/** A kind's settings as read: checked, defaults filled in. */
export type Settings<K extends SettingsKind> = z.output<Kinds[K]['schema']>;
/** A kind's settings as written: what its schema accepts. */
export type SettingsInput<K extends SettingsKind> = z.input<Kinds[K]['schema']>;
/** A kind's settings with their version: null while none are stored and the defaults apply. */
export interface SettingsRead<K extends SettingsKind> {
  settings: Settings<K>;
  updatedAt: Kinds[K]['defaults'] extends null ? string : string | null;
}
