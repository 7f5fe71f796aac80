import { describe, expect, it } from 'vitest';
import type { GeoPoint } from './distance.js';
import { DeliveryArea, type DeliveryAreaInput, findCommunity, measureLocalDelivery, placeNameKey } from './local-delivery.js';

const LIVERPOOL = { latitude: 44.0386, longitude: -64.7172 };
/** A point due north of Liverpool, `km` away along the meridian. */
const northOfLiverpool = (km: number): GeoPoint => ({ latitude: LIVERPOOL.latitude + km / 111.19508, longitude: LIVERPOOL.longitude });

const area = (overrides: Partial<DeliveryAreaInput> = {}): DeliveryArea =>
  DeliveryArea.parse({
    province: 'NS',
    origin: LIVERPOOL,
    communities: [
      { name: 'Liverpool', ...LIVERPOOL, postalPrefixes: ['B0T'] },
      { name: 'Brooklyn', latitude: 44.0544, longitude: -64.6958, postalPrefixes: ['B0T'] },
      { name: 'Thirty-Nine', ...northOfLiverpool(39), postalPrefixes: ['B0T'] },
      { name: 'Forty-One', ...northOfLiverpool(41), postalPrefixes: ['B0T'] },
      { name: 'Bridgewater', latitude: 44.3778, longitude: -64.5189, postalPrefixes: ['B4V'] },
      { name: 'Saint-Éloi', aliases: ['St Eloi'], ...northOfLiverpool(5) },
    ],
    postalPrefixesInside: [{ prefix: 'B0T 1K0', community: 'Liverpool' }],
    postalPrefixesOutside: ['B0T1W'],
    ...overrides,
  });

const noCentroids = () => undefined;

describe('LOCAL delivery area', () => {
  it('delivers within 40 km and not beyond: 39 km yes, 41 km no', () => {
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B0T1A0', city: 'Thirty-Nine' }, noCentroids)).toEqual({
      within: true,
      distance: 39,
      source: 'community',
    });
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B0T1A0', city: 'Forty-One' }, noCentroids)).toEqual({
      within: false,
      distance: 41,
      source: 'community',
    });
  });

  it('takes a configured postal prefix first: Liverpool B0T 1K0 is LOCAL whatever the city says', () => {
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'b0t 1k0', city: 'Somewhere Else' }, noCentroids)).toEqual({
      within: true,
      distance: 0,
      source: 'postal-prefix',
    });
  });

  it('lets the longest prefix decide between inside and outside', () => {
    const mixed = area({ postalPrefixesOutside: ['B0T'], postalPrefixesInside: [{ prefix: 'B0T1K0', community: 'Liverpool' }] });
    expect(measureLocalDelivery(mixed, { province: 'NS', postal: 'B0T1K0', city: '' }, noCentroids).within).toBe(true);
    expect(measureLocalDelivery(mixed, { province: 'NS', postal: 'B0T1H0', city: 'Brooklyn' }, noCentroids)).toEqual({
      within: false,
      distance: null,
      source: 'postal-prefix',
    });
  });

  it('matches the delivery city to a community, ignoring case, accents and punctuation', () => {
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B0T1H0', city: '  BROOKLYN ' }, noCentroids)).toMatchObject({
      within: true,
      source: 'community',
    });
    expect(placeNameKey('Saint-Éloi')).toBe('saint eloi');
    expect(findCommunity(area(), 'st. eloi', 'B0J1A0')?.name).toBe('Saint-Éloi');
  });

  it('does not take a namesake for the community: Brooklyn, Hants County is not Brooklyn, Queens', () => {
    expect(findCommunity(area(), 'Brooklyn', 'B0N1H0')).toBeUndefined();
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B0N1H0', city: 'Brooklyn' }, noCentroids).within).toBe(false);
  });

  it('measures Bridgewater honestly: about 41 km in a straight line, so not LOCAL', () => {
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B4V2W9', city: 'Bridgewater' }, noCentroids)).toEqual({
      within: false,
      distance: 40.9,
      source: 'community',
    });
  });

  it('uses the centroid of an urban FSA when nothing better is known', () => {
    const centroids = (fsa: string) => (fsa === 'B4V' ? { latitude: 44.3683, longitude: -64.506 } : fsa === 'B3H' ? { latitude: 44.6224, longitude: -63.5736 } : undefined);
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B4V1A1' }, centroids)).toEqual({ within: false, distance: 40.3, source: 'fsa-centroid' });
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B3H4R2', city: 'Halifax' }, centroids)).toMatchObject({ within: false, source: 'fsa-centroid' });
    expect(measureLocalDelivery(area({ radiusKm: 45 }), { province: 'NS', postal: 'B4V1A1' }, centroids).within).toBe(true);
  });

  it('never trusts the centroid of a rural FSA: B0T’s lies about 49 km from Liverpool', () => {
    const centroids = (fsa: string) => (fsa === 'B0T' ? { latitude: 43.7029, longitude: -65.1119 } : undefined);
    expect(measureLocalDelivery(area(), { province: 'NS', postal: 'B0T1P0', city: 'Unlisted Cove' }, centroids)).toEqual({
      within: false,
      distance: null,
      source: null,
    });
  });

  it('stays in the store’s province: NS vs NB at the border', () => {
    const amherst = { latitude: 45.8338, longitude: -64.2119 };
    const sackville = { latitude: 45.8958, longitude: -64.368 };
    const border = area({ origin: amherst, communities: [{ name: 'Sackville', ...sackville }, { name: 'Amherst', ...amherst }], postalPrefixesInside: [] });
    expect(measureLocalDelivery(border, { province: 'NS', postal: 'B4H3Y1', city: 'Amherst' }, noCentroids).within).toBe(true);
    expect(measureLocalDelivery(border, { province: 'NB', postal: 'E4L1A1', city: 'Sackville' }, noCentroids)).toEqual({
      within: false,
      distance: null,
      source: null,
    });
  });

  it('refuses an area whose inside prefix names an unknown or too distant community', () => {
    expect(DeliveryArea.safeParse({ province: 'NS', origin: LIVERPOOL, postalPrefixesInside: [{ prefix: 'B0T', community: 'Atlantis' }] }).success).toBe(false);
    const far = DeliveryArea.safeParse({
      province: 'NS',
      origin: LIVERPOOL,
      communities: [{ name: 'Far', ...northOfLiverpool(41) }],
      postalPrefixesInside: [{ prefix: 'B0T', community: 'Far' }],
    });
    expect(far.error?.issues[0]?.message).toBe("'Far' is farther than 40 km from the store");
    expect(DeliveryArea.safeParse({ province: 'NS', origin: LIVERPOOL, postalPrefixesOutside: ['B0'] }).success).toBe(false);
  });
});
