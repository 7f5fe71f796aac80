import type { Cart } from '@backroom/core/cart';
import type { ShippingMethodCode } from '@backroom/core/client-config';
import { isCanadianPostalCode, normalizePostalCode } from '@backroom/core/shipping/postal-code';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { DEFAULT_SHIPPING_RATES } from '@backroom/core/shipping/shipping-rates';
import { useMemo } from 'react';
import { pricedDestinationOf, shippingCartOf, useShippingOptions } from './api/price-shipping';

/** One of the store's shipping methods as the checkout offers it. */
export interface ShippingChoice {
  code: ShippingMethodCode;
  name: string;
  /** The priced option; null until a postal code is known, or when it does not reach the address. */
  quote: ShippingQuote | null;
  /** False when the server says the method does not reach the address (code ERROR). */
  available: boolean;
}

export interface ShippingChoices {
  choices: ShippingChoice[];
  /** The delivery postal code is a Canadian postal code: the methods can be priced for it. */
  postalValid: boolean;
  /** The server has answered for the address and items as they are now. */
  settled: boolean;
  /** The answer is for the whole address (province and city), as the submission prices it; else for the postal code only. */
  forAddress: boolean;

  loading: boolean;
  error: Error | null;
  /** Asks the server again (after a failed answer). */
  retry: () => void;
}

const PICKUP_QUOTE: ShippingQuote = { code: 'PICKUP', name: DEFAULT_SHIPPING_RATES.PICKUP.name, minDays: 0, maxDays: 0, price: 0, freeShippingThreshold: null };

/**
 * The store's configured methods with their prices and estimates from the server for the delivery
 * address: by postal code alone while the province is not yet one the code belongs to, then for
 * the whole address (POST shipping), exactly as the submission will price it. Without a Canadian
 * postal code the methods are unpriced, except PICKUP: free as the default tables have it, and,
 * once chosen, priced by the server for the store's own postal code (staff may give it a price).
 * Once the server answers, the methods missing from its answer are unavailable.
 *
 * Shipping is priced on the discounted subtotal (SPEC section 9), which the cart form of the call
 * does not know: with a discount, the discounted subtotal is sent instead of the cart.
 */
export function useShippingChoices(
  cart: Pick<Cart, 'items' | 'deliveryAddress' | 'shippingMethod'>,
  offered: readonly ShippingMethodCode[],
  discountedSubtotal: number | null,
  storePostal: string,
): ShippingChoices {
  const { postal, province, city } = cart.deliveryAddress;
  const delivery = useMemo(() => pricedDestinationOf({ postal, province, city }), [postal, province, city]);
  const pickupOnly = delivery === null && cart.shippingMethod === 'PICKUP' && isCanadianPostalCode(storePostal);
  const storeDestination = useMemo(() => ({ postal: normalizePostalCode(storePostal) }), [storePostal]);
  const destination = delivery ?? (pickupOnly ? storeDestination : null);
  const hasItems = Object.keys(cart.items).length > 0;
  const order = useMemo(
    () => (discountedSubtotal === null ? { cart: shippingCartOf(cart) } : { value: discountedSubtotal }),
    [cart, discountedSubtotal],
  );
  const answer = useShippingOptions(destination, order, hasItems);
  const asked = destination !== null && hasItems;
  const settled = asked && answer.isSuccess && !answer.isPlaceholderData;
  const options = settled ? answer.data : null;

  const choices = useMemo(
    () =>
      [...new Set(offered)].map((code): ShippingChoice => {
        const quote = options?.find((option) => option.code === code) ?? null;
        const name = quote?.name ?? DEFAULT_SHIPPING_RATES[code].name;
        // Pickup is taken as the default tables have it (free) until the server says otherwise.
        if (code === 'PICKUP' && options === null) return { code, name, quote: PICKUP_QUOTE, available: true };
        // The store's own postal code prices pickup, not a delivery.
        if (pickupOnly && code !== 'PICKUP') return { code, name, quote: null, available: true };
        return { code, name, quote, available: options === null || quote !== null };
      }),
    [offered, options, pickupOnly],
  );
  const { refetch } = answer;
  return {
    choices,
    postalValid: delivery !== null,
    settled,
    forAddress: delivery !== null && 'province' in delivery,
    loading: answer.isFetching,
    error: asked ? answer.error : null,
    retry: () => void refetch(),
  };
}
