import { z } from 'zod';
import { PromotionsWithCodes } from './promotions/promotion.js';
import { TaxMode, TaxRegistration } from './tax/sales-tax.js';

export const SHIPPING_METHOD_CODES = [
  'PICKUP',
  'LOCAL',
  'ARMOUR',
  'CP.RP',
  'CP.EP',
  'CP.XP',
  'CP.PC',
] as const;
export const ShippingMethodCode = z.enum(SHIPPING_METHOD_CODES);
export type ShippingMethodCode = z.infer<typeof ShippingMethodCode>;

const MenuEntry = z.object({ name: z.string().min(1), url: z.string().min(1) });

const PaymentProvider = z.object({
  name: z.string(),
  url: z.string(),
  dev: z.boolean(),
  prod: z.boolean(),
});

const ProviderCredentials = z.object({
  username: z.string(),
  password: z.string(),
  environment: z.string(),
});

export const StoreAddress = z.object({
  street: z.string(),
  poBox: z.string(),
  city: z.string(),
  province: z.string(),
  postal: z.string(),
  country: z.string(),
});
export type StoreAddress = z.infer<typeof StoreAddress>;

/** The storefront's configuration as the server hands it out (SPEC section 3). */
export const ClientConfig = z.object({
  general: z.object({
    root_category: z.string(),
    product_name: z.string(),
    product_subtext: z.string(),
    description: z.string(),
    email: z.string(),
    phone: z.string(),
    url: z.string(),
    style: z.string(),
    menus: z.array(MenuEntry),
    fonts: z.object({ title: z.string(), menu: z.string() }),
    logo: z.object({ left: z.number(), top: z.number(), height: z.number() }),
    site_disabled: z.boolean(),
    age_check: z.boolean(),
    welcome_text: z.string(),
    shipping: z.array(ShippingMethodCode),
    gift_card: z.boolean(),
    payment_providers: z.array(PaymentProvider),
    address: StoreAddress,
    /** Absent on stores configured before sales tax by destination: flat (SPEC section 9). */
    tax_mode: TaxMode.optional(),
    /** Provinces where the store is registered to collect PST or QST. */
    tax_registrations: z.array(TaxRegistration).optional(),
    /** Whether automatic promotions combine with a discount code (decision 066); absent: 'better-of'. */
    promotions_with_codes: PromotionsWithCodes.optional(),
  }),
  user: z.object({ showHidden: z.boolean() }),
  paysafe: z.object({ dev: ProviderCredentials, prod: ProviderCredentials }),
  square: z.object({ application_id: z.string(), location_id: z.string() }),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

/** Name of the configuration `GET config` answers with. */
export const DEFAULT_CONFIG_NAME = 'default';
export const ConfigName = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'a configuration name is 1-32 lower-case letters, digits, dashes or underscores');

