import { describe, expect, it } from 'vitest';
import { percentile } from './latency-sample.js';

describe('percentile (nearest rank)', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);

  it('is the value at the rank the fraction reaches, rounded up', () => {
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([10, 20, 30], 0.5)).toBe(20);
    expect(percentile([10, 20, 30], 0.95)).toBe(30);
  });

  it('stays within the values', () => {
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(100);
  });

  it('is NaN without values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
