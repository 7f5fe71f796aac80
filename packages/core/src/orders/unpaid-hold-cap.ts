import type { OrderLimits } from './order-limits.js';

/**
 * Why a submission's line was refused because the shopper's unpaid orders would hold too much of
 * an item: its detail's path names the line (`items.{id}`) and its `count` how many may still be ordered.
 */
export const UNPAID_HOLD_REFUSALS = ['unpaid-share'] as const;
export type UnpaidHoldRefusal = (typeof UNPAID_HOLD_REFUSALS)[number];

/** What is on sale of an item, and what unpaid e-transfer orders hold of it: everyone's, and one client's. */
export interface ClientHolding {
  /** Units on sale to anyone now. */
  onSale: number;
  /** Units every unpaid e-transfer order holds (this client's among them). */
  heldUnpaid: number;
  /** Units this client's unpaid e-transfer orders hold. */
  heldByClient: number;
}

/**
 * How many more units of an item one client may order unpaid (docs/decisions/055): its unpaid
 * orders may hold `unpaidSharePercent` of the units not yet paid for (on sale, or held unpaid),
 * rounded down, and always `unpaidUnitsAlways`; never more than are on sale.
 */
export function unpaidUnitsLeft({ onSale, heldUnpaid, heldByClient }: ClientHolding, limits: Pick<OrderLimits, 'unpaidSharePercent' | 'unpaidUnitsAlways'>): number {
  const onSaleNow = Math.max(0, onSale);
  const held = Math.max(0, heldByClient);
  const share = Math.floor(((onSaleNow + Math.max(held, heldUnpaid)) * limits.unpaidSharePercent) / 100);
  const cap = Math.max(limits.unpaidUnitsAlways, share);
  return Math.max(0, Math.min(onSaleNow, cap - held));
}
