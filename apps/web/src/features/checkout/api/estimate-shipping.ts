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

/** The order to price: the cart (valued by the server), or a discounted subtotal in cents. */
export type ShippedOrder = { cart: ShippingCart } | { value: number };

/** POST shipping/estimate `{postal, cart}` or `{postal, value}`: the options that reach the postal code, priced. */
export async function estimateShipping(postal: string, order: ShippedOrder): Promise<ShippingQuote[]> {
  try {
    return await fetchStoreJson<ShippingQuote[]>('/shipping/estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postal, ...order }),
    });
  } catch (error) {
    // SPEC section 7: shipping calls log their failures as well as rethrowing them.
    console.error('shipping estimate failed', error);
    throw error;
  }
}

export function shippingEstimateQuery(postal: string, order: ShippedOrder) {
  const normal = normalizePostalCode(postal);
  return queryOptions({
    queryKey: ['shipping-estimate', normal, order],
    queryFn: () => estimateShipping(normal, order),
    staleTime: 60_000,
  });
}

/** The shipping options for an order to a postal code; waits until `enabled` (a complete postal code and items). */
export function useShippingEstimate(postal: string, order: ShippedOrder, enabled: boolean) {
  return useQuery({ ...shippingEstimateQuery(postal, order), enabled, placeholderData: keepPreviousData, retry: false });
}
