import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsRange, parseDollars } from './money.js';

describe('formatCents', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1899)).toBe('$18.99');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-250)).toBe('-$2.50');
  });

  it('shows Canadian French as fr-CA writes it: comma decimals, space thousands, $ after', () => {
    expect(formatCents(1234, 'fr-CA')).toBe('12,34\u00a0$');
    expect(formatCents(123456789, 'fr-CA')).toBe('1\u00a0234\u00a0567,89\u00a0$');
    expect(formatCents(-250, 'fr-CA')).toBe('-2,50\u00a0$');
    expect(formatCents(1234, 'en-CA')).toBe('$12.34');
    expect(formatCentsRange(499, 1499, 'fr-CA')).toBe('4,99\u00a0$ - 14,99\u00a0$');
  });

  it('shows no sign on nothing, even a negated nothing (a discount of 0 shown as -0)', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-0, 'fr-CA')).toBe('0,00\u00a0$');
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

describe('parseDollars', () => {
  it('reads dollars typed by staff as exact cents', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('$1,234.56')).toBe(123456);
    expect(parseDollars(' .75 ')).toBe(75);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', '.', 'abc', '-5', '1.234', '1,23', '12$', '1e3']) expect(parseDollars(text)).toBeNull();
  });

  it('round-trips what formatCents shows', () => {
    for (const cents of [0, 5, 99, 100, 123456, 99999999]) expect(parseDollars(formatCents(cents))).toBe(cents);
  });
});
