// Without zod: the storefront shows estimates on screens that do not otherwise load it.

/** The delivery estimate's range shown to shoppers: minDays+1 to maxDays+3 days (SPEC section 9). */
export function deliveryEstimateDays(quote: { minDays: number; maxDays: number }): { min: number; max: number } {
  return { min: quote.minDays + 1, max: quote.maxDays + 3 };
}

/** Delivery estimate as shown to shoppers in English: '(minDays+1)-(maxDays+3) days'. */
export function deliveryEstimateText(quote: { minDays: number; maxDays: number }): string {
  const { min, max } = deliveryEstimateDays(quote);
  return `${min}-${max} days`;
}
