import type { Cart } from '@backroom/core/cart';
import { IDEMPOTENCY_KEY_HEADER, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { fetchStoreJson } from '../../../lib/api-client';
import { sessionHeaders } from '../../../lib/member-session';

/** An answer to a submission that carries no order id (SPEC section 8: 'Error submitting order'). */
export class MissingOrderIdError extends Error {
  constructor() {
    super('Error submitting order');
    this.name = 'MissingOrderIdError';
  }
}

/**
 * POST order/submit `{cart}` with the cart's idempotency key, so that a retry after a lost answer
 * gives back the same order instead of a second one.
 */
export async function submitOrder(cart: Cart, idempotencyKey: string): Promise<SubmittedOrder> {
  const answer = await fetchStoreJson<unknown>('/order/submit', {
    method: 'POST',
    // A signed-in member's session links the order to their account; guests send none.
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...sessionHeaders() },
    body: JSON.stringify({ cart }),
  });
  const order = SubmittedOrder.safeParse(answer);
  if (!order.success || order.data.id === '') throw new MissingOrderIdError();
  return order.data;
}
