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

/** Whether an item is a gift card: `checking` until the shop says, `failed` when it could not. */
export type GiftCardCheck =
  | { status: 'checking' | 'failed'; giftCard: undefined; retry: () => void }
  | { status: 'known'; giftCard: GiftCardItem | null; retry: () => void };

/**
 * The gift card limits of an item (or of its group head, which flags its variants): `giftCard` is
 * null for an item that is not a gift card, and unknown (undefined) while the list is on its way or
 * could not be had: until it is known, the item is added neither as a card nor as an ordinary line.
 */
export function useGiftCardItem(...itemIds: readonly (string | null | undefined)[]): GiftCardCheck {
  const { data, isPending, isError, refetch } = useQuery(giftCardItemsQuery);
  const retry = () => void refetch();
  if (isError) return { status: 'failed', giftCard: undefined, retry };
  if (isPending) return { status: 'checking', giftCard: undefined, retry };
  return { status: 'known', giftCard: data.find((giftCard) => itemIds.includes(giftCard.itemId)) ?? null, retry };
}
