import type { Cart } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { isPostalCodeComplete } from '@backroom/core/shipping/postal-code';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import { useMemo } from 'react';
import { shippingCartOf, useShippingEstimate } from './api/estimate-shipping';

/** One of the store's shipping methods as the checkout offers it. */
export interface ShippingChoice {
  code: ShippingMethodCode;
  name: string;
  /** The priced option; null until a postal code is known, or when it does not reach the address. */
  quote: ShippingQuote | null;
  /** False when the estimate says the method does not reach the address (code ERROR). */
  available: boolean;
}

export interface ShippingChoices {
  choices: ShippingChoice[];
  postalComplete: boolean;
  /** The estimate has answered for the address and items as they are now. */
  settled: boolean;
  loading: boolean;
  error: Error | null;
}

const PICKUP_QUOTE: ShippingQuote = { code: 'PICKUP', name: DEFAULT_SHIPPING_RATES.PICKUP.name, minDays: 0, maxDays: 0, price: 0, freeShippingThreshold: null };

/**
 * The store's configured methods with their prices and estimates from POST shipping/estimate for
 * the delivery postal code. PICKUP is free and always there; without a postal code the others
 * are unpriced; once the estimate answers, those missing from it are unavailable.
 *
 * Shipping is priced on the discounted subtotal (SPEC section 9), which the cart form of the call
 * does not know: with a discount, the discounted subtotal is sent instead of the cart.
 */
export function useShippingChoices(
  cart: Pick<Cart, 'items' | 'deliveryAddress'>,
  offered: readonly ShippingMethodCode[],
  discountedSubtotal: number | null,
): ShippingChoices {
  const postal = cart.deliveryAddress.postal;
  const postalComplete = isPostalCodeComplete(postal);
  const hasItems = Object.keys(cart.items).length > 0;
  const order = useMemo(
    () => (discountedSubtotal === null ? { cart: shippingCartOf(cart) } : { value: discountedSubtotal }),
    [cart, discountedSubtotal],
  );
  const estimate = useShippingEstimate(postal, order, postalComplete && hasItems);
  const settled = postalComplete && hasItems && estimate.isSuccess && !estimate.isPlaceholderData;
  const options = settled ? estimate.data : null;

  const choices = useMemo(
    () =>
      [...new Set(offered)].map((code): ShippingChoice => {
        const quote = options?.find((option) => option.code === code) ?? null;
        const name = quote?.name ?? DEFAULT_SHIPPING_RATES[code].name;
        if (code === 'PICKUP') return { code, name, quote: quote ?? PICKUP_QUOTE, available: true };
        return { code, name, quote, available: options === null || quote !== null };
      }),
    [offered, options],
  );
  return { choices, postalComplete, settled, loading: estimate.isFetching, error: postalComplete ? estimate.error : null };
}
