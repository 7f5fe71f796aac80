import { z } from 'zod';
import { PromotionsWithCodes } from './promotions/promotion.js';
import { ClientConfig, SHIPPING_METHOD_CODES, ShippingMethodCode } from './client-config.js';
import { PST_PROVINCES, TaxMode } from './tax/sales-tax.js';

// Kept apart from client-config.ts, which the storefront loads: only the server and the back office need these.

// What staff may store (PUT settings/config): the same shape, strict at every level, sizes capped,
// so nothing unknown or oversized reaches every shopper's page.
const text = (max: number) => z.string().trim().max(max);
const HttpUrl = z.url({ protocol: /^https?$/, error: 'a web address starting with http:// or https://' }).max(500);
/** A menu url: an in-app path ("/florist", not "//host") or a web address that opens in a new window. */
export const MenuUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^\/(?!\/)[^\s\\]*$/.test(url) || HttpUrl.safeParse(url).success, 'a menu url is an in-app path like /florist or a web address starting with http(s)://');
/** A font family name as CSS takes it between quotes. */
const FontName = z.string().trim().min(1).max(60).regex(/^[A-Za-z0-9 -]+$/, 'a font name is letters, digits, spaces and dashes');
const Pixels = (min: number, max: number) => z.number().int().min(min).max(max);

export const ClientConfigBody = z
  .object({
    general: z
      .object({
        root_category: z.string().min(1).max(120),
        product_name: text(80).min(1, 'the product name is required'),
        product_subtext: text(120),
        description: text(1_000),
        email: z.email('an e-mail address like hello@example.ca').max(254),
        phone: text(40).min(1, 'a phone number is required (the site-disabled notice asks shoppers to call it)'),
        url: HttpUrl,
        style: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a style name is lower-case letters, digits and dashes'),
        menus: z.array(z.object({ name: text(40).min(1, 'a menu entry needs a name'), url: MenuUrl }).strict()).max(12),
        fonts: z.object({ title: FontName, menu: FontName }).strict(),
        logo: z.object({ left: Pixels(0, 400), top: Pixels(0, 100), height: Pixels(16, 200) }).strict(),
        site_disabled: z.boolean(),
        age_check: z.boolean(),
        welcome_text: text(5_000),
        shipping: z
          .array(ShippingMethodCode)
          .max(SHIPPING_METHOD_CODES.length)
          .refine((codes) => new Set(codes).size === codes.length, 'each shipping method once'),
        gift_card: z.boolean(),
        payment_providers: z
          .array(
            z
              .object({
                name: z.string().regex(/^[a-z0-9-]{1,40}$/),
                url: z.union([z.literal(''), HttpUrl]),
                dev: z.boolean(),
                prod: z.boolean(),
              })
              .strict(),
          )
          .max(10),
        address: z
          .object({ street: text(120), poBox: text(60), city: text(80), province: text(40), postal: text(20), country: text(60) })
          .strict(),
        tax_mode: TaxMode.optional(),
        tax_registrations: z
          .array(z.enum(PST_PROVINCES, { error: 'only BC, MB, SK and QC have a provincial sales tax to register for' }))
          .max(PST_PROVINCES.length)
          .refine((codes) => new Set(codes).size === codes.length, 'each province once')
          .optional(),
        /** Whether automatic promotions combine with a discount code (decision 066); absent: the better of the two. */
        promotions_with_codes: PromotionsWithCodes.optional(),
      })
      .strict(),
    user: z.object({ showHidden: z.boolean() }).strict(),
    paysafe: z
      .object({
        dev: z.object({ username: text(200), password: text(500), environment: text(20) }).strict(),
        prod: z.object({ username: text(200), password: text(500), environment: text(20) }).strict(),
      })
      .strict(),
    square: z.object({ application_id: text(200), location_id: text(100) }).strict(),
  })
  .strict();
export type ClientConfigBody = z.infer<typeof ClientConfigBody>;

/** The parts of a configuration that decide where card payments go: changing them needs the admin role. */
export const PAYMENT_CONFIG_PARTS = ['general.payment_providers', 'paysafe', 'square'] as const;

/** GET settings/config: the stored configuration and its version (for If-Match). */
export const ClientConfigView = z.object({ name: z.string(), config: ClientConfig, updatedAt: z.string() });
export type ClientConfigView = z.infer<typeof ClientConfigView>;
