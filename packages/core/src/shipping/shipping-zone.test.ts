import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../provinces.js';
import { asProvinceCode, Province, shippingZoneOf } from './shipping-zone.js';

describe('shipping zones', () => {
  it('puts every province and territory in its zone', () => {
    const zones = Object.fromEntries(PROVINCE_CODES.map((province) => [province, shippingZoneOf(province)]));
    expect(zones).toEqual({
      NS: 'NS',
      NB: 'ATLANTIC',
      PE: 'ATLANTIC',
      NL: 'ATLANTIC',
      QC: 'CENTRAL',
      ON: 'CENTRAL',
      MB: 'PRAIRIES',
      SK: 'PRAIRIES',
      AB: 'PRAIRIES',
      BC: 'BC',
      YT: 'TERRITORIES',
      NT: 'TERRITORIES',
      NU: 'TERRITORIES',
    });
  });

  it('reads province codes in any case and refuses anything else', () => {
    expect(Province.parse(' ns ')).toBe('NS');
    expect(Province.safeParse('Nova Scotia').success).toBe(false);
    expect(asProvinceCode('yt')).toBe('YT');
    expect(asProvinceCode('XX')).toBeNull();
    expect(asProvinceCode('constructor')).toBeNull();
  });
});
