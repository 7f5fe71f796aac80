import { forwardSortationArea, normalizePostalCode } from '../shipping/postal-code.js';
import { placeNameKey } from '../shipping/local-delivery.js';

/**
 * Communities of Queens County, Nova Scotia (the Region of Queens Municipality), where the
 * florist delivers (SPEC 2 /florist: "Liverpool and Queens County"). Source: the Region of
 * Queens Municipality's list of its communities (regionofqueens.com) and Statistics Canada's
 * 2021 census subdivision "Region of Queens Municipality" (CSD 1204010), read 2026-11.
 */
export const QUEENS_COUNTY_COMMUNITIES = [
  'Liverpool',
  'Beach Meadows',
  'Bangs Falls',
  'Broad River',
  'Brooklyn',
  'Caledonia',
  'Charleston',
  'Danesville',
  'East Berlin',
  'Eagle Head',
  'Greenfield',
  'Harmony',
  'Hunts Point',
  'Kempt',
  'Middlefield',
  'Mill Village',
  'Milton',
  'Molega',
  'North Brookfield',
  'Port Joli',
  'Port Medway',
  'Port Mouton',
  'South Brookfield',
  'Summerville',
  'Western Head',
  'Westfield',
  'White Point',
] as const;

/**
 * Forward sortation areas that serve Queens County: B0T (Liverpool region) and B0J (the Port
 * Medway and Mill Village side). Both reach beyond the county too (B0T into Shelburne County,
 * B0J into Lunenburg County), so an address needs a Queens County community and one of these.
 */
export const QUEENS_COUNTY_FSAS = ['B0T', 'B0J'] as const;

const COMMUNITY_KEYS = new Set(QUEENS_COUNTY_COMMUNITIES.map(placeNameKey));

/** True when a delivery address lies in the florist's area: a Queens County community, NS, with a Queens County postal code. */
export function isInFloristArea(address: { city: string; province: string; postal: string }): boolean {
  if (address.province.trim().toUpperCase() !== 'NS') return false;
  const fsa = forwardSortationArea(normalizePostalCode(address.postal));
  return (QUEENS_COUNTY_FSAS as readonly string[]).includes(fsa) && COMMUNITY_KEYS.has(placeNameKey(address.city));
}
