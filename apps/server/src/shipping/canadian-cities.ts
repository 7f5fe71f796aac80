import type { ProvinceCode } from '@backroom/core/provinces';
import citiesByProvince from './canadian-cities.json' with { type: 'json' };

const CITIES: Readonly<Record<ProvinceCode, readonly string[]>> = citiesByProvince;

/**
 * The cities, towns and villages of a province or territory, sorted, with extra names (a
 * store's own delivery communities) merged in.
 */
export function citiesOf(province: ProvinceCode, extra: readonly string[] = []): string[] {
  const known = CITIES[province];
  if (extra.length === 0) return [...known];
  const keys = new Set(known.map((name) => name.toLowerCase()));
  const added = extra.filter((name) => !keys.has(name.toLowerCase()));
  return [...known, ...new Set(added)].sort((a, b) => a.localeCompare(b, 'en-CA'));
}
