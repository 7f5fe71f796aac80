import { halifaxTime } from './delivery-dates.js';
import type { DeliveryWindow, DeliveryWindowId, DeliveryWindowView, FloristSettings } from './florist-settings.js';

/** Why a delivery window cannot be booked: the `reason` of a DELIVERY_DATE_UNAVAILABLE refusal on `deliveryWindow`. */
export const DELIVERY_WINDOW_PROBLEMS = ['window-required', 'window-unknown', 'window-started', 'window-full'] as const;
export type DeliveryWindowProblem = (typeof DELIVERY_WINDOW_PROBLEMS)[number];

/** How many florist orders (not cancelled) each window of each date holds: `bookings.get(windowKey(date, id))`. */
export type WindowBookings = ReadonlyMap<string, number>;

/** The key of a date's window in WindowBookings. */
export const windowKey = (date: string, id: string): string => `${date} ${id}`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The store's windows in the order of the day (morning first). */
export function windowsOfDay(settings: Pick<FloristSettings, 'deliveryWindows'>): DeliveryWindow[] {
  return [...settings.deliveryWindows].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** A window as the checkout offers it and an order keeps it. */
export const windowView = ({ id, start, end }: DeliveryWindow): DeliveryWindowView => ({ id, start, end });

/**
 * Why a florist order placed at `now` for `date` (a date already allowed) may not be booked in
 * `windowId`, with `booked` orders already in it; null when it may. A store without windows takes
 * none (any window sent is ignored by the caller); with windows, one must be chosen, it must exist,
 * not have started yet today, and have room left (capacity 0 is a closed window).
 */
export function deliveryWindowProblem(
  windowId: string | null,
  date: string,
  now: Date,
  settings: Pick<FloristSettings, 'deliveryWindows'>,
  booked: number,
): DeliveryWindowProblem | null {
  if (windowId === null || windowId === '') return 'window-required';
  const window = settings.deliveryWindows.find((candidate) => candidate.id === windowId);
  if (!window) return 'window-unknown';
  const { date: today, minutes } = halifaxTime(now);
  if (date === today && minutes >= minutesOf(window.start)) return 'window-started';
  if (booked >= window.capacity) return 'window-full';
  return null;
}

/** For each date, the windows a shopper may still book (room left, not started); dates with none are left out. */
export function openWindowsOf(dates: readonly string[], now: Date, settings: Pick<FloristSettings, 'deliveryWindows'>, bookings: WindowBookings): Record<string, DeliveryWindowId[]> {
  const open: Record<string, DeliveryWindowId[]> = {};
  for (const date of dates) {
    const ids = windowsOfDay(settings)
      .filter((window) => deliveryWindowProblem(window.id, date, now, settings, bookings.get(windowKey(date, window.id)) ?? 0) === null)
      .map((window) => window.id);
    if (ids.length > 0) open[date] = ids;
  }
  return open;
}

const PROBLEM_MESSAGES: Record<DeliveryWindowProblem, string> = {
  'window-required': 'Choose a delivery time (morning or afternoon).',
  'window-unknown': 'That delivery time is not offered: choose morning or afternoon.',
  'window-started': 'That delivery time has already started today: choose a later one or another date.',
  'window-full': 'That delivery time is fully booked: choose another time or date.',
};

/** What a shopper is told about a window they may not book. */
export function deliveryWindowMessage(problem: DeliveryWindowProblem): string {
  return PROBLEM_MESSAGES[problem];
}

/**
 * A time of day ('HH:MM') as the shopper's language writes it: '11:00' (en), '11 h' or '11 h 30'
 * (fr, with no-break spaces: a line never ends between the hour and its h).
 */
export function timeOfDay(time: string, locale: string): string {
  if (!locale.startsWith('fr')) return time;
  const [hours = '', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
}

/** A window's hours as the shopper's language writes them: '10:00–12:00' (en), '10 h – 12 h' (fr). */
export function windowHours(window: Pick<DeliveryWindowView, 'start' | 'end'>, locale: string): string {
  if (!locale.startsWith('fr')) return `${window.start}–${window.end}`;
  return `${timeOfDay(window.start, locale)} – ${timeOfDay(window.end, locale)}`;
}

/** A booked window as the back office (English) writes it: 'Morning 10:00–12:00'. */
export function windowLabel(window: DeliveryWindowView): string {
  return `${window.id === 'morning' ? 'Morning' : 'Afternoon'} ${windowHours(window, 'en-CA')}`;
}

/** Florist orders in the order of their day: morning, then afternoon, then those without a window; otherwise as given. */
export function byWindow<Order extends { deliveryWindow?: DeliveryWindowView | null }>(orders: readonly Order[]): Order[] {
  const rank = (order: Order) => order.deliveryWindow?.start ?? '99:99';
  return [...orders].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}
