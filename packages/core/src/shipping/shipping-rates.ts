import { z } from 'zod';
import { type ShippingMethodCode, ShippingMethodCode as ShippingMethodCodeSchema } from '../client-config.js';
import { PROVINCE_CODES, type ProvinceCode } from '../provinces.js';
import type { ShippingQuote } from './shipping-quote.js';
import { shippingZoneOf, ShippingZone, type ShippingZone as Zone } from './shipping-zone.js';

/** The most a shipping price or threshold may be: $100,000 in cents. */
const MAX_CENTS = 10_000_000;
const Cents = z.number().int().min(0).max(MAX_CENTS);
const Days = z.number().int().min(0).max(90);

/** From this discounted subtotal (cents) up, the method costs `price` (cents). */
export const PriceBand = z.object({ fromValue: Cents, price: Cents }).strict();
export type PriceBand = z.infer<typeof PriceBand>;

/** What a method costs and takes to one zone. */
export const ZoneRate = z
  .object({
    minDays: Days,
    maxDays: Days,
    /** Price by order value: the last band whose fromValue the value reaches applies. */
    prices: z
      .array(PriceBand)
      .min(1)
      .max(20)
      .refine((bands) => bands[0]?.fromValue === 0, 'the first price band starts at 0')
      .refine(
        (bands) => bands.every((band, index) => index === 0 || band.fromValue > bands[index - 1]!.fromValue),
        'price bands go up by fromValue',
      ),
    /** Discounted subtotal from which shipping is free; null: never free. */
    freeShippingThreshold: Cents.nullable(),
  })
  .strict()
  .refine((rate) => rate.minDays <= rate.maxDays, 'minDays is at most maxDays');
export type ZoneRate = z.infer<typeof ZoneRate>;

/** One method's rates; a zone it has no rate for is a zone it does not go to. */
export const MethodRate = z
  .object({
    name: z.string().min(1).max(80),
    /** Only these provinces, when set (a regional courier). */
    provinces: z.array(z.enum(PROVINCE_CODES)).min(1).optional(),
    zones: z.partialRecord(ShippingZone, ZoneRate),
  })
  .strict();
export type MethodRate = z.infer<typeof MethodRate>;

/** A store's rate table, by method. */
export const ShippingRateTable = z.partialRecord(ShippingMethodCodeSchema, MethodRate);
export type ShippingRateTable = z.infer<typeof ShippingRateTable>;

/** Value bands of the default tables: under $50, $50 to $150, $150 and up. */
const DEFAULT_BANDS = [0, 5_000, 15_000] as const;

function zoneRate(minDays: number, maxDays: number, prices: readonly number[], freeShippingThreshold: number | null): ZoneRate {
  return {
    minDays,
    maxDays,
    prices: prices.map((price, index) => ({ fromValue: DEFAULT_BANDS[index]!, price })),
    freeShippingThreshold,
  };
}

/**
 * Rates for a shop in Nova Scotia: Regular Parcel the cheapest and slowest, Expedited a little
 * dearer and a day faster, Xpresspost and Priority fast and dear; Armour, a Maritime courier,
 * only to NS, NB and PE. Prices are before tax, in cents.
 */
