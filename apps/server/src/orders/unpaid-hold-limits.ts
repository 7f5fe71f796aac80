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
  addressKey: string;
  emailKey: string;
  limits: Pick<OrderLimits, 'unpaidSharePercent' | 'unpaidUnitsAlways'>;
  phone: string;
}

interface ItemHolding {
  onSale: number;
  /** Units all unpaid e-transfer orders hold, this order's own among them. */
  heldUnpaid: number;
  /** Of those, the orders submitted from the client's address, and for its inbox. */
  heldByAddress: number;
  heldByEmail: number;
}

// What is on sale of these items and what unpaid e-transfer orders hold of them (this order's own too), in one query: it runs while the items' rows are held.
async function holdingsOf(tx: Db, storeId: string, itemIds: readonly string[], holder: UnpaidHolder): Promise<Map<string, ItemHolding>> {
  const rows = await tx
    .selectFrom('order_lines as line')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'line.store_id').onRef('orders.id', '=', 'line.order_id'))
    .innerJoin('items', (join) => join.onRef('items.store_id', '=', 'line.store_id').onRef('items.id', '=', 'line.item_id'))
    .select((eb) => {
      const heldUnder = (limitKey: string) =>
        eb.fn.sum<number | string>(
          eb
            .case()
            .when('orders.id', 'in', eb.selectFrom('order_submissions').select('order_id').where('store_id', '=', storeId).where('limit_key', '=', limitKey))
            .then(eb.ref('line.count'))
            .else(0)
            .end(),
        );
      return [
        'items.id as itemId',
        eb.fn.max('items.stock').as('onSale'),
        eb.fn.sum<number | string>('line.count').as('heldUnpaid'),
        heldUnder(holder.addressKey).as('heldByAddress'),
        heldUnder(holder.emailKey).as('heldByEmail'),
      ];
    })
    .where('line.store_id', '=', storeId)
    .where('line.item_id', 'in', itemIds)
    .where('orders.state', '=', 'OPEN')
    .where('orders.payment_method', '=', 'emt')
    .groupBy('items.id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.itemId,
      { onSale: Number(row.onSale), heldUnpaid: Number(row.heldUnpaid), heldByAddress: Number(row.heldByAddress), heldByEmail: Number(row.heldByEmail) },
    ]),
  );
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
  const holdings = await holdingsOf(tx, storeId, lines.map((line) => line.itemId), holder);
  const over: Array<{ line: HeldOrderLine; left: number }> = [];
  for (const line of lines) {
    const now = holdings.get(line.itemId) ?? { onSale: 0, heldUnpaid: line.count, heldByAddress: line.count, heldByEmail: line.count };
    // This order's units are held already: before it, `count` more were on sale and each holding was `count` lower.
    const before = (heldByClient: number) => ({ onSale: now.onSale + line.count, heldUnpaid: now.heldUnpaid - line.count, heldByClient: heldByClient - line.count });
    const left = Math.min(unpaidUnitsLeft(before(now.heldByAddress), holder.limits), unpaidUnitsLeft(before(now.heldByEmail), holder.limits));
    if (line.count > left) over.push({ line, left });
  }
  if (over.length > 0) throw refusal(over, holder.phone);
}
