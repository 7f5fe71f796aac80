import { describe, expect, it } from 'vitest';
import { deliveryWindowProblem, openWindowsOf, timeOfDay, windowHours, windowKey } from './delivery-windows.js';
import { DEFAULT_FLORIST_SETTINGS, FloristSettings, SUGGESTED_DELIVERY_WINDOWS } from './florist-settings.js';

const settings = { deliveryWindows: SUGGESTED_DELIVERY_WINDOWS };
// Tuesday 2026-11-24, 09:30 and 10:30 in Halifax (AST, UTC-4).
const early = new Date('2026-11-24T13:30:00Z');
const midMorning = new Date('2026-11-24T14:30:00Z');

describe('delivery windows', () => {
  it('asks for a window the store sets, with room left, not started yet today', () => {
    expect(deliveryWindowProblem(null, '2026-11-25', early, settings, 0)).toBe('window-required');
    expect(deliveryWindowProblem('evening', '2026-11-25', early, settings, 0)).toBe('window-unknown');
    expect(deliveryWindowProblem('morning', '2026-11-24', early, settings, 0)).toBeNull();
    expect(deliveryWindowProblem('morning', '2026-11-24', midMorning, settings, 0)).toBe('window-started');
    expect(deliveryWindowProblem('afternoon', '2026-11-24', midMorning, settings, 0)).toBeNull();
    expect(deliveryWindowProblem('morning', '2026-11-25', midMorning, settings, 7)).toBeNull();
    expect(deliveryWindowProblem('morning', '2026-11-25', midMorning, settings, 8)).toBe('window-full');
    const closed = { deliveryWindows: [{ id: 'morning' as const, start: '10:00', end: '12:00', capacity: 0 }] };
    expect(deliveryWindowProblem('morning', '2026-11-25', early, closed, 0)).toBe('window-full');
  });

  it('offers for each date the windows with room, leaving out a date with none', () => {
    const bookings = new Map([
      [windowKey('2026-11-25', 'morning'), 8],
      [windowKey('2026-11-26', 'morning'), 8],
      [windowKey('2026-11-26', 'afternoon'), 9],
    ]);
    expect(openWindowsOf(['2026-11-24', '2026-11-25', '2026-11-26'], midMorning, settings, bookings)).toEqual({
      '2026-11-24': ['afternoon'],
      '2026-11-25': ['afternoon'],
    });
  });

  it('reads stored settings without windows as none, and refuses windows that make no sense', () => {
    const stored: Record<string, unknown> = { ...DEFAULT_FLORIST_SETTINGS };
    delete stored.deliveryWindows;
    expect(FloristSettings.parse(stored).deliveryWindows).toEqual([]);
    const bad = [
      [{ id: 'morning', start: '12:00', end: '10:00', capacity: 1 }],
      [{ id: 'morning', start: '10:00', end: '12:00', capacity: -1 }],
      [{ id: 'morning', start: '10:00', end: '12:00', capacity: 1.5 }],
      [{ id: 'evening', start: '18:00', end: '20:00', capacity: 1 }],
      [SUGGESTED_DELIVERY_WINDOWS[0], SUGGESTED_DELIVERY_WINDOWS[0]],
    ];
    for (const deliveryWindows of bad) expect(FloristSettings.safeParse({ ...DEFAULT_FLORIST_SETTINGS, deliveryWindows }).success, JSON.stringify(deliveryWindows)).toBe(false);
  });

  it('writes hours in each language', () => {
    expect(windowHours({ start: '10:00', end: '12:00' }, 'en-CA')).toBe('10:00–12:00');
    // French keeps each time on one line: no-break spaces around its h.
    expect(windowHours({ start: '10:00', end: '12:30' }, 'fr-CA')).toBe('10\u00a0h – 12\u00a0h\u00a030');
    expect(timeOfDay('11:00', 'fr-CA')).toBe('11\u00a0h');
    expect(timeOfDay('11:00', 'en-CA')).toBe('11:00');
  });
});
