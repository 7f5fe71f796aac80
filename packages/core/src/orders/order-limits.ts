import { z } from 'zod';
import { MAX_LINE_COUNT } from '../cart.js';

/** Name of a store's order submission limits in store_settings. */
export const ORDER_LIMITS_SETTINGS_NAME = 'order-limits';

const count = (what: string, max: number) =>
  z
    .number()
    .int(`${what} is a whole number`)
    .min(1, `${what} is at least 1`)
    .max(max, `${what} is at most ${max}`);

/**
 * How much one client address and one e-mail may order before the shop says "wait" (429), and
 * the most units of one item an order may hold (docs/decisions/023). Open orders are those not
 * yet paid (state OPEN); submissions count the orders made in the last `windowMinutes`. One
 * client's unpaid e-transfer orders may hold at most `unpaidSharePercent` of an item's units
 * (those on sale and those it holds), never fewer than `unpaidUnitsAlways` (docs/decisions/055).
 */
export const OrderLimits = z
  .object({
    openOrdersPerAddress: count('open orders per address', 1_000),
    openOrdersPerEmail: count('open orders per e-mail', 1_000),
    submissionsPerAddress: count('orders per address in the window', 10_000),
    submissionsPerEmail: count('orders per e-mail in the window', 10_000),
    windowMinutes: count('the window in minutes', 24 * 60),
    maxLineQuantity: count('the most of one item in an order', MAX_LINE_COUNT),
    // Settings stored before these two existed read as the defaults (docs/decisions/055).
    unpaidSharePercent: z
      .number()
      .int('the share of an item unpaid orders may hold is a whole number')
      .min(1, 'the share of an item unpaid orders may hold is at least 1 (%)')
      .max(100, 'the share of an item unpaid orders may hold is at most 100 (%)')
      .default(50),
    unpaidUnitsAlways: count('the units of an item unpaid orders may always hold', MAX_LINE_COUNT).default(3),
  })
  .strict();
export type OrderLimits = z.infer<typeof OrderLimits>;
/** Order limits as a client may send them: the unpaid-share figures may be left out (their defaults). */
export type OrderLimitsInput = z.input<typeof OrderLimits>;

/**
 * Figures a busy shop behind one shared address (a workplace, a campus, a phone carrier's NAT)
 * does not reach, while a script placing hundreds of orders is stopped after a handful
 * (docs/decisions/023 gives the reasons).
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  openOrdersPerAddress: 20,
  openOrdersPerEmail: 10,
  submissionsPerAddress: 40,
  submissionsPerEmail: 20,
  windowMinutes: 60,
  maxLineQuantity: 100,
  unpaidSharePercent: 50,
  unpaidUnitsAlways: 3,
};

/**
 * Why a submission was told to wait (429), in its error detail's message: too many of the
 * shopper's orders are still unpaid, or too many were placed in the window. The detail's path
 * says whose: `customerAddress.email` or `clientAddress`.
 */
export const FLOOD_REFUSALS = ['open-orders', 'too-often'] as const;
export type FloodRefusal = (typeof FLOOD_REFUSALS)[number];

/** GET settings/order-limits: the limits and their version (null: the defaults, none stored). */
export const OrderLimitsView = z.object({ settings: OrderLimits, updatedAt: z.string().max(40).nullable() });
export type OrderLimitsView = z.infer<typeof OrderLimitsView>;
