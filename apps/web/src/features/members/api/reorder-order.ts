import type { Reorder } from '@backroom/core/members/reorder';
import { useMutation } from '@tanstack/react-query';
import { fetchStoreJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';
import { putReorderInCart } from '../../../lib/reorder-notice';

/** GET members/orders/{id}/reorder: the order's lines at today's prices, and what changed. */
export function getReorder(orderId: string): Promise<Reorder> {
  return fetchStoreJson<Reorder>(`/members/orders/${encodeURIComponent(orderId)}/reorder`, { headers: sessionHeaders() });
}

/** One step: asks the server for today's lines and puts them in the cart; `onDone` then shows the cart. */
export function useReorder(onDone: () => void) {
  return useMutation({
    mutationFn: getReorder,
    onSuccess: (reorder) => {
      putReorderInCart(reorder);
      onDone();
    },
  });
}
