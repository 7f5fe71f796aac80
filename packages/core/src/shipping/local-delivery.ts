import { z } from 'zod';
import { PROVINCE_CODES, type ProvinceCode } from '../provinces.js';
import { distanceKm, GeoPoint } from './distance.js';
import { forwardSortationArea, isRuralFsa, normalizePostalCode } from './postal-code.js';

/** LOCAL delivery reaches this far from the store unless configured otherwise (SPEC section 9). */
export const DEFAULT_DELIVERY_RADIUS_KM = 40;

/** A postal code or its beginning: an FSA ("B0T"), an FSA plus part of the LDU ("B0T1K"), or a full code. */
export const PostalPrefix = z
  .string()
  .max(10)
  .transform(normalizePostalCode)
  .refine((prefix) => /^[A-Z]\d[A-Z](\d([A-Z]\d?)?)?$/.test(prefix), 'a postal prefix is 3 to 6 characters of a postal code, e.g. B0T or B0T1K0');

/** A place the shop delivers to or knows to be too far, where its owner knows it is. */
export const Community = z
  .object({
    name: z.string().min(1).max(80),
    /** Other spellings shoppers use. */
    aliases: z.array(z.string().min(1).max(80)).max(10).default([]),
    latitude: GeoPoint.shape.latitude,
    longitude: GeoPoint.shape.longitude,
    /**
     * Postal prefixes its addresses use. A delivery city matches only with one of them, since
     * a name alone is not a place (Nova Scotia has more than one Brooklyn). Empty: any.
     */
    postalPrefixes: z.array(PostalPrefix).max(20).default([]),
  })
  .strict();
export type Community = z.infer<typeof Community>;

/** The shop's LOCAL delivery area, described the way the shop owner knows it. */
export const DeliveryArea = z
  .object({
    /** LOCAL delivery stays within the store's own province. */
    province: z.enum(PROVINCE_CODES),
    /** Where the store is. */
    origin: GeoPoint,
    radiusKm: z.number().positive().max(500).default(DEFAULT_DELIVERY_RADIUS_KM),
    communities: z.array(Community).max(1000).default([]),
    /** Postal prefixes known to be inside, each with the community whose distance it takes. */
    postalPrefixesInside: z.array(z.object({ prefix: PostalPrefix, community: z.string().min(1) }).strict()).max(1000).default([]),
    /** Postal prefixes known to be outside. The longest prefix matching a code decides. */
    postalPrefixesOutside: z.array(PostalPrefix).max(1000).default([]),
  })
  .strict()
  .superRefine((area, context) => {
    area.postalPrefixesInside.forEach(({ community: name }, index) => {
      const community = area.communities.find((candidate) => candidate.name === name);
      const path = ['postalPrefixesInside', index, 'community'];
      if (!community) context.addIssue({ code: 'custom', path, message: `there is no community named '${name}'` });
      else if (roundKm(distanceKm(area.origin, community)) > area.radiusKm) {
        context.addIssue({ code: 'custom', path, message: `'${name}' is farther than ${area.radiusKm} km from the store` });
      }
    });
  });
export type DeliveryArea = z.infer<typeof DeliveryArea>;
export type DeliveryAreaInput = z.input<typeof DeliveryArea>;

/** How the distance of a LOCAL decision was found. */
export type LocalDistanceSource = 'postal-prefix' | 'community' | 'fsa-centroid';

export interface LocalDeliveryMeasure {
  /** True when LOCAL delivery reaches the destination. */
  within: boolean;
  /** Km from the store, to one decimal; null when unknown. */
  distance: number | null;
  source: LocalDistanceSource | null;
}

export interface LocalDestination {
  province: ProvinceCode;
  postal: string;
  city?: string | undefined;
}

/** Where an FSA's centroid is, when it is known and trustworthy. */
export type FsaCentroidLookup = (fsa: string) => GeoPoint | undefined;

const NOT_LOCAL: LocalDeliveryMeasure = { within: false, distance: null, source: null };

function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** A place name reduced for comparison: case, accents, punctuation and extra spaces ignored. */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function longestPrefixMatch(postal: string, prefixes: readonly string[]): string | null {
  let best: string | null = null;
  for (const prefix of prefixes) if (postal.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  return best;
}

/** The configured community a delivery city names, if its postal code fits the community. */
export function findCommunity(area: DeliveryArea, city: string, postal: string): Community | undefined {
  const key = placeNameKey(city);
  if (key === '') return undefined;
  const normal = normalizePostalCode(postal);
  return area.communities.find(
    (community) =>
      [community.name, ...community.aliases].some((name) => placeNameKey(name) === key) &&
      (community.postalPrefixes.length === 0 || community.postalPrefixes.some((prefix) => normal.startsWith(prefix))),
  );
}

/**
 * Decides whether LOCAL delivery reaches a destination, measuring with the best coordinates
 * available, in order: a configured postal prefix, the delivery city matched to a configured
 * community, the FSA centroid of an urban FSA. A rural FSA none of these settle is not LOCAL:
 * its centroid can lie tens of km from any of its addresses.
 */
export function measureLocalDelivery(area: DeliveryArea, destination: LocalDestination, fsaCentroid: FsaCentroidLookup): LocalDeliveryMeasure {
  if (destination.province !== area.province) return NOT_LOCAL;
  const postal = normalizePostalCode(destination.postal);
  const measured = (point: GeoPoint, source: LocalDistanceSource): LocalDeliveryMeasure => {
    const distance = roundKm(distanceKm(area.origin, point));
    return { within: distance <= area.radiusKm, distance, source };
  };

  const inside = longestPrefixMatch(postal, area.postalPrefixesInside.map((entry) => entry.prefix));
  const outside = longestPrefixMatch(postal, area.postalPrefixesOutside);
  if (outside !== null && (inside === null || outside.length >= inside.length)) {
    return { within: false, distance: null, source: 'postal-prefix' };
  }
  if (inside !== null) {
    const name = area.postalPrefixesInside.find((entry) => entry.prefix === inside)!.community;
    const community = area.communities.find((candidate) => candidate.name === name);
    // DeliveryArea checks that the community exists and lies within the radius.
    if (community) return { ...measured(community, 'postal-prefix'), within: true };
  }

  const community = destination.city ? findCommunity(area, destination.city, postal) : undefined;
  if (community) return measured(community, 'community');

  const fsa = forwardSortationArea(postal);
  if (isRuralFsa(fsa)) return NOT_LOCAL;
  const centroid = fsaCentroid(fsa);
  return centroid ? measured(centroid, 'fsa-centroid') : NOT_LOCAL;
}
