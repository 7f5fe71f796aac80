import { describe, expect, it } from 'vitest';
import { addCalendarDays, deliveryDateProblem, deliveryDates, halifaxTime, weekdayOf } from './delivery-dates.js';
import { DEFAULT_FLORIST_SETTINGS, type FloristSettings } from './florist-settings.js';

const settings = (overrides: Partial<FloristSettings> = {}): FloristSettings => ({ ...DEFAULT_FLORIST_SETTINGS, ...overrides });
// Instants are written in UTC so the tests mean the same whatever process.env.TZ is.
const at = (iso: string) => new Date(iso);

describe('florist delivery dates in America/Halifax', () => {
  it('reads the date and time in Halifax, not in the process zone', () => {
    // 2026-07-15 02:30 UTC is 23:30 on the 14th in Halifax (ADT, UTC-3).
    expect(halifaxTime(at('2026-07-15T02:30:00Z'))).toEqual({ date: '2026-07-14', minutes: 23 * 60 + 30 });
    // 2026-01-15 03:59 UTC is 23:59 on the 14th (AST, UTC-4).
    expect(halifaxTime(at('2026-01-15T03:59:00Z'))).toEqual({ date: '2026-01-14', minutes: 23 * 60 + 59 });
  });

  it('knows weekdays and adds calendar days across month and year ends', () => {
    expect(weekdayOf('2026-03-08')).toBe('SUN');
    expect(weekdayOf('2026-11-24')).toBe('TUE');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes same-day orders before the 11:00 cut-off and not after, in winter time (AST)', () => {
    // Tuesday 2026-03-03: 10:59 AST is 14:59 UTC.
    expect(deliveryDateProblem('2026-03-03', at('2026-03-03T14:59:00Z'), settings())).toBeNull();
    expect(deliveryDateProblem('2026-03-03', at('2026-03-03T15:00:00Z'), settings())).toBe('cutoff-passed');
    expect(deliveryDates(at('2026-03-03T15:00:00Z'), settings())[0]).toBe('2026-03-04');
  });

  it('moves the cut-off with the clocks on 2026-03-08 (AST to ADT)', () => {
    // Tuesday 2026-03-10, after the spring change: 11:00 ADT is 14:00 UTC.
    expect(deliveryDateProblem('2026-03-10', at('2026-03-10T13:59:00Z'), settings())).toBeNull();
    expect(deliveryDateProblem('2026-03-10', at('2026-03-10T14:00:00Z'), settings())).toBe('cutoff-passed');
    // The night of the change: 2026-03-08 03:30 ADT (06:30 UTC) is Sunday, the 9th Monday: first date Tuesday.
    expect(deliveryDates(at('2026-03-08T06:30:00Z'), settings()).slice(0, 2)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('moves the cut-off back on 2026-11-01 (ADT to AST)', () => {
    // Saturday 2026-10-31 (ADT): 10:59 local is 13:59 UTC.
    expect(deliveryDateProblem('2026-10-31', at('2026-10-31T13:59:00Z'), settings())).toBeNull();
    expect(deliveryDateProblem('2026-10-31', at('2026-10-31T14:00:00Z'), settings())).toBe('cutoff-passed');
    // Tuesday 2026-11-03 (AST): 11:00 local is 15:00 UTC; 14:30 UTC is still 10:30.
    expect(deliveryDateProblem('2026-11-03', at('2026-11-03T14:30:00Z'), settings())).toBeNull();
    expect(deliveryDateProblem('2026-11-03', at('2026-11-03T15:00:00Z'), settings())).toBe('cutoff-passed');
  });

  it('offers the Halifax date, not the UTC one, late in the evening', () => {
    // Friday 2026-11-06 22:00 AST is Saturday 02:00 UTC: today is still Friday, past the cut-off.
    const now = at('2026-11-07T02:00:00Z');
    expect(deliveryDates(now, settings())[0]).toBe('2026-11-07');
    expect(deliveryDateProblem('2026-11-06', now, settings())).toBe('cutoff-passed');
    expect(deliveryDateProblem('2026-11-05', now, settings())).toBe('past');
  });

  it('offers only delivery weekdays (Tue-Sat by default)', () => {
    const dates = deliveryDates(at('2026-11-23T12:00:00Z'), settings());
    expect(new Set(dates.map(weekdayOf))).toEqual(new Set(['TUE', 'WED', 'THU', 'FRI', 'SAT']));
    expect(deliveryDateProblem('2026-11-29', at('2026-11-23T12:00:00Z'), settings())).toBe('closed-weekday');
  });

  it('counts lead days as calendar days from today in Halifax, and no same day with lead days', () => {
    const now = at('2026-11-24T12:00:00Z'); // Tuesday 08:00 AST, before the cut-off
    expect(deliveryDateProblem('2026-11-24', now, settings({ leadDays: 2 }))).toBe('too-soon');
    expect(deliveryDateProblem('2026-11-25', now, settings({ leadDays: 2 }))).toBe('too-soon');
    expect(deliveryDates(now, settings({ leadDays: 2 }))[0]).toBe('2026-11-26');
    // Lead days that land on a Sunday give the next delivery day.
    expect(deliveryDates(now, settings({ leadDays: 5 }))[0]).toBe('2026-12-01');
  });

  it('leaves out blackout dates and dates past the horizon', () => {
    const now = at('2026-12-21T12:00:00Z');
    const closed = settings({ blackoutDates: ['2026-12-25', '2026-12-26'] });
    const dates = deliveryDates(now, closed);
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-26');
    expect(dates).toContain('2026-12-24');
    expect(deliveryDateProblem('2026-12-25', now, closed)).toBe('blackout');
    expect(dates.at(-1)! <= '2027-02-19').toBe(true);
    expect(deliveryDateProblem('2027-02-23', now, closed)).toBe('too-far');
  });

  it('refuses what is not a real date', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(deliveryDateProblem('2026-02-30', now, settings())).toBe('not-a-date');
    expect(deliveryDateProblem('tomorrow', now, settings())).toBe('not-a-date');
  });
});
