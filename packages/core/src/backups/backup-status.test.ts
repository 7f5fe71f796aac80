import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupAttention, backupSize, describeInterval, parseBackupEvery } from './backup-status.js';

describe('BACKUP_EVERY', () => {
  it.each([
    ['30m', 1_800],
    ['6h', 21_600],
    ['1d', 86_400],
    ['1m', 60],
    ['30d', 2_592_000],
    [' 12h ', 43_200],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseBackupEvery(text)).toEqual({ seconds });
  });

  it.each(['6', 'h', '6hours', '0h', '06h', '1.5h', '-1h', '6H', '31d', '1w', '6h30m', '30s', 'off'])('%s is refused, saying what is expected', (text) => {
    expect(parseBackupEvery(text)).toEqual({ problem: `BACKUP_EVERY must be a number and a unit, m, h or d (e.g. 30m, 6h, 1d), from 1m to 30d; "${text}" is not` });
  });

  it('reads back what describeInterval writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 43_200 }), (minutes) => {
        const parsed = parseBackupEvery(`${minutes}m`);
        expect(parsed).toEqual({ seconds: minutes * 60 });
        expect(describeInterval(minutes * 60)).toMatch(/^every (\d+ )?(minute|hour|day)s?$/);
      }),
    );
  });
});

describe('whether backups need attention', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
  const every6h = { everySeconds: 21_600, scheduleSince: hoursAgo(100) };

  it('the last run failed, schedule or not', () => {
    expect(backupAttention({ ...every6h, lastRun: { outcome: 'FAILED' }, lastGood: { finishedAt: hoursAgo(1) } }, now)).toBe('FAILED');
    expect(backupAttention({ everySeconds: null, scheduleSince: null, lastRun: { outcome: 'FAILED' }, lastGood: null }, now)).toBe('FAILED');
  });

  it('no good backup for more than twice the interval', () => {
    expect(backupAttention({ ...every6h, lastRun: { outcome: 'OK' }, lastGood: { finishedAt: hoursAgo(11.9) } }, now)).toBeNull();
    expect(backupAttention({ ...every6h, lastRun: { outcome: 'OK' }, lastGood: { finishedAt: hoursAgo(12.1) } }, now)).toBe('OVERDUE');
    expect(backupAttention({ ...every6h, lastRun: { outcome: 'RUNNING' }, lastGood: { finishedAt: hoursAgo(13) } }, now)).toBe('OVERDUE');
  });

  it('a schedule that never made one counts from when it began', () => {
    expect(backupAttention({ everySeconds: 21_600, scheduleSince: hoursAgo(1), lastRun: null, lastGood: null }, now)).toBeNull();
    expect(backupAttention({ everySeconds: 21_600, scheduleSince: hoursAgo(13), lastRun: null, lastGood: null }, now)).toBe('OVERDUE');
  });

  it('no schedule and nothing failed', () => {
    expect(backupAttention({ everySeconds: null, scheduleSince: null, lastRun: null, lastGood: null }, now)).toBeNull();
  });
});

describe('how intervals and sizes read', () => {
  it.each([
    [60, 'every minute'],
    [1_800, 'every 30 minutes'],
    [21_600, 'every 6 hours'],
    [86_400, 'every day'],
    [5, 'every 5 seconds'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(describeInterval(seconds)).toBe(text);
  });

  it.each([
    [512, '512 bytes'],
    [20_480, '20 kB'],
    [6_186_598, '5.9 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('%i bytes: %s', (bytes, text) => {
    expect(backupSize(bytes)).toBe(text);
  });
});
