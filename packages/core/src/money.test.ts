import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsRange } from './money.js';

describe('formatCents', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1899)).toBe('$18.99');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('refuses anything that is not a whole number of cents', () => {
    expect(() => formatCents(18.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCentsRange', () => {
  it('shows one price when both ends agree, else low - high', () => {
    expect(formatCentsRange(499, 499)).toBe('$4.99');
    expect(formatCentsRange(499, 1499)).toBe('$4.99 - $14.99');
  });
});
