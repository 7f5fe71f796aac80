import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, type LayoutShift, totalBlockingTime } from './page-metrics.js';

function shift(startTime: number, value: number, hadRecentInput = false): LayoutShift {
  return { startTime, value, hadRecentInput };
}

describe('cumulative layout shift', () => {
  it('is zero for a page that never shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds up shifts that follow each other by less than a second', () => {
    expect(cumulativeLayoutShift([shift(100, 0.1), shift(600, 0.05), shift(1_500, 0.02)])).toBeCloseTo(0.17, 10);
  });

  it('is the worst session window, not the sum of the page’s shifts', () => {
    const shifts = [shift(100, 0.05), shift(2_000, 0.1), shift(2_500, 0.1), shift(6_000, 0.15)];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2, 10);
  });

  it('starts a new window after a gap of a second or more', () => {
    expect(cumulativeLayoutShift([shift(100, 0.1), shift(1_100, 0.1)])).toBeCloseTo(0.1, 10);
    expect(cumulativeLayoutShift([shift(100, 0.1), shift(1_099, 0.1)])).toBeCloseTo(0.2, 10);
  });

  it('closes a window 5 s after its first shift, however close the shifts come', () => {
    // Every 900 ms: 0 … 4500 make one window of six; 5000 is 5 s after its first shift and starts the next.
    const shifts = [0, 900, 1_800, 2_700, 3_600, 4_500, 5_000, 5_400].map((startTime) => shift(startTime, 0.1));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.6, 10);
  });

  it('leaves out shifts right after the user’s input, which do not join windows either', () => {
    expect(cumulativeLayoutShift([shift(100, 0.5, true), shift(200, 0.1)])).toBeCloseTo(0.1, 10);
    // Without the 0.3 that followed input, 1.6 s separate the other two: two windows of 0.1.
    expect(cumulativeLayoutShift([shift(0, 0.1), shift(800, 0.3, true), shift(1_600, 0.1)])).toBeCloseTo(0.1, 10);
  });
});

describe('total blocking time', () => {
  const fcp = 1_000;

  it('counts nothing for tasks of 50 ms or less', () => {
    expect(totalBlockingTime([], fcp)).toBe(0);
    expect(totalBlockingTime([{ startTime: 1_200, duration: 30 }, { startTime: 1_400, duration: 50 }], fcp)).toBe(0);
  });

  it('adds the part beyond 50 ms of every long task after the first contentful paint', () => {
    const longTasks = [
      { startTime: 1_200, duration: 120 },
      { startTime: 2_000, duration: 51 },
      { startTime: 9_000, duration: 250 },
    ];
    expect(totalBlockingTime(longTasks, fcp)).toBe(70 + 1 + 200);
  });

  it('ignores long tasks that ended before the first contentful paint', () => {
    expect(totalBlockingTime([{ startTime: 100, duration: 300 }, { startTime: 700, duration: 300 }], fcp)).toBe(0);
  });

  it('counts a task that was running at the first contentful paint from that paint on, as Lighthouse does', () => {
    // 200 ms after the paint: 150 ms blocking. Only 40 ms after it: none.
    expect(totalBlockingTime([{ startTime: 900, duration: 300 }], fcp)).toBe(150);
    expect(totalBlockingTime([{ startTime: 900, duration: 140 }], fcp)).toBe(0);
  });

  it('counts every long task when no first contentful paint was seen', () => {
    expect(totalBlockingTime([{ startTime: 10, duration: 100 }], 0)).toBe(50);
  });
});
