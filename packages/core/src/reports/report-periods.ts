import { addCalendarDays } from '../florist/delivery-dates.js';
import { shopCalendarDate } from '../orders/business-days.js';

/** The longest range a report covers, in days: a leap year, as the transactions and the orders CSV allow. */
export const MAX_REPORT_DAYS = 366;

/** The dashboard's ready-made ranges; a chosen range is given by its dates. */
export const DASHBOARD_PERIODS = ['today', '7-days', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Shop dates (YYYY-MM-DD, America/Halifax) from `from` to `to`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return ISO_DATE.test(text) && addCalendarDays(text, 0) === text;
}

/** A ready-made dashboard range on the shop's `today`: today, the 7 days ending today, or this month so far. */
export function dashboardRange(period: DashboardPeriod, today: string): DateRange {
  if (period === 'today') return { from: today, to: today };
  if (period === '7-days') return { from: addCalendarDays(today, -6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Why a range cannot be reported on, in words for staff; null when it can. */
export function dateRangeProblem({ from, to }: DateRange): string | null {
  if (!isCalendarDate(from)) return `The start (${from}) is not a date (YYYY-MM-DD).`;
  if (!isCalendarDate(to)) return `The end (${to}) is not a date (YYYY-MM-DD).`;
  if (to < from) return `The range ends (${to}) before it starts (${from}).`;
  if (addCalendarDays(from, MAX_REPORT_DAYS) <= to) return `Ask for at most ${MAX_REPORT_DAYS} days at a time.`;
  return null;
}

/** Every shop date of a range, in order. */
export function datesOf({ from, to }: DateRange): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The shop date of a UTC hour written as its first 13 characters of an ISO instant
 * ("2026-03-11T02"). Halifax's offset from UTC is a whole number of hours (−4, −3 in summer) and
 * its clocks change on the hour, so every UTC hour lies inside one Halifax day: sums by UTC hour
 * (which SQL on either database can group by) add up exactly into sums by shop day.
 */
export function shopDateOfUtcHour(hour: string): string {
  return shopCalendarDate(new Date(`${hour}:00:00Z`));
}

/** What a tax return covers: a month, a quarter or a year. */
export const FILING_PERIOD_KINDS = ['month', 'quarter', 'year'] as const;
export type FilingPeriodKind = (typeof FILING_PERIOD_KINDS)[number];

/** A filing period named as a return names it: "2026" (a year), "2026-Q2" (a quarter) or "2026-05" (a month). */
export const FILING_PERIOD_PATTERN = /^(\d{4})(?:-(?:Q([1-4])|(0[1-9]|1[0-2])))?$/;

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (value: number) => String(value).padStart(2, '0');

/** The shop dates a filing period covers; null when `period` names none. */
export function filingPeriodRange(period: string): DateRange | null {
  const match = FILING_PERIOD_PATTERN.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000) return null;
  const [firstMonth, lastMonth] = match[2] ? [Number(match[2]) * 3 - 2, Number(match[2]) * 3] : match[3] ? [Number(match[3]), Number(match[3])] : [1, 12];
  return { from: `${year}-${two(firstMonth)}-01`, to: `${year}-${two(lastMonth)}-${two(lastDayOfMonth(year, lastMonth))}` };
}

/** The kind of a filing period's name. */
export function filingPeriodKind(period: string): FilingPeriodKind {
  return period.length === 4 ? 'year' : period.includes('Q') ? 'quarter' : 'month';
}

/** The period of `kind` that contains a shop date. */
export function filingPeriodOf(kind: FilingPeriodKind, date: string): string {
  const year = date.slice(0, 4);
  if (kind === 'year') return year;
  const month = Number(date.slice(5, 7));
  return kind === 'quarter' ? `${year}-Q${Math.ceil(month / 3)}` : `${year}-${two(month)}`;
}

/** The period of the same kind just before `period` ("2026-01" → "2025-12", "2026-Q1" → "2025-Q4"). */
export function previousFilingPeriod(period: string): string {
  const range = filingPeriodRange(period);
  if (!range) throw new RangeError(`not a filing period: ${period}`);
  return filingPeriodOf(filingPeriodKind(period), addCalendarDays(range.from, -1));
}

/** The period a return is usually filed for on `today`: the last one of its kind that has ended. */
export function lastEndedFilingPeriod(kind: FilingPeriodKind, today: string): string {
  return previousFilingPeriod(filingPeriodOf(kind, today));
}

/** A filing period as staff read it: "May 2026", "Q2 2026 (April to June)", "2026". */
export function filingPeriodLabel(period: string): string {
  const range = filingPeriodRange(period);
  if (!range) return period;
  const monthName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { month: 'long', timeZone: 'UTC' });
  const kind = filingPeriodKind(period);
  if (kind === 'year') return period;
  if (kind === 'month') return `${monthName(range.from)} ${period.slice(0, 4)}`;
  return `Q${period.slice(6)} ${period.slice(0, 4)} (${monthName(range.from)} to ${monthName(range.to)})`;
}
