import { describe, expect, it } from 'vitest';
import { saleInstantOf, saleLocalTime } from './sale-time.js';

describe('sale times in Halifax', () => {
  it('reads a wall time in winter (−4) and in summer (−3)', () => {
    expect(new Date(saleInstantOf('2026-01-15T00:00')!).toISOString()).toBe('2026-01-15T04:00:00.000Z');
    expect(new Date(saleInstantOf('2026-05-01T00:00')!).toISOString()).toBe('2026-05-01T03:00:00.000Z');
    expect(saleLocalTime('2026-05-01T03:00:00.000Z')).toBe('2026-05-01T00:00');
  });

  it('reads an instant with its offset as it is, and refuses what is no date', () => {
    expect(saleInstantOf('2026-05-01T00:00:00-03:00')).toBe(Date.parse('2026-05-01T03:00:00Z'));
    expect(saleInstantOf('2026-02-30T00:00')).toBeNull();
    expect(saleInstantOf('tomorrow')).toBeNull();
    expect(saleInstantOf('2026-05-01')).toBeNull();
  });

  it('reads the wall times around the spring change', () => {
    // 8 March 2026: clocks go from 02:00 −4 to 03:00 −3.
    expect(new Date(saleInstantOf('2026-03-08T01:30')!).toISOString()).toBe('2026-03-08T05:30:00.000Z');
    expect(new Date(saleInstantOf('2026-03-08T03:30')!).toISOString()).toBe('2026-03-08T06:30:00.000Z');
  });
});
