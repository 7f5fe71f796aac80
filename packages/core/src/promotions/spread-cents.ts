import type { Cents } from '../money.js';

/**
 * Spreads `amount` cents over parts in proportion to their weights by the largest remainder: each
 * part gets the whole cents of its exact share, and the cents left over go one each to the parts
 * with the largest fractions (the earlier part first on a tie). The parts add up to `amount`
 * exactly, and while `amount` is at most the weights' sum no part is more than its weight (a line
 * is never discounted below zero). Whole-number arithmetic throughout.
 */
export function spreadCents(amount: Cents, weights: readonly Cents[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const whole = BigInt(total);
  const parts = weights.map((weight) => {
    const exact = big * BigInt(Math.max(0, weight));
    return { share: exact / whole, remainder: exact % whole };
  });
  let left = amount - parts.reduce((sum, part) => sum + Number(part.share), 0);
  const order = parts.map((_, index) => index).sort((a, b) => (parts[b]!.remainder > parts[a]!.remainder ? 1 : parts[b]!.remainder < parts[a]!.remainder ? -1 : a - b));
  const result = parts.map((part) => Number(part.share));
  for (const index of order) {
    if (left <= 0) break;
    if (parts[index]!.remainder === 0n && Math.max(0, weights[index]!) === 0) continue;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}
