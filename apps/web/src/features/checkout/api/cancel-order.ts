import { fetchStoreJson } from '../../../lib/api-client';

/** GET order/{id}/{token}/state/CANCELLED: the shopper cancels an unpaid order, which puts its stock back. */
export async function cancelOrder(order: { id: string; token: string }, init?: RequestInit): Promise<void> {
  await fetchStoreJson<unknown>(`/order/${encodeURIComponent(order.id)}/${encodeURIComponent(order.token)}/state/CANCELLED`, init);
}
