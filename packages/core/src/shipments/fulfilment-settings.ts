import { z } from 'zod';
import { WEEKDAYS, Weekday } from '../florist/florist-settings.js';
import { DEFAULT_TRACKING_LINKS, KNOWN_CARRIERS, type KnownCarrier, trackingLinkTemplateProblem, trackingPlaceholderProblem } from './carriers.js';

/** Name of a store's fulfilment settings (tracking links, pickup address and hours) in store_settings. */
export const FULFILMENT_SETTINGS_NAME = 'fulfilment';

const templateWith = (problemOf: (template: string) => string | null) =>
  z
    .string()
    .trim()
    .max(300)
    .superRefine((template, context) => {
      const problem = problemOf(template);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

// As stored: a template saved before the host rule still reads (its links fall back to the carrier's own, usableTrackingTemplate).
const StoredTrackingLinks = z
  .object(Object.fromEntries(KNOWN_CARRIERS.map((carrier) => [carrier, templateWith(trackingPlaceholderProblem)])) as Record<KnownCarrier, ReturnType<typeof templateWith>>)
  .strict();
// As staff save them: each on its carrier's own https host (docs/decisions/055).
const SavedTrackingLinks = z
  .object(Object.fromEntries(KNOWN_CARRIERS.map((carrier) => [carrier, templateWith((template) => trackingLinkTemplateProblem(carrier, template))])) as Record<KnownCarrier, ReturnType<typeof templateWith>>)
  .strict();

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is 24-hour, HH:MM');

/** One weekday's pickup hours at the shop. */
export const PickupDay = z
  .object({ weekday: Weekday, opens: ClockTime, closes: ClockTime })
  .refine((day) => day.opens < day.closes, { message: 'the shop closes after it opens', path: ['closes'] });
export type PickupDay = z.infer<typeof PickupDay>;

const PickupSettings = z
  .object({
    address: z.string().trim().max(300),
    hours: z
      .array(PickupDay)
      .max(7)
      .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'a weekday is listed once')
      .transform((days) => [...days].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday))),
  })
  .strict();

/**
 * How orders leave the shop: each known carrier's tracking-link template, and where and when
 * shoppers pick up (the address empty: the shop's address from its configuration).
 */
export const FulfilmentSettings = z.object({ trackingLinks: StoredTrackingLinks, pickup: PickupSettings }).strict();
export type FulfilmentSettings = z.infer<typeof FulfilmentSettings>;

/** PUT settings/fulfilment: the settings as staff save them, each template on its carrier's own https host. */
export const FulfilmentSettingsBody = z.object({ trackingLinks: SavedTrackingLinks, pickup: PickupSettings }).strict();
export type FulfilmentSettingsBody = z.infer<typeof FulfilmentSettingsBody>;

/** The carriers' own pages, and pickup at the shop's address in the florist's hours of SPEC 2 (Tue-Fri 10-4, Sat 10-3). */
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  trackingLinks: { ...DEFAULT_TRACKING_LINKS },
  pickup: {
    address: '',
    hours: [
      ...(['TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({ weekday, opens: '10:00', closes: '16:00' })),
      { weekday: 'SAT', opens: '10:00', closes: '15:00' },
    ],
  },
};

/** GET settings/fulfilment: the settings and their version (null: the defaults, none stored). */
export const FulfilmentSettingsView = z.object({ settings: FulfilmentSettings, updatedAt: z.string().max(40).nullable() });
export type FulfilmentSettingsView = z.infer<typeof FulfilmentSettingsView>;
