import type { Cart } from '@backroom/core/cart';
import { normalizePostalCode } from '@backroom/core/shipping/postal-code';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import type { ShippingCart } from '@backroom/core/shipping/shipping-request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** What shipping needs of the cart: item ids and counts; the server reads prices and flags itself. */
export function shippingCartOf(cart: Pick<Cart, 'items'>): ShippingCart {
  return { items: Object.fromEntries(Object.entries(cart.items).map(([id, line]) => [id, { count: line.count }])) };
}

/** POST shipping/estimate `{postal, cart}`: the options that reach the postal code, priced. */
export async function estimateShipping(postal: string, cart: ShippingCart): Promise<ShippingQuote[]> {
  try {
    return await fetchStoreJson<ShippingQuote[]>('/shipping/estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postal, cart }),
    });
  } catch (error) {
    // SPEC section 7: shipping calls log their failures as well as rethrowing them.
    console.error('shipping estimate failed', error);
    throw error;
  }
}

export function shippingEstimateQuery(postal: string, cart: ShippingCart) {
  const normal = normalizePostalCode(postal);
  return queryOptions({
    queryKey: ['shipping-estimate', normal, cart.items],
    queryFn: () => estimateShipping(normal, cart),
    staleTime: 60_000,
  });
}

/** The shipping options for the cart to a postal code; waits until `enabled` (a complete postal code and items). */
export function useShippingEstimate(postal: string, cart: ShippingCart, enabled: boolean) {
  return useQuery({ ...shippingEstimateQuery(postal, cart), enabled, placeholderData: keepPreviousData, retry: false });
}
