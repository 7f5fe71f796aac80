import type { GiftCardEntryKind, IssueGiftCardBody, StaffGiftCard } from '@backroom/core/gift-cards/gift-card-contract';
import { queryOptions } from '@tanstack/react-query';
import { sendStoreJson, staffStoreJson } from '../../shared/staff-fetch';

export interface GiftCardHistoryEntry {
  kind: GiftCardEntryKind;
  /** Signed: + adds to the card, − takes from it. */
  amount: number;
  balanceAfter: number;
  orderId: string | null;
  note: string;
  actor: string;
  at: string;
}
export type StaffGiftCardWithHistory = StaffGiftCard & { history: GiftCardHistoryEntry[] };
export type GiftCardStateFilter = StaffGiftCard['state'] | 'ALL';

/** GET gift-cards: the newest cards first, by state and by last 4 or recipient. */
export function staffGiftCardsQuery(state: GiftCardStateFilter, search: string) {
  const query = new URLSearchParams();
  if (state !== 'ALL') query.set('state', state);
  if (search.trim() !== '') query.set('q', search.trim());
  const text = query.toString();
  return queryOptions({
    queryKey: ['admin', 'gift-cards', 'list', state, search.trim()],
    queryFn: () => staffStoreJson<StaffGiftCard[]>(`/gift-cards${text ? `?${text}` : ''}`),
  });
}

/** GET gift-cards/{id}: a card and its whole history. */
export function staffGiftCardQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'gift-cards', 'card', id],
    queryFn: () => staffStoreJson<StaffGiftCardWithHistory>(`/gift-cards/${encodeURIComponent(id)}`),
  });
}

/** POST gift-cards: a card issued by hand; the answer holds the whole code, shown this once. */
export function issueGiftCard(body: IssueGiftCardBody): Promise<StaffGiftCard & { code: string }> {
  return sendStoreJson('POST', '/gift-cards', body);
}

/** POST gift-cards/{id}/void with why. */
export function voidGiftCard(id: string, note: string): Promise<StaffGiftCard> {
  return sendStoreJson('POST', `/gift-cards/${encodeURIComponent(id)}/void`, { note });
}

/** POST gift-cards/{id}/adjust: ± cents with why. */
export function adjustGiftCard(id: string, amount: number, note: string): Promise<StaffGiftCard> {
  return sendStoreJson('POST', `/gift-cards/${encodeURIComponent(id)}/adjust`, { amount, note });
}
