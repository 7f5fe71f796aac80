import type { FloristSettings, Weekday } from './florist-settings.js';
import { WEEKDAYS } from './florist-settings.js';

/** Every florist rule reads the clock in the shop's zone, whatever the zone of the process or browser. */
export const FLORIST_TIME_ZONE = 'America/Halifax';

/** How far ahead a shopper may choose a delivery date, in calendar days from today. */
export const DELIVERY_HORIZON_DAYS = 60;

const halifaxClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: FLORIST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The local date (YYYY-MM-DD) and minutes past midnight of an instant in America/Halifax. */
export function halifaxTime(instant: Date): { date: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => halifaxClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
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

/** Why a date cannot be chosen. */
export type DeliveryDateProblem = 'not-a-date' | 'past' | 'cutoff-passed' | 'too-soon' | 'too-far' | 'closed-weekday' | 'blackout';

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
