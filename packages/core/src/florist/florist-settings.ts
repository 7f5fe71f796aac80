import { z } from 'zod';

/** Name of a store's florist delivery settings in store_settings. */
export const FLORIST_SETTINGS_NAME = 'florist';

/** Weekdays as staff name them; the order is the calendar's (Monday first, as in Canada's ISO weeks). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** A calendar date, YYYY-MM-DD, that exists. */
export const CalendarDate = z.iso.date('a date is YYYY-MM-DD');

const noRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * When florist orders can be delivered or picked up, every rule read in the shop's time zone
 * (America/Halifax): the weekdays the florist works, the same-day cut-off, how many days ahead an
 * order must be placed, and the days the shop is closed.
 */
export const FloristSettings = z
  .object({
    deliveryWeekdays: z.array(Weekday).min(1, 'choose at least one delivery day').max(7).refine(noRepeats, 'a weekday is listed once'),
    /** Same-day orders are taken before this local time (HH:MM, 24-hour), and only with leadDays 0. */
    sameDayCutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a cut-off is a 24-hour time, HH:MM'),
    /** Calendar days between today and the first date that can be chosen (0: today, before the cut-off). */
    leadDays: z.number().int('lead days are a whole number').min(0).max(60),
    /** Closed days (holidays), YYYY-MM-DD. */
    blackoutDates: z.array(CalendarDate).max(366).refine(noRepeats, 'a blackout date is listed once'),
  })
  .strict();
export type FloristSettings = z.infer<typeof FloristSettings>;

/** The florist hours of SPEC 2 /florist (Tue-Sat), an 11:00 cut-off, no lead days, no closed days. */
export const DEFAULT_FLORIST_SETTINGS: FloristSettings = {
  deliveryWeekdays: ['TUE', 'WED', 'THU', 'FRI', 'SAT'],
  sameDayCutoff: '11:00',
  leadDays: 0,
  blackoutDates: [],
};

/** GET settings/florist: the settings and their version (null: the defaults, none stored). */
export const FloristSettingsView = z.object({ settings: FloristSettings, updatedAt: z.string().max(40).nullable() });
export type FloristSettingsView = z.infer<typeof FloristSettingsView>;

/** GET florist/delivery-dates: the dates a shopper may choose now, by the server's clock. */
export const FloristDeliveryDates = z.object({
  /** Today in the shop's time zone. */
  today: CalendarDate,
  /** Same-day orders close at this local time (HH:MM), for the shopper to read. */
  sameDayCutoff: z.string(),
  dates: z.array(CalendarDate),
});
export type FloristDeliveryDates = z.infer<typeof FloristDeliveryDates>;
