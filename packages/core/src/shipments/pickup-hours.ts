import { WEEKDAYS } from '../florist/florist-settings.js';
import type { Locale } from '../locale.js';
import type { PickupDay } from './fulfilment-settings.js';

const weekdayName = (index: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index))); // 2024-01-01 was a Monday

const clockTime = (time: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)))));

/**
 * The pickup hours in the reader's words, one line per run of weekdays with the same hours,
 * e.g. 'Tuesday to Friday, 10:00 a.m. to 4:00 p.m.' or 'du mardi au vendredi, de 10 h 00 à 16 h 00'.
 */
export function formatPickupHours(days: readonly PickupDay[], locale: Locale): string[] {
  const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday));
  const runs: { first: number; last: number; opens: string; closes: string }[] = [];
  for (const day of sorted) {
    const index = WEEKDAYS.indexOf(day.weekday);
    const run = runs.at(-1);
    if (run && run.last === index - 1 && run.opens === day.opens && run.closes === day.closes) run.last = index;
    else runs.push({ first: index, last: index, opens: day.opens, closes: day.closes });
  }
  const french = locale === 'fr-CA';
  return runs.map(({ first, last, opens, closes }) => {
    const from = weekdayName(first, locale);
    const to = weekdayName(last, locale);
    const when = first === last ? from : french ? `du ${from} au ${to}` : `${from} to ${to}`;
    const hours = french ? `de ${clockTime(opens, locale)} à ${clockTime(closes, locale)}` : `${clockTime(opens, locale)} to ${clockTime(closes, locale)}`;
    return `${when}, ${hours}`;
  });
}
