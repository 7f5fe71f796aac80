import { describe, expect, it } from 'vitest';
import { readDepositDate } from './deposit-date.js';

describe('readDepositDate', () => {
  it('reads the dates banks and notices write, English and French', () => {
    expect(readDepositDate('2026-11-20')).toBe('2026-11-20');
    expect(readDepositDate('2026/11/20')).toBe('2026-11-20');
    expect(readDepositDate('11/20/2026')).toBe('2026-11-20');
    expect(readDepositDate('05/06/2026')).toBe('2026-05-06');
    expect(readDepositDate('05/06/2026', 'day-first')).toBe('2026-06-05');
    expect(readDepositDate('Nov 20, 2026')).toBe('2026-11-20');
    expect(readDepositDate('Date: November 20th, 2026 10:14 AM')).toBe('2026-11-20');
    expect(readDepositDate('20 Nov 2026')).toBe('2026-11-20');
    expect(readDepositDate('le 20 novembre 2026')).toBe('2026-11-20');
    expect(readDepositDate('1er déc. 2026')).toBe('2026-12-01');
    expect(readDepositDate('Sept. 3, 2026')).toBe('2026-09-03');
  });

  it('gives a UTC date-time when the zone is written', () => {
    expect(readDepositDate('Fri, 20 Nov 2026 14:03:11 -0400')).toBe('2026-11-20T18:03:11Z');
    expect(readDepositDate('20 Nov 2026 23:30:00 AST')).toBe('2026-11-21T03:30:00Z');
    expect(readDepositDate('2026-11-20T14:03:11-04:00')).toBe('2026-11-20T18:03:11Z');
    expect(readDepositDate('2026-11-20 14:03:11')).toBe('2026-11-20');
  });

  it('refuses what is not a date', () => {
    for (const text of ['', 'yesterday', '13/13/2026', '2026-02-30', '02/30/2026', 'Nov 31, 2026', '20 Foo 2026']) {
      expect(readDepositDate(text), text).toBeNull();
    }
  });
});
