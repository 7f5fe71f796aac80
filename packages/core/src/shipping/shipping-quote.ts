import { z } from 'zod';
import { ShippingMethodCode } from '../client-config.js';

/** What one shipping method costs an order (SPEC section 3: shipping option / quote). */
export const ShippingQuote = z.object({
  code: z.union([ShippingMethodCode, z.literal('ERROR')]),
  name: z.string(),
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
  /** Cents; 0 when free, -1 for ERROR. */
  price: z.number().int().min(-1),
  /** The discounted subtotal, in cents, from which this order ships free; null when it never does. */
  freeShippingThreshold: z.number().int().min(0).nullable(),
  /** LOCAL only: the km from the store that the decision was made on. */
  distance: z.number().min(0).optional(),
});
export type ShippingQuote = z.infer<typeof ShippingQuote>;

/** Name of LOCAL's ERROR shape (SPEC section 8). */
export const LOCAL_DELIVERY_NAME = 'Local Delivery';

/**
 * The answer for a method that does not apply, or a code that is not offered (SPEC section 8):
 * code ERROR, price -1; LOCAL keeps its name and 0-1 days, anything else is 'Unknown'.
 */
export function shippingError(requestedCode: string, distance?: number): ShippingQuote {
  const local = requestedCode === 'LOCAL';
  return {
    code: 'ERROR',
    name: local ? LOCAL_DELIVERY_NAME : 'Unknown',
    minDays: 0,
    maxDays: local ? 1 : 0,
    price: -1,
    freeShippingThreshold: null,
    ...(local && distance !== undefined ? { distance } : {}),
  };
}

/** The option of a list that matches a code, or the ERROR shape when there is none. */
export function pickShippingOption(options: readonly ShippingQuote[], code: string): ShippingQuote {
  return options.find((option) => option.code === code) ?? shippingError(code);
}

export { deliveryEstimateText } from './delivery-estimate.js';

/**
 * The best shipping estimate (SPEC section 9): PICKUP and LOCAL ignored, the option with the
 * lowest free-shipping threshold among those having one; the cheaper on a tie. Null when none has one.
 */
export function bestShippingEstimate(options: readonly ShippingQuote[]): ShippingQuote | null {
  let best: ShippingQuote | null = null;
  for (const option of options) {
    if (option.code === 'PICKUP' || option.code === 'LOCAL' || option.code === 'ERROR') continue;
    if (option.freeShippingThreshold === null) continue;
    if (
      best === null ||
      option.freeShippingThreshold < best.freeShippingThreshold! ||
      (option.freeShippingThreshold === best.freeShippingThreshold && option.price < best.price)
    ) {
      best = option;
    }
  }
  return best;
}
