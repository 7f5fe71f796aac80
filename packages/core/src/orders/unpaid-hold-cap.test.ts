import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS } from './order-limits.js';
import { unpaidUnitsLeft } from './unpaid-hold-cap.js';

const left = (onSale: number, heldUnpaid = 0, heldByClient = 0) => unpaidUnitsLeft({ onSale, heldUnpaid, heldByClient }, DEFAULT_ORDER_LIMITS);

describe('how many more units one client may order unpaid (defaults: half, never fewer than 3)', () => {
  it('half of 12, then nothing more once the client holds 6; a second client still 6', () => {
    expect(left(12)).toBe(6);
    expect(left(6, 6, 6)).toBe(0);
    expect(left(6, 6, 0)).toBe(6);
  });

  it('500 of 1,000 over any number of orders', () => {
    expect(left(1_000)).toBe(500);
    expect(left(600, 400, 400)).toBe(100);
    expect(left(500, 500, 500)).toBe(0);
  });

  it('small stocks: 1 of 1, 3 of 3 and 3 of 5 (the floor), never more than on sale', () => {
    expect(left(1)).toBe(1);
    expect(left(3)).toBe(3);
    expect(left(1, 2, 2)).toBe(1);
    expect(left(5)).toBe(3);
    expect(left(0, 4, 0)).toBe(0);
  });

  it('an oversold item (on sale below zero) leaves nothing', () => {
    expect(left(-2, 5, 0)).toBe(0);
  });
});
