import { SHOP_TIME_ZONE, shopCalendarDate } from '../orders/business-days.js';
import type { FloristSettings, Weekday } from './florist-settings.js';
import { WEEKDAYS } from './florist-settings.js';

/** How far ahead a shopper may choose a delivery date, in calendar days from today. */
export const DELIVERY_HORIZON_DAYS = 60;

// Every florist rule reads the clock in the shop's zone (America/Halifax), whatever the zone of the process or browser.
const shopClock = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** The shop's local date (YYYY-MM-DD) and minutes past midnight at an instant. */
export function halifaxTime(instant: Date): { date: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(shopClock.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return { date: shopCalendarDate(instant), minutes: part('hour') * 60 + part('minute') };
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** The calendar date `days` after `date` (both YYYY-MM-DD; no clock, so no DST). */
export function addCalendarDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday (index 3 of WEEKDAYS, Monday first).
  return WEEKDAYS[(((dayNumber(date) + 3) % 7) + 7) % 7]!;
}

/** Why a date cannot be chosen: the `reason` of a DELIVERY_DATE_UNAVAILABLE refusal. */
export const DELIVERY_DATE_PROBLEMS = ['not-a-date', 'past', 'cutoff-passed', 'too-soon', 'too-far', 'closed-weekday', 'blackout'] as const;
export type DeliveryDateProblem = (typeof DELIVERY_DATE_PROBLEMS)[number];

const cutoffMinutes = (cutoff: string) => Number(cutoff.slice(0, 2)) * 60 + Number(cutoff.slice(3, 5));

/** Why a florist order placed at `now` may not be delivered on `date`; null when it may. */
export function deliveryDateProblem(date: string, now: Date, settings: FloristSettings): DeliveryDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addCalendarDays(date, 0) !== date) return 'not-a-date';
  const { date: today, minutes } = halifaxTime(now);
  if (date < today) return 'past';
  if (date === today && settings.leadDays === 0 && minutes >= cutoffMinutes(settings.sameDayCutoff)) return 'cutoff-passed';
  if (date < addCalendarDays(today, settings.leadDays)) return 'too-soon';
  if (date > addCalendarDays(today, DELIVERY_HORIZON_DAYS)) return 'too-far';
  if (!settings.deliveryWeekdays.includes(weekdayOf(date))) return 'closed-weekday';
  if (settings.blackoutDates.includes(date)) return 'blackout';
  return null;
}

/** The dates a florist order placed at `now` may be delivered on, earliest first, over the horizon. */
export function deliveryDates(now: Date, settings: FloristSettings): string[] {
  const { date: today } = halifaxTime(now);
  const dates: string[] = [];
  for (let day = 0; day <= DELIVERY_HORIZON_DAYS; day += 1) {
    const date = addCalendarDays(today, day);
    if (deliveryDateProblem(date, now, settings) === null) dates.push(date);
  }
  return dates;
}

const PROBLEM_MESSAGES: Record<DeliveryDateProblem, string> = {
  'not-a-date': 'Choose a delivery date from the calendar.',
  past: 'That delivery date has passed: choose another.',
  'cutoff-passed': "Today's same-day cut-off has passed: choose another delivery date.",
  'too-soon': 'That delivery date is too soon for a florist order: choose a later one.',
  'too-far': `Delivery dates can be chosen up to ${DELIVERY_HORIZON_DAYS} days ahead: choose an earlier one.`,
  'closed-weekday': 'The florist does not deliver on that weekday: choose another date.',
  blackout: 'The florist is closed that day: choose another date.',
};

/** What a shopper is told about a date they may not choose (settings: the same-day cut-off time). */
export function deliveryDateMessage(problem: DeliveryDateProblem, settings: Pick<FloristSettings, 'sameDayCutoff'>): string {
  return problem === 'cutoff-passed'
    ? `Same-day florist orders close at ${settings.sameDayCutoff} (Atlantic time): choose another delivery date.`
    : PROBLEM_MESSAGES[problem];
}

/** A delivery date in words, e.g. 'Tuesday, December 1, 2026' (en-CA); the date is a calendar day, no zone shifts it. */
export function formatDeliveryDate(date: string, locale = 'en-CA'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
