import type { Cents } from '../money.js';

/** A discount code as typed: matched without regard to case or surrounding spaces. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** When a code may be used: optional start and end instants (ISO), the end not included. */
export interface DiscountPeriod {
  startsAt: string | null;
  endsAt: string | null;
}

/** True while a code is in effect at `now`. */
export function isDiscountInEffect(period: DiscountPeriod, now: Date): boolean {
  const at = now.getTime();
  if (period.startsAt !== null && at < Date.parse(period.startsAt)) return false;
  if (period.endsAt !== null && at >= Date.parse(period.endsAt)) return false;
  return true;
}

/** True when a subtotal is enough for a code's minimum. */
export function meetsMinimumSubtotal(subtotal: Cents, minSubtotal: Cents): boolean {
  return subtotal >= minSubtotal;
}
