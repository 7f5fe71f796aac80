import type { Cart } from '@backroom/core/cart';
import type { Discount } from '@backroom/core/orders/order-totals';
import { applyPromotions, type CartLineIn, type PromotionPricing } from '@backroom/core/promotions/apply-promotions';
import { type ActivePromotions, isPromotionInEffect } from '@backroom/core/promotions/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchStoreJson } from '../api-client';
import { useLocale } from '../i18n/locale-context';

/**
 * GET promotions/active: the promotions in effect, as the cart prices with them. Read without a
 * schema (the server built it from core's), and asked only where a cart is shown, never by the
 * first view (docs/decisions/051).
 */
export const activePromotionsQuery = queryOptions({
  queryKey: ['promotions', 'active'],
  queryFn: () => fetchStoreJson<ActivePromotions>('/promotions/active'),
  staleTime: 60_000,
});

/** The cart's lines as core's promotion engine reads them (the item's price in effect, its category and brand). */
export function promotionLines(cart: Cart): CartLineIn[] {
  return Object.values(cart.items).map(({ item, count }) => ({
    lineId: item.id,
    categoryIds: item.categoryId === null ? [] : [item.categoryId],
    brand: item.brand,
    unitPrice: item.price,
    quantity: count,
  }));
}

/**
 * The promotions the cart gets now, with `code` (the discount code's discount, or null) as the
 * store combines them, their lines in the page's language and the hints for one more item; null
 * while the promotions are unknown (none asked for an empty cart). For display only: the server
 * prices the order itself with the same engine.
 */
export function useCartPromotions(cart: Cart, code: Discount | null = null): PromotionPricing | null {
  const empty = Object.keys(cart.items).length === 0;
  const { data } = useQuery({ ...activePromotionsQuery, enabled: !empty });
  const locale = useLocale();
  return useMemo(() => {
    if (!data || empty) return null;
    // The answer holds those not ended yet: the ones in effect are those begun at this browser's clock.
    const now = new Date();
    const promotions = data.promotions.filter((promotion) => isPromotionInEffect(promotion, now));
    return applyPromotions({ lines: promotionLines(cart), promotions, code, withCodes: data.withCodes, locale });
  }, [data, empty, cart, code, locale]);
}
