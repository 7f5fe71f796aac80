import type { ErrorDetail } from '@backroom/core/api-error';
import type { OrderLimits } from '@backroom/core/orders/order-limits';
import { unpaidUnitsLeft } from '@backroom/core/orders/unpaid-hold-cap';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';

/** A line of an unpaid order, as the hoarding rule counts it. */
export interface HeldOrderLine {
  itemId: string;
  name: string;
  count: number;
}

/** Who the order is for, as the flood limits key them (order-submission-limits.ts): a client address and an inbox. */
export interface UnpaidHolder {
  limitKeys: readonly string[];
  limits: Pick<OrderLimits, 'unpaidSharePercent' | 'unpaidUnitsAlways'>;
  phone: string;
}

// Units of these items that unpaid e-transfer orders hold (this order's own too): those submitted under one limit key, or all (null).
async function heldUnpaid(tx: Db, storeId: string, limitKey: string | null, itemIds: readonly string[]): Promise<Map<string, number>> {
  let query = tx
    .selectFrom('order_lines as line')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'line.store_id').onRef('orders.id', '=', 'line.order_id'))
    .select(['line.item_id', (eb) => eb.fn.sum<number | string>('line.count').as('held')])
    .where('line.store_id', '=', storeId)
    .where('line.item_id', 'in', itemIds)
    .where('orders.state', '=', 'OPEN')
    .where('orders.payment_method', '=', 'emt')
    .groupBy('line.item_id');
  if (limitKey !== null) {
    query = query.where('orders.id', 'in', (eb) =>
      eb.selectFrom('order_submissions').select('order_id').where('store_id', '=', storeId).where('limit_key', '=', limitKey),
    );
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.item_id ?? '', Number(row.held)]));
}

function refusal(over: ReadonlyArray<{ line: HeldOrderLine; left: number }>, phone: string): AppError {
  const call = phone.trim() === '' ? 'call the shop' : `call us at ${phone.trim()}`;
  const named = over.map(({ line, left }) =>
    left === 0 ? `none more of '${line.name}' (${line.count} in your cart)` : `at most ${left} more of '${line.name}' (${line.count} in your cart)`,
  );
  const message =
    `Your orders waiting for payment already hold part of what is left, and other shoppers need the rest: you can order ${named.join(', ')} ` +
    `until you pay. Lower the quantity, pay for your unpaid orders first, or ${call} to order more.`;
  const details: ErrorDetail[] = over.map(({ line, left }) => ({
    path: `items.${line.itemId}`,
    message: left === 0 ? 'none more until your unpaid orders are paid' : `at most ${left} more until your unpaid orders are paid`,
    reason: 'unpaid-share',
    count: left,
  }));
  return new AppError(409, 'QUANTITY_OVER_LIMIT', message, details);
}

/**
 * Refuses (409, reason `unpaid-share`, naming each line and how many may still be ordered) an
 * e-transfer order after which one client's unpaid orders would hold more of an item than the
 * store lets one client keep from the others (docs/decisions/055), counted by client address and
 * by inbox. Call it in the order's transaction after its stock is held: the held item rows make a
 * second submission of the same client wait (PostgreSQL) and then count this order.
 */
export async function checkUnpaidHolds(tx: Db, storeId: string, lines: readonly HeldOrderLine[], holder: UnpaidHolder): Promise<void> {
  if (lines.length === 0) return;
  const itemIds = lines.map((line) => line.itemId);
  const onSale = new Map(
    (await tx.selectFrom('items').select(['id', 'stock']).where('store_id', '=', storeId).where('id', 'in', itemIds).execute()).map((row) => [row.id, row.stock]),
  );
  const heldByAll = await heldUnpaid(tx, storeId, null, itemIds);
  const heldByKey: Array<Map<string, number>> = [];
  for (const key of holder.limitKeys) heldByKey.push(await heldUnpaid(tx, storeId, key, itemIds));
  const over: Array<{ line: HeldOrderLine; left: number }> = [];
  for (const line of lines) {
    // This order's units are held already: before it, `onSale + count` were on sale and each count was `count` lower.
    const before = (held: Map<string, number>) => (held.get(line.itemId) ?? line.count) - line.count;
    const holding = (held: Map<string, number>) => ({
      onSale: (onSale.get(line.itemId) ?? 0) + line.count,
      heldUnpaid: before(heldByAll),
      heldByClient: before(held),
    });
    const left = Math.min(...heldByKey.map((held) => unpaidUnitsLeft(holding(held), holder.limits)));
    if (line.count > left) over.push({ line, left });
  }
  if (over.length > 0) throw refusal(over, holder.phone);
}
