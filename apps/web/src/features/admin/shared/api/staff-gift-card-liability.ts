import { queryOptions } from '@tanstack/react-query';
import { staffStoreJson } from '../staff-fetch';

export interface GiftCardLiability {
  outstanding: number;
  activeCards: number;
}

/** GET gift-cards/liability: what the active gift cards hold, owed to their holders (the Gift cards screen and the dashboard). */
export const giftCardLiabilityQuery = queryOptions({
  queryKey: ['admin', 'gift-cards', 'liability'],
  queryFn: () => staffStoreJson<GiftCardLiability>('/gift-cards/liability'),
});
