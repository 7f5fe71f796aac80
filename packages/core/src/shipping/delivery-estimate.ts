// Without zod: the storefront shows estimates on screens that do not otherwise load it.

/** Delivery estimate as shown to shoppers: (minDays+1)-(maxDays+3) days (SPEC section 9). */
export function deliveryEstimateText(quote: { minDays: number; maxDays: number }): string {
  return `${quote.minDays + 1}-${quote.maxDays + 3} days`;
}
