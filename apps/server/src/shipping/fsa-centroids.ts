import type { GeoPoint } from '@backroom/core/shipping/distance';
import { codes } from 'zipcodes/lib/codesCanada.js';

/**
 * Centroids in the zipcodes package that are plainly wrong, with why. A wrong centroid near a
 * store would make a far-away address LOCAL, so these are never used.
 */
const WRONG_CENTROIDS: Readonly<Record<string, string>> = {
  B4R: 'named Coldbrook (Kings County, near Kentville) but placed beside Bridgewater, 40 km from Liverpool',
  B2J: 'named Fourchu (Cape Breton) but placed beside Truro',
};

// Anything outside this box is not in Canada: a shifted column, or Santa's H0H at the pole.
const CANADA = { south: 41.6, north: 83.2, west: -141.1, east: -52.5 };

function trustworthy(latitude: number | null, longitude: number | null): GeoPoint | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (latitude < CANADA.south || latitude > CANADA.north || longitude < CANADA.west || longitude > CANADA.east) return undefined;
  return { latitude, longitude };
}

const centroids = new Map<string, GeoPoint>();
for (const [fsa, entry] of Object.entries(codes)) {
  const point = fsa in WRONG_CENTROIDS ? undefined : trustworthy(entry.latitude, entry.longitude);
  if (point) centroids.set(fsa, point);
}

/** The centroid of a forward sortation area ("B3H"), when the data has a trustworthy one. */
export function fsaCentroid(fsa: string): GeoPoint | undefined {
  return centroids.get(fsa.toUpperCase());
}
