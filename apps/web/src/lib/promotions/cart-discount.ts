import { DiscountView } from '@backroom/core/orders/order-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET order/discount/{code}: the discount a code gives; a 404 ApiError for an unknown code. */
export async function getDiscount(code: string): Promise<DiscountView> {
  return DiscountView.parse(await fetchStoreJson<unknown>(`/order/discount/${encodeURIComponent(code)}`));
}

export function discountQuery(code: string) {
  return queryOptions({ queryKey: ['discount', code], queryFn: () => getDiscount(code), staleTime: 5 * 60_000, retry: false });
}

/** The discount of the cart's code, checked again when the checkout opens; idle without a code. */
export function useDiscount(code: string) {
  return useQuery({ ...discountQuery(code), enabled: code !== '' });
}
