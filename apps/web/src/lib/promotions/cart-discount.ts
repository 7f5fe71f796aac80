import type { Cart } from '@backroom/core/cart';
import type { DiscountView } from '@backroom/core/orders/order-contract';
import type { Discount } from '@backroom/core/orders/order-totals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchStoreJson } from '../api-client';

/**
 * GET order/discount/{code}: the discount a code gives; a 404 ApiError for an unknown code. Read
 * without a schema (the server built it from core's), as the cart's promotions are: the cart
 * drawer and page ask it too, and do not download zod for it.
 */
export async function getDiscount(code: string): Promise<DiscountView> {
  return fetchStoreJson<DiscountView>(`/order/discount/${encodeURIComponent(code)}`);
}

export function discountQuery(code: string) {
  return queryOptions({ queryKey: ['discount', code], queryFn: () => getDiscount(code), staleTime: 5 * 60_000, retry: false });
}

/** The discount of the cart's code, checked again with the shop; idle without a code. */
export function useDiscount(code: string) {
  return useQuery({ ...discountQuery(code), enabled: code !== '' });
}

/**
 * The discount the cart's code gives, as checkout prices it: the shop's answer, or the amount
 * kept with the code until it comes; null without a code. The cart drawer, the cart page and
 * checkout price with the same, so they show the same promotions and code.
 */
export function useCartDiscount(cart: Pick<Cart, 'discountCode' | 'discountAmount'>): Discount | null {
  const discountView = useDiscount(cart.discountCode).data;
  const storedAmount = cart.discountAmount;
  return useMemo(
    () => (cart.discountCode === '' ? null : (discountView ?? { discountAmount: storedAmount })),
    [cart.discountCode, discountView, storedAmount],
  );
}
