import type { OrderView } from '@backroom/core/orders/order-contract';
import type { RefundableOrder, RefundedSoFar } from '@backroom/core/orders/order-refunds';

/** An item line of an order as the refund dialog offers it: how many units were ordered, and how many are left to refund. */
export interface RefundableLine {
  itemId: string;
  name: string;
  price: number;
  ordered: number;
  left: number;
}

/** The order as core's refund rules see it, read from the order staff opened: its item lines (not the shipping line), money and taxes. */
export function refundableOrderOf(view: OrderView): RefundableOrder {
  return {
    lines: view.items.flatMap(({ count, item }) => (item.id === null ? [] : [{ itemId: item.id, name: item.name, price: item.price, count }])),
    subtotal: view.subtotal,
    discountAmount: view.discountAmount,
    shipping: view.shipping,
    taxLines: view.taxLines,
    total: view.total,
  };
}

/** Each item of the order once (a refund names lines by item), with the units its refunds have not given back yet. */
export function refundableLinesOf(order: RefundableOrder, soFar: RefundedSoFar): RefundableLine[] {
  const seen = new Set<string>();
  return order.lines.flatMap((line) => {
    if (seen.has(line.itemId)) return [];
    seen.add(line.itemId);
    return [{ itemId: line.itemId, name: line.name, price: line.price, ordered: line.count, left: Math.max(0, line.count - (soFar.units[line.itemId] ?? 0)) }];
  });
}
