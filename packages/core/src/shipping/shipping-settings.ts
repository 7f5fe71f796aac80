import { DeliveryArea } from './local-delivery.js';
import { PostalCode } from './postal-code-schema.js';
import { DEFAULT_SHIPPING_RATES, ShippingRateTable } from './shipping-rates.js';
import { z } from 'zod';

/** Name of a store's shipping settings in store_settings. */
export const SHIPPING_SETTINGS_NAME = 'shipping';

/** Credentials and parcel assumptions for Canada Post's rating service (server-only). */
export const CanadaPostSettings = z
  .object({
    username: z.string().min(1).max(200),
    password: z.string().min(1).max(200),
    customerNumber: z.string().regex(/^\d{1,10}$/, 'a Canada Post customer number is up to 10 digits'),
    /** For contract rates; without it Canada Post quotes counter rates. */
    contractId: z.string().regex(/^\d{1,10}$/).optional(),
    environment: z.enum(['development', 'production']).default('development'),
    /** Replaces the environment's address: a proxy, or a stand-in in tests. */
    endpoint: z.url({ protocol: /^https?$/ }).optional(),
    /** How long a checkout waits for Canada Post before using the rate tables. */
    timeoutMs: z.number().int().min(100).max(30_000).default(3_000),
    /** Items carry no weight: each counts as this much, the parcel at least 0.1 and at most 30 kg. */
    itemWeightKg: z.number().positive().max(30).default(1),
  })
  .strict();
export type CanadaPostSettings = z.infer<typeof CanadaPostSettings>;

/**
 * A store's shipping settings (server-only; never part of the client configuration). Methods
 * missing from `rates` keep the default rates.
 */
export const ShippingSettings = z
  .object({
    rates: ShippingRateTable.default({}).transform((rates) => ({ ...DEFAULT_SHIPPING_RATES, ...rates })),
    /** The store's postal code: where Canada Post parcels leave from. */
    originPostal: PostalCode,
    deliveryArea: DeliveryArea,
    /** Live Canada Post rates; null: the rate tables alone. */
    canadaPost: CanadaPostSettings.nullable().default(null),
  })
  .strict();
export type ShippingSettings = z.infer<typeof ShippingSettings>;
export type ShippingSettingsInput = z.input<typeof ShippingSettings>;

/** An ISO timestamp naming a stored version; null: nothing stored yet (the defaults apply). */
const Version = z.string().max(40).nullable();

/** Canada Post's settings as staff see them: the password is never sent out, only whether one is kept. */
export const CanadaPostSettingsView = CanadaPostSettings.omit({ password: true }).extend({ passwordSet: z.literal(true) });
export type CanadaPostSettingsView = z.infer<typeof CanadaPostSettingsView>;

/** GET settings/shipping: the rate tables with every method, the delivery area, and the version read. */
export const ShippingSettingsView = z.object({
  settings: z.object({
    rates: ShippingRateTable,
    originPostal: z.string(),
    deliveryArea: DeliveryArea,
    canadaPost: CanadaPostSettingsView.nullable(),
  }),
  updatedAt: Version,
});
export type ShippingSettingsView = z.infer<typeof ShippingSettingsView>;

/**
 * PUT settings/shipping: the whole settings, strict at every level. A Canada Post password left
 * out keeps the stored one (staff never see it); there must be one.
 */
export const ShippingSettingsBody = ShippingSettings.extend({
  canadaPost: CanadaPostSettings.extend({ password: CanadaPostSettings.shape.password.optional() }).strict().nullable().default(null),
}).strict();
export type ShippingSettingsBody = z.input<typeof ShippingSettingsBody>;

/** The settings as staff and the audit log see them: every method's rates, and never the Canada Post password. */
export function shippingSettingsShown(settings: ShippingSettings): ShippingSettingsView['settings'] {
  const { canadaPost, ...rest } = settings;
  if (!canadaPost) return { ...rest, canadaPost: null };
  const shown: Partial<CanadaPostSettings> = { ...canadaPost };
  delete shown.password;
  return { ...rest, canadaPost: { ...(shown as Omit<CanadaPostSettings, 'password'>), passwordSet: true } };
}
