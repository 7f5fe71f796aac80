import { describe, expect, it } from 'vitest';
import { holdEndsAt } from './business-days.js';
import { businessDaysBefore, emtReminderDueAt, isBusinessDay, novaScotiaHolidays } from './nova-scotia-business-days.js';

describe("Nova Scotia's holidays", () => {
  it('are the days the shop is closed by law in 2026, moving and fixed', () => {
    expect([...novaScotiaHolidays(2026)].sort()).toEqual([
      '2026-01-01', // New Year's Day
      '2026-02-16', // Heritage Day, third Monday of February
      '2026-04-03', // Good Friday
      '2026-07-01', // Canada Day
      '2026-09-07', // Labour Day
      '2026-10-12', // Thanksgiving
      '2026-11-11', // Remembrance Day
      '2026-12-25', // Christmas Day
      '2026-12-28', // Boxing Day falls on a Saturday: kept on Monday
    ]);
  });

  it('finds Good Friday from Easter in any year', () => {
    expect(novaScotiaHolidays(2024).has('2024-03-29')).toBe(true);
    expect(novaScotiaHolidays(2025).has('2025-04-18')).toBe(true);
    expect(novaScotiaHolidays(2027).has('2027-03-26')).toBe(true);
  });

  it('keeps a holiday that falls on a weekend on the next weekday that is not one already', () => {
    // Saturday 1 January 2022 is kept on Monday 3 January.
    expect(novaScotiaHolidays(2022).has('2022-01-03')).toBe(true);
    // Canada Day and Remembrance Day 2023 fall on Saturdays.
    expect(novaScotiaHolidays(2023).has('2023-07-03')).toBe(true);
    expect(novaScotiaHolidays(2023).has('2023-11-13')).toBe(true);
    // Christmas 2027 on a Saturday and Boxing Day on the Sunday: Monday and Tuesday.
    expect(novaScotiaHolidays(2027).has('2027-12-27')).toBe(true);
    expect(novaScotiaHolidays(2027).has('2027-12-28')).toBe(true);
    expect(isBusinessDay('2027-12-29')).toBe(true);
  });

  it('makes weekends and holidays no business days', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-11')).toBe(false); // Remembrance Day, a Wednesday
    expect(isBusinessDay('2026-05-18')).toBe(true); // Victoria Day is no holiday in Nova Scotia
  });

  it('counts business days back over weekends and holidays, across a year', () => {
    expect(businessDaysBefore('2026-11-24', 1)).toBe('2026-11-23');
    expect(businessDaysBefore('2026-11-24', 2)).toBe('2026-11-20');
    expect(businessDaysBefore('2026-11-12', 1)).toBe('2026-11-10');
    expect(businessDaysBefore('2027-01-04', 2)).toBe('2026-12-30');
  });
});

describe('the reminder before an e-transfer hold runs out', () => {
  it('goes at 9 am Halifax time on the first of the last two business days of the hold', () => {
    // Placed Monday 2 June 2025: held through Monday 9 June; Friday 6 and Monday 9 are left.
    const holdEnds = holdEndsAt(new Date('2025-06-02T17:00:00Z'));
    expect(emtReminderDueAt(holdEnds).toISOString()).toBe('2025-06-06T12:00:00.000Z');
  });

  it('skips a holiday: held through Monday 6 April 2026, Good Friday leaves Thursday and Monday', () => {
    const holdEnds = holdEndsAt(new Date('2026-03-30T15:00:00Z'));
    expect(holdEnds.toISOString()).toBe('2026-04-07T03:00:00.000Z');
    expect(emtReminderDueAt(holdEnds).toISOString()).toBe('2026-04-02T12:00:00.000Z');
  });

  it('is at 9 am standard time in winter', () => {
    // Placed Tuesday 24 November 2026: held through Tuesday 1 December; Monday 30 November and Tuesday are left.
    const holdEnds = holdEndsAt(new Date('2026-11-24T14:30:00Z'));
    expect(holdEnds.toISOString()).toBe('2026-12-02T04:00:00.000Z');
    expect(emtReminderDueAt(holdEnds).toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('always falls after the order was placed and before its hold ends', () => {
    for (let day = 0; day < 400; day += 1) {
      const placed = new Date(Date.UTC(2026, 0, 1, 15) + day * 86_400_000);
      const holdEnds = holdEndsAt(placed);
      const due = emtReminderDueAt(holdEnds);
      expect(due.getTime()).toBeGreaterThan(placed.getTime());
      expect(due.getTime()).toBeLessThan(holdEnds.getTime());
    }
  });
});
