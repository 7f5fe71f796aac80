import { shopCalendarDate, shopDayStartsAt } from './business-days.js';

/**
 * Nova Scotia's business days (Halifax dates, YYYY-MM-DD): Monday to Friday, less the days the shop
 * is closed by law. Those are the general holidays of the Labour Standards Code (New Year's Day,
 * Heritage Day, Good Friday, Canada Day, Labour Day, Christmas Day) and the retail closing days of
 * the Retail Business Designated Day Closing Act that fall on weekdays (Thanksgiving, Remembrance
 * Day, Boxing Day). A fixed-date holiday on a weekend is kept on the next weekday that is not
 * already one, as banks and employers do.
 */

/** Business days before its hold runs out that an unpaid e-transfer order's shopper is reminded. */
export const EMT_REMINDER_BUSINESS_DAYS = 2;

/** The hour (Halifax time) a reminder goes out on its day: in the morning, not at midnight. */
export const EMT_REMINDER_HOUR = 9;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The calendar date `days` after a YYYY-MM-DD date (before it when negative). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return iso(moved);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/** The n-th Monday of a month (n from 1). */
function nthMonday(year: number, month: number, n: number): string {
  const first = utcDate(year, month, 1);
  const offset = (8 - first.getUTCDay()) % 7;
  return iso(utcDate(year, month, 1 + offset + (n - 1) * 7));
}

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utcDate(year, month, day));
}

const holidayYears = new Map<number, ReadonlySet<string>>();

/** The weekdays of a year the shop is closed by Nova Scotia law, observed days included. */
export function novaScotiaHolidays(year: number): ReadonlySet<string> {
  const known = holidayYears.get(year);
  if (known) return known;
  const days = new Set<string>([
    nthMonday(year, 2, 3), // Heritage Day
    addDays(easterSunday(year), -2), // Good Friday
    nthMonday(year, 9, 1), // Labour Day
    nthMonday(year, 10, 2), // Thanksgiving (a retail closing day)
  ]);
  const fixed = ['01-01', '07-01', '11-11', '12-25', '12-26'].map((monthDay) => `${year}-${monthDay}`);
  for (const date of fixed) {
    let observed = date;
    while (isWeekend(observed) || days.has(observed)) observed = addDays(observed, 1);
    days.add(observed);
  }
  const frozen: ReadonlySet<string> = days;
  holidayYears.set(year, frozen);
  return frozen;
}

/** Whether a Halifax date (YYYY-MM-DD) is a Nova Scotia business day: a weekday and no holiday. */
export function isBusinessDay(date: string): boolean {
  return !isWeekend(date) && !novaScotiaHolidays(Number(date.slice(0, 4))).has(date);
}

/** The business day `count` business days before a date (count 1: the last business day before it). */
export function businessDaysBefore(date: string, count: number): string {
  let day = date;
  for (let found = 0; found < count; ) {
    day = addDays(day, -1);
    if (isBusinessDay(day)) found += 1;
  }
  return day;
}

/**
 * When the shopper of an unpaid e-transfer order is reminded: at 9 am, Halifax time, on the first
 * of the last two Nova Scotia business days before its hold runs out (`holdEndsAt`, the midnight
 * that ends the hold). An order held until Tuesday 00:00 is reminded on the Friday before (Monday
 * and Friday left), or the Thursday when that Friday is Good Friday.
 */
export function emtReminderDueAt(holdEndsAt: Date, businessDays = EMT_REMINDER_BUSINESS_DAYS): Date {
  // The hold ends at a midnight: the day it ends on is the day before that midnight's date.
  const endsBefore = shopCalendarDate(holdEndsAt);
  const day = businessDaysBefore(endsBefore, businessDays);
  // Clocks change at 2 am on Sundays, never on a business day: the hour is exact.
  return new Date(shopDayStartsAt(day).getTime() + EMT_REMINDER_HOUR * 3_600_000);
}
