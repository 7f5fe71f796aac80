import type { GiftCardItem } from '@backroom/core/gift-cards/gift-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';

/** GET gift-card-items: the items sold as gift cards, with the limits of a chosen amount. */
export const giftCardItemsQuery = queryOptions({
  queryKey: ['gift-card-items'],
  queryFn: () => fetchStoreJson<GiftCardItem[]>('/gift-card-items'),
  staleTime: 5 * 60_000,
  retry: false,
});

/**
 * The gift card limits of an item (or of its group head, which flags its variants): `undefined`
 * while the list is on its way, `null` for an item that is not a gift card (or when the list could not be had).
 */
export function useGiftCardItem(...itemIds: readonly (string | null | undefined)[]): GiftCardItem | null | undefined {
  const { data, isPending, isError } = useQuery(giftCardItemsQuery);
  if (isError) return null;
  if (isPending) return undefined;
  return data.find((giftCard) => itemIds.includes(giftCard.itemId)) ?? null;
}
