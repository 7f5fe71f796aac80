import type { OrderView } from '@backroom/core/orders/order-contract';
import { fetchStoreJson } from '../../../lib/api-client';

/** What paying for an order needs to know of it: the server's total and where it stands. */
export type OrderToPay = Pick<OrderView, 'id' | 'state' | 'total' | 'environment'> & {
  /** What is left to pay once gift cards took their part (a server from before gift cards sends none: the total). */
  amountDue?: number;
};

/** GET order/{id}, read as the server wrote it (with the OrderView schema). */
export function getOrderToPay(orderId: string): Promise<OrderToPay> {
  return fetchStoreJson<OrderView>(`/order/${encodeURIComponent(orderId)}`);
}
