import { describe, expect, it } from 'vitest';
import {
  dashboardRange,
  dateRangeProblem,
  datesOf,
  filingPeriodLabel,
  filingPeriodOf,
  filingPeriodRange,
  lastEndedFilingPeriod,
  previousFilingPeriod,
  shopDateOfUtcHour,
} from './report-periods.js';

describe('the dashboard ranges', () => {
  it('are today, the seven days ending today, and this month so far', () => {
    expect(dashboardRange('today', '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(dashboardRange('7-days', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(dashboardRange('month', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(dashboardRange('month', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('list every date of a range, across a month end and a leap day', () => {
    expect(datesOf({ from: '2028-02-27', to: '2028-03-01' })).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesOf(dashboardRange('7-days', '2026-03-10'))).toHaveLength(7);
  });

  it('refuse dates that are not dates, a range ending before it starts, and more than 366 days', () => {
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/not a date/);
    expect(dateRangeProblem({ from: '2026-03-01', to: '2026-3-2' })).toMatch(/not a date/);
    expect(dateRangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/ends .* before it starts/);
    expect(dateRangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(dateRangeProblem({ from: '2026-01-01', to: '2027-01-02' })).toMatch(/at most 366 days/);
  });
});

describe('a UTC hour in the shop’s calendar', () => {
  it('falls on the Halifax date, four hours behind in winter and three in summer', () => {
    // Winter (AST, UTC−4): 03:00 UTC is 23:00 the day before, 04:00 UTC is midnight.
    expect(shopDateOfUtcHour('2026-01-15T03')).toBe('2026-01-14');
    expect(shopDateOfUtcHour('2026-01-15T04')).toBe('2026-01-15');
    // Summer (ADT, UTC−3): 02:00 UTC is 23:00 the day before, 03:00 UTC is midnight.
    expect(shopDateOfUtcHour('2026-07-15T02')).toBe('2026-07-14');
    expect(shopDateOfUtcHour('2026-07-15T03')).toBe('2026-07-15');
  });

  it('keeps each hour inside one day on the days the clocks change (at 2 am, never at midnight)', () => {
    // 8 March 2026: clocks go forward at 2 am AST (06:00 UTC); 11 and 12 March are whole days either side.
    const hours = (day: string) => Array.from({ length: 24 }, (_, hour) => `${day}T${String(hour).padStart(2, '0')}`);
    const dates = [...hours('2026-03-08'), ...hours('2026-03-09')].map(shopDateOfUtcHour);
    expect(dates.filter((date) => date === '2026-03-08')).toHaveLength(23);
    // 1 November 2026: clocks go back at 2 am ADT (05:00 UTC): the day has 25 hours.
    const autumn = [...hours('2026-11-01'), ...hours('2026-11-02')].map(shopDateOfUtcHour);
    expect(autumn.filter((date) => date === '2026-11-01')).toHaveLength(25);
  });
});

describe('filing periods', () => {
  it('cover a month, a quarter or a year of shop dates', () => {
    expect(filingPeriodRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(filingPeriodRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(filingPeriodRange('2026-Q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(filingPeriodRange('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(filingPeriodRange('2026')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('name nothing else', () => {
    for (const period of ['2026-13', '2026-00', '2026-Q5', '2026-Q0', '26', '2026-1', '2026-03-01', '1999', '']) expect(filingPeriodRange(period)).toBeNull();
  });

  it('find the period of a date, the one before, and the last one ended', () => {
    expect(filingPeriodOf('month', '2026-03-10')).toBe('2026-03');
    expect(filingPeriodOf('quarter', '2026-03-31')).toBe('2026-Q1');
    expect(filingPeriodOf('quarter', '2026-04-01')).toBe('2026-Q2');
    expect(filingPeriodOf('year', '2026-04-01')).toBe('2026');
    expect(previousFilingPeriod('2026-01')).toBe('2025-12');
    expect(previousFilingPeriod('2026-Q1')).toBe('2025-Q4');
    expect(previousFilingPeriod('2026')).toBe('2025');
    expect(lastEndedFilingPeriod('month', '2026-03-01')).toBe('2026-02');
    expect(lastEndedFilingPeriod('quarter', '2026-05-15')).toBe('2026-Q1');
  });

  it('read as staff say them', () => {
    expect(filingPeriodLabel('2026-05')).toBe('May 2026');
    expect(filingPeriodLabel('2026-Q2')).toBe('Q2 2026 (April to June)');
    expect(filingPeriodLabel('2026')).toBe('2026');
  });
});
