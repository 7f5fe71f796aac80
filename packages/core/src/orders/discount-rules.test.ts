import { describe, expect, it } from 'vitest';
import { isDiscountInEffect, normalizeDiscountCode } from './discount-rules.js';

describe('discount codes', () => {
  it('match without regard to case or spaces', () => {
    expect(normalizeDiscountCode('  spring10 ')).toBe('SPRING10');
  });

  it('are in effect from their start up to, not including, their end', () => {
    const period = { startsAt: '2025-06-01T00:00:00Z', endsAt: '2025-07-01T00:00:00Z' };
    expect(isDiscountInEffect(period, new Date('2025-05-31T23:59:59Z'))).toBe(false);
    expect(isDiscountInEffect(period, new Date('2025-06-01T00:00:00Z'))).toBe(true);
    expect(isDiscountInEffect(period, new Date('2025-07-01T00:00:00Z'))).toBe(false);
    expect(isDiscountInEffect({ startsAt: null, endsAt: null }, new Date(0))).toBe(true);
  });
});
