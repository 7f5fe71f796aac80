import { DeliveryArea } from '@backroom/core/shipping/local-delivery';
import { PostalCode } from '@backroom/core/shipping/postal-code-schema';
import { DEFAULT_SHIPPING_RATES, ShippingRateTable } from '@backroom/core/shipping/shipping-rates';
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