export const DEFAULT_SHIPPING_RATES: Readonly<Record<ShippingMethodCode, MethodRate>> = {
  PICKUP: { name: 'In-Store Pickup', zones: { NS: zoneRate(0, 0, [0], null) } },
  LOCAL: { name: 'Local Delivery', zones: { NS: zoneRate(0, 1, [1_000], 7_500) } },
  ARMOUR: {
    name: 'Armour Courier',
    provinces: ['NS', 'NB', 'PE'],
    zones: {
      NS: zoneRate(1, 2, [1_395, 1_695, 2_195], 15_000),
      ATLANTIC: zoneRate(2, 3, [1_795, 2_195, 2_795], 20_000),
    },
  },
  'CP.RP': {
    name: 'Canada Post Regular Parcel',
    zones: {
      NS: zoneRate(2, 4, [1_195, 1_495, 1_895], 9_900),
      ATLANTIC: zoneRate(3, 5, [1_495, 1_795, 2_295], 12_500),
      CENTRAL: zoneRate(4, 7, [1_795, 2_195, 2_795], 15_000),
      PRAIRIES: zoneRate(6, 9, [2_195, 2_695, 3_395], 20_000),
      BC: zoneRate(7, 10, [2_395, 2_895, 3_695], 20_000),
      TERRITORIES: zoneRate(10, 20, [3_495, 4_495, 5_995], null),
    },
  },
  'CP.EP': {
    name: 'Canada Post Expedited Parcel',
    zones: {
      NS: zoneRate(1, 3, [1_395, 1_695, 2_095], 12_500),
      ATLANTIC: zoneRate(2, 4, [1_695, 1_995, 2_495], 15_000),
      CENTRAL: zoneRate(3, 6, [1_995, 2_395, 2_995], 20_000),
      PRAIRIES: zoneRate(5, 8, [2_395, 2_895, 3_595], 25_000),
      BC: zoneRate(6, 9, [2_595, 3_095, 3_895], 25_000),
      TERRITORIES: zoneRate(8, 16, [3_795, 4_795, 6_295], null),
    },
  },
  'CP.XP': {
    name: 'Canada Post Xpresspost',
    zones: {
      NS: zoneRate(1, 2, [1_895, 2_295, 2_895], 20_000),
      ATLANTIC: zoneRate(1, 2, [2_295, 2_795, 3_495], 25_000),
      CENTRAL: zoneRate(2, 3, [2_895, 3_495, 4_395], 30_000),
      PRAIRIES: zoneRate(2, 4, [3_495, 4_195, 5_295], 35_000),
      BC: zoneRate(3, 4, [3_795, 4_495, 5_695], 35_000),
      TERRITORIES: zoneRate(4, 8, [5_995, 7_495, 9_495], null),
    },
  },
  'CP.PC': {
    name: 'Canada Post Priority',
    zones: {
      NS: zoneRate(1, 1, [2_895, 3_495, 4_395], null),
      ATLANTIC: zoneRate(1, 1, [3_495, 4_195, 5_295], null),
      CENTRAL: zoneRate(1, 2, [4_295, 5_195, 6_495], null),
      PRAIRIES: zoneRate(1, 2, [4_995, 5_995, 7_495], null),
      BC: zoneRate(2, 3, [5_495, 6_495, 7_995], null),
      TERRITORIES: zoneRate(3, 6, [8_995, 10_995, 13_995], null),
    },
  },
};

/** What is being shipped where, as far as pricing cares. */
export interface ShippingOrder {
  province: ProvinceCode;
  /** Discounted subtotal in cents. */
  value: number;
  /** Special-order items never ship free. */
  hasSpecialOrder: boolean;
}

/** The price band a discounted subtotal falls in. */
export function bandPrice(rate: ZoneRate, value: number): number {
  let price = rate.prices[0]!.price;
  for (const band of rate.prices) if (value >= band.fromValue) price = band.price;
  return price;
}

/**
 * Prices one method from its rates; null when it does not go to that province. Free when the
 * value reaches the zone's threshold, unless the order holds special-order items, for which
 * no threshold applies (the quote says null).
 */
export function priceShippingMethod(code: ShippingMethodCode, rate: MethodRate, order: ShippingOrder): ShippingQuote | null {
  if (rate.provinces && !rate.provinces.includes(order.province)) return null;
  const zone: Zone = shippingZoneOf(order.province);
  const zoneRate = rate.zones[zone];
  if (!zoneRate) return null;
  const freeShippingThreshold = order.hasSpecialOrder ? null : zoneRate.freeShippingThreshold;
  const free = freeShippingThreshold !== null && order.value >= freeShippingThreshold;
  return {
    code,
    name: rate.name,
    minDays: zoneRate.minDays,
    maxDays: zoneRate.maxDays,
    price: free ? 0 : bandPrice(zoneRate, order.value),
    freeShippingThreshold,
  };
}
