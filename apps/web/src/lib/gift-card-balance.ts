import type { GiftCardBalance } from '@backroom/core/gift-cards/gift-card-contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, postStoreJson } from './api-client';

/** POST gift-cards/balance `{code}`: what a card holds; a 404 ApiError for an unknown code, 429 after too many tries. */
export function checkGiftCardBalance(code: string): Promise<GiftCardBalance> {
  return postStoreJson<GiftCardBalance>('/gift-cards/balance', { code });
}

/** A code's balance, kept a minute (each failed check counts against the address's tries: never retried). */
export function giftCardBalanceQuery(code: string) {
  return queryOptions({ queryKey: ['gift-card-balance', code], queryFn: () => checkGiftCardBalance(code), staleTime: 60_000, retry: false });
}

/** Why a code was refused: unknown (or voided: the server answers alike), too many tries, or the shop could not tell. */
export type GiftCardRefusal = 'unknown' | 'tooMany' | 'unchecked';

export function giftCardRefusal(error: unknown): GiftCardRefusal {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'unknown';
  return 'unchecked';
}
