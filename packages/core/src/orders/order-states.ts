import type { OrderState } from './order-contract.js';
import type { OrderEnvironment } from './order-environment.js';

/**
 * The moves an order may make. PAID → CANCELLED is staff cancelling a paid order: its stock goes
 * back on the shelf and the money goes back to the shopper (a refund, handled with the payment).
 * Once goods have left the shelf (SHIPPED, READY_FOR_PICKUP) an order can only be completed;
 * a return is a matter for staff outside the shop.
 */
const ORDER_MOVES: Readonly<Record<OrderState, readonly OrderState[]>> = {
  OPEN: ['PAID', 'CANCELLED'],
  PAID: ['SHIPPED', 'READY_FOR_PICKUP', 'CANCELLED'],
  SHIPPED: ['COMPLETED'],
  READY_FOR_PICKUP: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** What an order move depends on. */
export interface OrderForMove {
  state: OrderState;
  shippingMethod: string;
  environment: OrderEnvironment;
}

/** Why a TEST order never leaves the shelf, in words for staff. */
export const TEST_ORDER_NOT_SHIPPED =
  'A TEST order is never shipped or set aside for pickup: nothing was really paid. Cancel it when you are done with it.';

/**
 * Why an order may not move to a state, in words for staff; null when it may. A TEST order can
 * be paid (sandbox) and cancelled, never shipped or made ready for pickup.
 */
export function orderMoveProblem(order: OrderForMove, to: OrderState): string | null {
  if (order.state === to) return `The order is already ${to}.`;
  if (!ORDER_MOVES[order.state].includes(to)) {
    const allowed = ORDER_MOVES[order.state];
    return allowed.length === 0
      ? `A ${order.state} order cannot change any more.`
      : `A ${order.state} order can only become ${allowed.join(' or ')}, not ${to}.`;
  }
  if (order.environment === 'TEST' && takesStockOffShelf(to)) return TEST_ORDER_NOT_SHIPPED;
  const pickup = order.shippingMethod === 'PICKUP';
  if (to === 'SHIPPED' && pickup) return 'A PICKUP order is not shipped: mark it READY_FOR_PICKUP.';
  if (to === 'READY_FOR_PICKUP' && !pickup) return `A ${order.shippingMethod} order is not picked up: mark it SHIPPED.`;
  return null;
}

/** True when an order in this state still holds stock on the shelf for the shopper. */
export function holdsStock(state: OrderState): boolean {
  return state === 'OPEN' || state === 'PAID';
}

/** True when moving to this state means the goods leave the shelf for good. */
export function takesStockOffShelf(to: OrderState): boolean {
  return to === 'SHIPPED' || to === 'READY_FOR_PICKUP';
}
