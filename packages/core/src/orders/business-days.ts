/** The shop's time zone: business days are counted on Nova Scotia's calendar. */
export const SHOP_TIME_ZONE = 'America/Halifax';

/** Business days an unpaid e-transfer order holds its items (SPEC section 9). */
export const EMT_HOLD_BUSINESS_DAYS = 5;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): CalendarDate & { hour: number; minute: number; second: number } {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The instant a calendar date's midnight starts in a time zone (Atlantic clocks change at 2 am, never at midnight). */
function midnightIn(date: CalendarDate, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day);
  const local = partsIn(new Date(asUtc), timeZone);
  const offset = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - asUtc;
  return new Date(asUtc - offset);
}

function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const isWeekday = (date: CalendarDate) => {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * When an order placed at `placedAt` stops being held: at the midnight that ends the
 * `businessDays`th business day (Monday to Friday, shop time) after the day it was placed.
 * Statutory holidays count as business days: the hold never runs longer than promised.
 */
export function holdEndsAt(placedAt: Date, businessDays = EMT_HOLD_BUSINESS_DAYS, timeZone = SHOP_TIME_ZONE): Date {
  let date: CalendarDate = partsIn(placedAt, timeZone);
  for (let counted = 0; counted < businessDays; ) {
    date = addCalendarDays(date, 1);
    if (isWeekday(date)) counted += 1;
  }
  return midnightIn(addCalendarDays(date, 1), timeZone);
}

/** The instant a shop date (YYYY-MM-DD) begins: its midnight in the shop's zone. */
export function shopDayStartsAt(date: string, timeZone = SHOP_TIME_ZONE): Date {
  return midnightIn({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }, timeZone);
}

/** An instant as the shop's wall clock reads it, with its offset: "2026-03-10T11:00:00-03:00". */
export function shopLocalDateTime(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const local = partsIn(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  const offsetMinutes = Math.round((Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  return `${shopCalendarDate(instant, timeZone)}T${two(local.hour)}:${two(local.minute)}:${two(local.second)}${offset}`;
}

/** The shop's calendar date (YYYY-MM-DD) at an instant: what a till's day and month are. */
export function shopCalendarDate(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const { year, month, day } = partsIn(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
