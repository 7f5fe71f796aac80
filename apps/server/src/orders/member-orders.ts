import type { PastLine } from '@backroom/core/members/reorder';
import type { OrderView } from '@backroom/core/orders/order-contract';
import type { Db } from '../db/database.js';
import { findLinesOfOrders, findOrder, findOrderLines, findTaxLinesOfOrders, forgetOrdersMember, listAllMemberOrders, listMemberOrders, taxLinesKey } from './order.repository.js';
import type { OrderLineRow } from './order.table.js';
import { toOrderView } from './order-view.js';

/** How many past orders the members page shows. */
export const MEMBER_ORDERS_SHOWN = 100;

/** GET members/orders: the member's orders in this store, newest first, as their receipts show them. */
export async function memberOrders(db: Db, storeId: string, memberId: string): Promise<OrderView[]> {
  const orders = await listMemberOrders(db, storeId, memberId, MEMBER_ORDERS_SHOWN);
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const line of await findLinesOfOrders(db, storeId, orders.map((order) => order.id))) {
    const lines = linesByOrder.get(line.order_id) ?? [];
    lines.push(line);
    linesByOrder.set(line.order_id, lines);
  }
  const taxLines = await findTaxLinesOfOrders(db, orders);
  return orders.map((order) => toOrderView(order, linesByOrder.get(order.id) ?? [], taxLines.get(taxLinesKey(storeId, order.id)) ?? []));
}

/**
 * The item lines of one of the member's orders in this store (shipping left out), for putting it
 * back in a cart; null for an order that is not theirs, as for one that does not exist.
 */
export async function memberOrderItemLines(db: Db, storeId: string, memberId: string, orderId: string): Promise<PastLine[] | null> {
  const order = await findOrder(db, storeId, orderId);
  if (!order || order.member_id !== memberId) return null;
  return (await findOrderLines(db, storeId, orderId)).flatMap((line) =>
    line.item_id === null ? [] : [{ itemId: line.item_id, name: line.name, price: line.price, count: line.count }],
  );
}

/** Every order of the member in every store, oldest first, as their receipts show them, each with its store. */
export async function allMemberOrders(db: Db, memberId: string): Promise<Array<OrderView & { store: string }>> {
  const orders = await listAllMemberOrders(db, memberId);
  const linesByOrder = new Map<string, OrderLineRow[]>();
  for (const storeId of new Set(orders.map((order) => order.store_id))) {
    const ids = orders.filter((order) => order.store_id === storeId).map((order) => order.id);
    for (const line of await findLinesOfOrders(db, storeId, ids)) {
      const key = taxLinesKey(storeId, line.order_id);
      linesByOrder.set(key, [...(linesByOrder.get(key) ?? []), line]);
    }
  }
  const taxLines = await findTaxLinesOfOrders(db, orders);
  return orders.map((order) => {
    const key = taxLinesKey(order.store_id, order.id);
    return { store: order.store_id, ...toOrderView(order, linesByOrder.get(key) ?? [], taxLines.get(key) ?? []) };
  });
}

/** Takes the member link off every order of a member whose account goes: the orders stay for the tax records. */
export async function unlinkMemberOrders(db: Db, memberId: string): Promise<number> {
  return forgetOrdersMember(db, memberId);
}
