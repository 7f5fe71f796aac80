import { z } from 'zod';

/** Name of a store's florist delivery settings in store_settings. */
export const FLORIST_SETTINGS_NAME = 'florist';

/** Weekdays as staff name them; the order is the calendar's (Monday first, as in Canada's ISO weeks). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** A calendar date, YYYY-MM-DD, that exists. */
export const CalendarDate = z.iso.date('a date is YYYY-MM-DD');

/** The parts of a florist day a delivery or pickup can be booked in. */
export const DELIVERY_WINDOW_IDS = ['morning', 'afternoon'] as const;
export const DeliveryWindowId = z.enum(DELIVERY_WINDOW_IDS);
export type DeliveryWindowId = z.infer<typeof DeliveryWindowId>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is 24-hour, HH:MM');

/** A delivery window: its hours (local time, HH:MM) and how many florist orders it takes a day. */
export const DeliveryWindow = z
  .object({
    id: DeliveryWindowId,
    start: ClockTime,
    end: ClockTime,
    /** Florist orders (deliveries and pickups) the window takes on one day; 0 closes it. */
    capacity: z.number().int('a capacity is a whole number').min(0).max(500),
  })
  .strict()
  .refine((window) => window.start < window.end, { message: 'a window ends after it starts', path: ['end'] });
export type DeliveryWindow = z.infer<typeof DeliveryWindow>;

/** A window as the checkout offers it and an order keeps it: which, and its hours. */
export const DeliveryWindowView = z.object({ id: DeliveryWindowId, start: z.string(), end: z.string() });
export type DeliveryWindowView = z.infer<typeof DeliveryWindowView>;

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
    /**
     * The windows a florist order is booked in (morning, afternoon), each with its capacity a day;
     * none: orders take a date only, as before windows existed (documents stored before them read so).
     */
    deliveryWindows: z
      .array(DeliveryWindow)
      .max(DELIVERY_WINDOW_IDS.length)
      .refine((windows) => noRepeats(windows.map((window) => window.id)), 'a window is listed once')
      .default([]),
  })
  .strict();
export type FloristSettings = z.infer<typeof FloristSettings>;

/** The florist hours of SPEC 2 /florist (Tue-Sat), an 11:00 cut-off, no lead days, no closed days. */
export const DEFAULT_FLORIST_SETTINGS: FloristSettings = {
  deliveryWeekdays: ['TUE', 'WED', 'THU', 'FRI', 'SAT'],
  sameDayCutoff: '11:00',
  leadDays: 0,
  blackoutDates: [],
  deliveryWindows: [],
};

/** Morning and afternoon inside the florist's hours (10-4), eight orders each: what the demo shop and the settings form start from. */
export const SUGGESTED_DELIVERY_WINDOWS: DeliveryWindow[] = [
  { id: 'morning', start: '10:00', end: '12:00', capacity: 8 },
  { id: 'afternoon', start: '13:00', end: '16:00', capacity: 8 },
];

/** GET settings/florist: the settings and their version (null: the defaults, none stored). */
export const FloristSettingsView = z.object({ settings: FloristSettings, updatedAt: z.string().max(40).nullable() });
export type FloristSettingsView = z.infer<typeof FloristSettingsView>;

/** GET florist/delivery-dates: the dates a shopper may choose now, by the server's clock. */
export const FloristDeliveryDates = z.object({
  /** Today in the shop's time zone. */
  today: CalendarDate,
  /** Same-day orders close at this local time (HH:MM), for the shopper to read. */
  sameDayCutoff: z.string(),
  /** Dates with room left: every offered date has at least one open window when windows are set. */
  dates: z.array(CalendarDate),
  /** The store's delivery windows, morning first (none: orders choose a date only). */
  windows: z.array(DeliveryWindowView).default([]),
  /** For each offered date, the windows with room left (only when windows are set). */
  openWindows: z.record(CalendarDate, z.array(DeliveryWindowId)).default({}),
});
export type FloristDeliveryDates = z.infer<typeof FloristDeliveryDates>;
