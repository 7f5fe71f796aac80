import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../money.js';
import { readDollarAmount } from './deposit-amount.js';

describe('readDollarAmount', () => {
  it('reads English and French amounts as exact cents', () => {
    expect(readDollarAmount('45.20')).toBe(4520);
    expect(readDollarAmount('$45.20')).toBe(4520);
    expect(readDollarAmount('$45.20 (CAD)')).toBe(4520);
    expect(readDollarAmount('1,045.20')).toBe(104520);
    expect(readDollarAmount('1 045,20 $')).toBe(104520);
    expect(readDollarAmount('1\u00a0045,20\u00a0$')).toBe(104520);
    expect(readDollarAmount('1\u202f045,20 $ (CAD)')).toBe(104520);
    expect(readDollarAmount('45,20 $')).toBe(4520);
    expect(readDollarAmount('1,045')).toBe(104500);
    expect(readDollarAmount('12')).toBe(1200);
    expect(readDollarAmount('0.07')).toBe(7);
    expect(readDollarAmount('45.5')).toBe(4550);
    expect(readDollarAmount('CA$1,234,567.89')).toBe(123456789);
  });

  it('reads withdrawals as negative', () => {
    expect(readDollarAmount('-12.00')).toBe(-1200);
    expect(readDollarAmount('-$12.00')).toBe(-1200);
    expect(readDollarAmount('$-12.00')).toBe(-1200);
    expect(readDollarAmount('(12.00)')).toBe(-1200);
    expect(readDollarAmount('12.00-')).toBe(-1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '$', 'abc', '12.345', '1,04.20', '1.045.20', '1,045,20,1', '4 5', '12,00.5', '--3']) {
      expect(readDollarAmount(text), text).toBeNull();
    }
  });

  it('reads back every amount the shop itself writes, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom('en-CA', 'fr-CA'), (cents, locale) => {
        expect(readDollarAmount(formatCents(cents, locale))).toBe(cents);
      }),
    );
  });
});
