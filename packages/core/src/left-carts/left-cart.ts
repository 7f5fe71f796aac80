import { z } from 'zod';
import { MAX_LINE_COUNT } from '../cart.js';
import { Item, ItemId } from '../catalog.js';
import { LOCALES } from '../locale.js';
import { isEmailAddress } from '../orders/checkout-rules.js';

/** Name of a store's left-cart reminder settings in store_settings. */
export const LEFT_CART_SETTINGS_NAME = 'left-cart-reminders';

/** The shortest and longest wait before a left cart's reminder: half an hour to a week. */
export const LEFT_CART_DELAY_MINUTES = { min: 30, max: 7 * 24 * 60 } as const;

/**
 * Whether shoppers who ticked the box at checkout get one reminder of a cart they left, and how
 * long after their last change to it (docs/decisions/050).
 */
export const LeftCartSettings = z
  .object({
    enabled: z.boolean(),
    delayMinutes: z
      .number()
      .int('the wait is a whole number of minutes')
      .min(LEFT_CART_DELAY_MINUTES.min, `the wait is at least ${LEFT_CART_DELAY_MINUTES.min} minutes`)
      .max(LEFT_CART_DELAY_MINUTES.max, 'the wait is at most a week'),
  })
  .strict();
export type LeftCartSettings = z.infer<typeof LeftCartSettings>;

/** On, four hours after the shopper's last change. */
export const DEFAULT_LEFT_CART_SETTINGS: LeftCartSettings = { enabled: true, delayMinutes: 240 };

/** GET settings/left-cart-reminders: the settings and their version (null: the defaults, none stored). */
export const LeftCartSettingsView = z.object({ settings: LeftCartSettings, updatedAt: z.string().max(40).nullable() });
export type LeftCartSettingsView = z.infer<typeof LeftCartSettingsView>;

/** The most lines a left cart keeps: a real cart has far fewer; a flood cannot store more. */
export const LEFT_CART_MAX_LINES = 100;

/** A left cart's line as stored: the item and how many, never a price (prices are today's when it comes back). */
export const LeftCartLine = z.object({ itemId: ItemId, count: z.number().int().min(1).max(MAX_LINE_COUNT) }).strict();
export type LeftCartLine = z.infer<typeof LeftCartLine>;

/**
 * POST left-carts and PUT left-carts/{token}: the shopper's e-mail, their language, the consent
 * they gave by ticking the box (nothing is stored without it) and the cart's lines.
 */
export const LeftCartBody = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .refine(isEmailAddress, 'an e-mail address of the usual form'),
    locale: z.enum(LOCALES),
    consent: z.literal(true, 'the shopper must tick the box'),
    lines: z
      .array(LeftCartLine)
      .min(1, 'a cart with something in it')
      .max(LEFT_CART_MAX_LINES, `at most ${LEFT_CART_MAX_LINES} lines`)
      .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, 'an item is listed once'),
  })
  .strict();
export type LeftCartBody = z.infer<typeof LeftCartBody>;

/** A left cart's secret: 128 random bits, base64url. It restores the cart, updates it and unsubscribes. */
export const LeftCartToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a left-cart token');

/** What POST left-carts answers: the token the browser keeps to update or forget its left cart. */
export const LeftCartRecorded = z.object({ token: LeftCartToken });
export type LeftCartRecorded = z.infer<typeof LeftCartRecorded>;

/** Why a left cart's line did not come back whole. */
export const LEFT_CART_DROP_REASONS = ['unavailable', 'sold-out', 'fewer-left'] as const;
export type LeftCartDropReason = (typeof LEFT_CART_DROP_REASONS)[number];

/**
 * GET left-carts/{token}: the lines still sold, at today's prices and at most what is in stock,
 * and what did not come back whole (name null: the item is gone from the shop).
 */
export const RestoredCart = z.object({
  lines: z.array(z.object({ item: Item, count: z.number().int().min(1) })),
  changed: z.array(z.object({ itemId: ItemId, name: z.string().nullable(), reason: z.enum(LEFT_CART_DROP_REASONS) })),
});
export type RestoredCart = z.infer<typeof RestoredCart>;

/** GET left-carts/offer: whether the checkout offers the reminder (staff may have turned it off). */
export const LeftCartOffer = z.object({ offered: z.boolean() });
export type LeftCartOffer = z.infer<typeof LeftCartOffer>;
