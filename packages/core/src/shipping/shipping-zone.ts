import { z } from 'zod';
import { PROVINCE_CODES, PROVINCES, type ProvinceCode } from '../provinces.js';

/**
 * Where a parcel goes, as a Nova Scotia shop prices it: home province, the rest of Atlantic
 * Canada, central Canada, the Prairies, British Columbia, the North.
 */
export const SHIPPING_ZONES = ['NS', 'ATLANTIC', 'CENTRAL', 'PRAIRIES', 'BC', 'TERRITORIES'] as const;
export const ShippingZone = z.enum(SHIPPING_ZONES);
export type ShippingZone = z.infer<typeof ShippingZone>;

const ZONE_OF_PROVINCE: Readonly<Record<ProvinceCode, ShippingZone>> = {
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
};

/** The shipping zone of a province or territory. */
export function shippingZoneOf(province: ProvinceCode): ShippingZone {
  return ZONE_OF_PROVINCE[province];
}

/** A province or territory code in a request ("ns" and " NS " read as NS). */
export const Province = z
  .string()
  .max(40)
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.enum(PROVINCE_CODES, { error: `a province is one of ${PROVINCE_CODES.join(', ')}` }));

/** The province code a text names ("ns" → NS); null when it names none. */
export function asProvinceCode(text: string): ProvinceCode | null {
  const code = text.trim().toUpperCase();
  return Object.hasOwn(PROVINCES, code) ? (code as ProvinceCode) : null;
}
