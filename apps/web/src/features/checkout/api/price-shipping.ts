import type { Address, Cart } from '@backroom/core/cart';
import type { ProvinceCode } from '@backroom/core/provinces';
import { isCanadianPostalCode, normalizePostalCode, postalCodeFitsProvince } from '@backroom/core/shipping/postal-code';
import type { ShippingQuote } from '@backroom/core/shipping/shipping-quote';
import type { ShippingCart } from '@backroom/core/shipping/shipping-request';
import { asProvinceCode } from '@backroom/core/shipping/shipping-zone';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** What shipping needs of the cart: item ids and counts; the server reads prices and flags itself. */
export function shippingCartOf(cart: Pick<Cart, 'items'>): ShippingCart {
  return { items: Object.fromEntries(Object.entries(cart.items).map(([id, line]) => [id, { count: line.count }])) };
}

/** The order to price: the cart (valued by the server), or a discounted subtotal in cents. */
export type ShippedOrder = { cart: ShippingCart } | { value: number };

/**
 * Where the order goes, as far as its price depends on it: a Canadian postal code (its province
 * told by its first letter), or the address as the server prices it at submission, once its
 * province is one the postal code belongs to (the city decides LOCAL delivery in rural areas).
 */
export type PricedDestination = { postal: string } | { postal: string; province: ProvinceCode; city: string };

/** The destination to price a delivery address for; null while its postal code is not a Canadian one. */
export function pricedDestinationOf(address: Pick<Address, 'postal' | 'province' | 'city'>): PricedDestination | null {
  if (!isCanadianPostalCode(address.postal)) return null;
  const postal = normalizePostalCode(address.postal);
  const province = asProvinceCode(address.province);
  if (province === null || !postalCodeFitsProvince(postal, province)) return { postal };
  return { postal, province, city: address.city.trim() };
}

/**
 * The shipping options for an order, priced by the server: POST shipping `{city, province, postal}`
 * for a whole address (SPEC section 7: what the submission will charge), POST shipping/estimate
 * `{postal}` while only the postal code is known.
 */
export async function shippingOptionsFor(destination: PricedDestination, order: ShippedOrder): Promise<ShippingQuote[]> {
  const path = 'province' in destination ? '/shipping' : '/shipping/estimate';
  try {
    return await fetchStoreJson<ShippingQuote[]>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...destination, ...order }),
    });
  } catch (error) {
    // SPEC section 7: shipping calls log their failures as well as rethrowing them.
    console.error('shipping options failed', error);
    throw error;
  }
}

export function shippingOptionsQuery(destination: PricedDestination, order: ShippedOrder) {
  return queryOptions({
    queryKey: ['shipping-options', destination, order],
    queryFn: () => shippingOptionsFor(destination, order),
    staleTime: 60_000,
  });
}

const NOWHERE: PricedDestination = { postal: '' };

/** The shipping options for an order to a destination; waits for one (and for `enabled`: items to ship). */
export function useShippingOptions(destination: PricedDestination | null, order: ShippedOrder, enabled: boolean) {
  return useQuery({
    ...shippingOptionsQuery(destination ?? NOWHERE, order),
    enabled: enabled && destination !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
