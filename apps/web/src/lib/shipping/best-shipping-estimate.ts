import type { Cart } from '@backroom/core/cart';
import { isPostalCodeComplete, normalizePostalCode } from '@backroom/core/shipping/postal-code';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeStore, postStoreJson } from '../api-client';

/** The body of the best-estimate call: the cart's ids and counts (the server prices them), or a zero value when empty. */
export function bestEstimateBody(cart: Cart): { postal: string; cart: { items: Record<string, { count: number }> } } | { postal: string; value: number } {
  const postal = normalizePostalCode(cart.deliveryAddress.postal);
  const lines = Object.entries(cart.items);
  if (lines.length === 0) return { postal, value: 0 };
  return { postal, cart: { items: Object.fromEntries(lines.map(([id, line]) => [id, { count: line.count }])) } };
}

/** The best estimate for the cart to its postal code, or null when no method has a free-shipping threshold. */
export async function getBestShippingEstimate(cart: Cart): Promise<ShippingQuote | null> {
  const quote = await postStoreJson<ShippingQuote>('/shipping/estimate/best', bestEstimateBody(cart));
  return quote.code === 'ERROR' ? null : quote;
}

/**
 * The best shipping estimate (SPEC section 9), asked only once the cart holds a complete postal
 * code; asked again when the postal code or the cart's lines change.
 */
export function useBestShippingEstimate(cart: Cart) {
  const postal = cart.deliveryAddress.postal;
  const complete = isPostalCodeComplete(postal);
  const lines = Object.entries(cart.items)
    .map(([id, line]) => `${id}:${line.count}`)
    .sort()
    .join(',');
  return useQuery({
    queryKey: ['shipping', activeStore(), 'best', normalizePostalCode(postal), lines],
    queryFn: () => getBestShippingEstimate(cart),
    enabled: complete,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
