import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.js';

const LIVERPOOL = { latitude: 44.0386, longitude: -64.7172 };

describe('distance', () => {
  it('measures real places in a straight line', () => {
    expect(distanceKm(LIVERPOOL, { latitude: 44.3778, longitude: -64.5189 })).toBeCloseTo(40.9, 1); // Bridgewater
    expect(distanceKm(LIVERPOOL, { latitude: 44.6488, longitude: -63.5752 })).toBeCloseTo(113, 0); // Halifax
    expect(distanceKm(LIVERPOOL, { latitude: 43.7029, longitude: -65.1119 })).toBeCloseTo(48.9, 1); // B0T's centroid
  });

  it('is zero at the same point and symmetric', () => {
    expect(distanceKm(LIVERPOOL, LIVERPOOL)).toBe(0);
    const halifax = { latitude: 44.6488, longitude: -63.5752 };
    expect(distanceKm(LIVERPOOL, halifax)).toBeCloseTo(distanceKm(halifax, LIVERPOOL), 9);
  });
});
