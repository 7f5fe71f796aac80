import type { StaffItem } from '@backroom/core/catalog';
import type { CombiningRules, PromotionBody, PromotionsWithCodes, StaffPromotion, StaffPromotionList } from '@backroom/core/promotions/promotion';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

/** GET promotions: every promotion with its summary and state, and the store's combining rules. */
export const promotionsQuery = queryOptions({
  queryKey: ['admin', 'promotions'],
  queryFn: () => staffStoreJson<StaffPromotionList>('/promotions'),
});

/** The items a promotion may name, by id (GET items?showHidden=true, as the Items screen reads them). */
export const promotionItemsQuery = queryOptions({
  queryKey: ['admin', 'items', 'all'],
  queryFn: () => staffStoreJson<StaffItem[]>('/items?showHidden=true'),
});

/** POST promotions (a new one) or PUT promotions/{id} (a change). */
export function savePromotion(id: string | null, body: PromotionBody): Promise<StaffPromotion> {
  return id === null ? sendStoreJson<StaffPromotion>('POST', '/promotions', body) : sendStoreJson<StaffPromotion>('PUT', `/promotions/${encodeURIComponent(id)}`, body);
}

/** POST promotions/{id}/end: it ends now. */
export function endPromotion(id: string): Promise<StaffPromotion> {
  return sendStoreJson<StaffPromotion>('POST', `/promotions/${encodeURIComponent(id)}/end`, {});
}

/** PUT promotions-settings: whether promotions combine with discount codes. */
export function putCombining(withCodes: PromotionsWithCodes): Promise<CombiningRules> {
  return sendStoreJson<CombiningRules>('PUT', '/promotions-settings', { withCodes });
}
