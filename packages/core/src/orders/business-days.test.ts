import { describe, expect, it } from 'vitest';
import { holdEndsAt, shopCalendarDate, shopDayStartsAt, shopLocalDateTime } from './business-days.js';

describe('an e-transfer hold of 5 business days', () => {
  it('ends at the midnight after the fifth weekday following the order, Atlantic time', () => {
    // Monday 2 June 2025, 2 pm ADT (UTC-3): Tue-Fri and Monday 9 June; ends Tuesday 10 June 00:00 ADT.
    expect(holdEndsAt(new Date('2025-06-02T17:00:00Z')).toISOString()).toBe('2025-06-10T03:00:00.000Z');
  });

  it('skips the weekend for an order placed on Friday or Saturday', () => {
    // Friday 6 June: Mon 9 - Fri 13 June; ends Saturday 14 June 00:00 ADT.
    expect(holdEndsAt(new Date('2025-06-06T15:00:00Z')).toISOString()).toBe('2025-06-14T03:00:00.000Z');
    // Saturday 7 June ends at the same moment.
    expect(holdEndsAt(new Date('2025-06-07T15:00:00Z')).toISOString()).toBe('2025-06-14T03:00:00.000Z');
  });

  it('counts the day by the shop clock, not by UTC', () => {
    // 11:30 pm Friday in Halifax is already Saturday in UTC; the order is Friday's.
    expect(holdEndsAt(new Date('2025-06-07T02:30:00Z')).toISOString()).toBe('2025-06-14T03:00:00.000Z');
  });

  it('follows the clock change: standard time (UTC-4) in winter, and across the November change', () => {
    expect(holdEndsAt(new Date('2025-01-06T15:00:00Z')).toISOString()).toBe('2025-01-14T04:00:00.000Z');
    // Wednesday 29 October 2025 (ADT): Thu, Fri, Mon 3, Tue 4, Wed 5 Nov; ends Thursday 6 Nov 00:00 AST.
    expect(holdEndsAt(new Date('2025-10-29T15:00:00Z')).toISOString()).toBe('2025-11-06T04:00:00.000Z');
  });
});

describe("the shop's calendar date", () => {
  it('is the date in Nova Scotia, not in UTC', () => {
    // 02:30 UTC on New Year's Day is still 22:30 on New Year's Eve in Halifax (UTC-4).
    expect(shopCalendarDate(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
    expect(shopCalendarDate(new Date('2026-01-01T04:30:00Z'))).toBe('2026-01-01');
    // Summer time (UTC-3).
    expect(shopCalendarDate(new Date('2026-07-01T02:59:00Z'))).toBe('2026-06-30');
    expect(shopCalendarDate(new Date('2026-07-01T03:00:00Z'))).toBe('2026-07-01');
  });
});

describe("the shop's day and wall clock", () => {
  it('starts a day at midnight in Halifax, in standard and summer time', () => {
    expect(shopDayStartsAt('2026-01-15').toISOString()).toBe('2026-01-15T04:00:00.000Z');
    expect(shopDayStartsAt('2026-07-01').toISOString()).toBe('2026-07-01T03:00:00.000Z');
    // 8 March 2026: clocks go forward at 2 am, so the day starts in standard time and the next in summer time.
    expect(shopDayStartsAt('2026-03-08').toISOString()).toBe('2026-03-08T04:00:00.000Z');
    expect(shopDayStartsAt('2026-03-09').toISOString()).toBe('2026-03-09T03:00:00.000Z');
  });

  it('reads an instant as Halifax local time with its offset', () => {
    expect(shopLocalDateTime(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10T12:00:00-03:00');
    expect(shopLocalDateTime(new Date('2026-01-01T02:30:05Z'))).toBe('2025-12-31T22:30:05-04:00');
  });
});
