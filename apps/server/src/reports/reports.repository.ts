import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/*
 * The reports' read-only queries over orders/' tables (docs/decisions/043). They only add up:
 * no order leaves as a row, nothing is written, and each is one aggregate the database does on
 * either dialect, with no date functions (instants are ISO text in UTC, grouped by their first
 * 13 characters, the UTC hour, which core folds into Halifax days). Going through orders/'
 * services instead would load every order of a year to add it up in JavaScript.
 */

/** Which orders and refunds a report reads: instants from `start` (included) to `end` (excluded), one store or all. */
export interface ReportWindow {
  start: string;
  end: string;
  store: string | undefined;
}

/** Reports count real orders: TEST orders are never a sale (docs/decisions/025). */
const REAL = 'PROD';

/** Sums come back as numbers from SQLite and as text from PostgreSQL (bigint, numeric); both read as numbers. */
const asNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** A sale: a real order whose money was taken (paid, whatever became of it since: a later cancellation is a refund), placed in the window. */
function sales(db: Db, window: ReportWindow) {
  let query = db
    .selectFrom('orders')
    .where('orders.environment', '=', REAL)
    .where('orders.paid_at', 'is not', null)
    .where('orders.created_at', '>=', window.start)
    .where('orders.created_at', '<', window.end);
  if (window.store !== undefined) query = query.where('orders.store_id', '=', window.store);
  return query;
}

/** The refunds of real orders made in the window (whenever the order was placed). */
function refunds(db: Db, window: ReportWindow) {
  let query = db
    .selectFrom('order_refunds')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'order_refunds.store_id').onRef('orders.id', '=', 'order_refunds.order_id'))
    .where('orders.environment', '=', REAL)
    .where('order_refunds.created_at', '>=', window.start)
    .where('order_refunds.created_at', '<', window.end);
  if (window.store !== undefined) query = query.where('order_refunds.store_id', '=', window.store);
  return query;
}

/** The sales of the window by UTC hour: how many, and their totals. */
export async function salesByHour(db: Db, window: ReportWindow) {
  const hour = sql<string>`substr(orders.created_at, 1, 13)`;
  const rows = await sales(db, window)
    .select([hour.as('hour'), (eb) => eb.fn.countAll().as('orders'), sql<number>`sum(orders.total - orders.gift_cards_sold)`.as('sales')])
    .groupBy(hour)
    .execute();
  return rows.map((row) => ({ hour: row.hour, orders: asNumber(row.orders), sales: asNumber(row.sales) }));
}

/**
 * What the sales of the window gave away: `sales`, what sale prices took off the lines' regular
 * prices (decision 065); `codes`, the discount codes' part of the orders' discounts; `promotions`,
 * the automatic promotions' part (decision 066).
 */
export async function discountsGiven(db: Db, window: ReportWindow): Promise<{ sales: number; codes: number; promotions: number }> {
  const lineSavings = sql<number>`(select coalesce(sum((coalesce(l.regular_price, l.price) - l.price) * l.count), 0) from order_lines l
    where l.store_id = orders.store_id and l.order_id = orders.id)`;
  const row = await sales(db, window)
    .select([
      sql<number>`coalesce(sum(${lineSavings}), 0)`.as('sales'),
      sql<number>`sum(orders.discount_amount - orders.promotion_amount)`.as('codes'),
      (eb) => eb.fn.sum('orders.promotion_amount').as('promotions'),
    ])
    .executeTakeFirst();
  return { sales: asNumber(row?.sales ?? 0), codes: asNumber(row?.codes), promotions: asNumber(row?.promotions) };
}

/**
 * Gift cards in the window (docs/decisions/067): sold on paid real orders (a liability, not a
 * sale), redeemed (net of what went back to the cards), and the balance of active cards now.
 */
export async function giftCardFigures(db: Db, window: ReportWindow) {
  const sold = await sales(db, window).select((eb) => eb.fn.sum('orders.gift_cards_sold').as('sold')).executeTakeFirst();
  let redeemed = db
    .selectFrom('gift_card_ledger')
    .innerJoin('orders', (join) => join.onRef('orders.store_id', '=', 'gift_card_ledger.store_id').onRef('orders.id', '=', 'gift_card_ledger.order_id'))
    .select((eb) => eb.fn.sum('gift_card_ledger.amount').as('amount'))
    .where('orders.environment', '=', REAL)
    .where('gift_card_ledger.kind', 'in', ['REDEEMED', 'RELEASED', 'REFUNDED'])
    .where('gift_card_ledger.at', '>=', window.start)
    .where('gift_card_ledger.at', '<', window.end);
  // Cards sold on TEST orders are test cards: worth nothing, never owed (docs/decisions/067).
  let outstanding = db
    .selectFrom('gift_cards')
    .select((eb) => eb.fn.sum('gift_cards.balance').as('amount'))
    .where('gift_cards.state', '=', 'ACTIVE')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.store_id', '=', 'gift_cards.store_id')
            .whereRef('orders.id', '=', 'gift_cards.order_id')
            .where('orders.environment', '<>', REAL),
        ),
      ),
    );
  if (window.store !== undefined) {
    redeemed = redeemed.where('gift_card_ledger.store_id', '=', window.store);
    outstanding = outstanding.where('gift_cards.store_id', '=', window.store);
  }
  const [spent, owed] = await Promise.all([redeemed.executeTakeFirst(), outstanding.executeTakeFirst()]);
  return { sold: asNumber(sold?.sold), redeemed: -asNumber(spent?.amount), outstanding: asNumber(owed?.amount) };
}

/** The refunds of the window by UTC hour: how many, and what they gave back. */
export async function refundsByHour(db: Db, window: ReportWindow) {
  const hour = sql<string>`substr(order_refunds.created_at, 1, 13)`;
  const rows = await refunds(db, window)
    .select([hour.as('hour'), (eb) => eb.fn.countAll().as('refunds'), (eb) => eb.fn.sum('order_refunds.total').as('total')])
    .groupBy(hour)
    .execute();
  return rows.map((row) => ({ hour: row.hour, refunds: asNumber(row.refunds), total: asNumber(row.total) }));
}

/** The items the sales of the window sold most of: units, and their value at the order's prices. */
export async function topSoldItems(db: Db, window: ReportWindow, limit: number) {
  const units = sql<number>`sum(order_lines.count)`;
  const value = sql<number>`sum(order_lines.price * order_lines.count)`;
  const rows = await sales(db, window)
    .innerJoin('order_lines', (join) => join.onRef('order_lines.store_id', '=', 'orders.store_id').onRef('order_lines.order_id', '=', 'orders.id'))
    .where('order_lines.item_id', 'is not', null)
    .select([
      'order_lines.store_id',
      (eb) => eb.ref('order_lines.item_id').$notNull().as('item_id'),
      (eb) => eb.fn.max('order_lines.name').as('name'),
      units.as('units'),
      value.as('sales'),
    ])
    .groupBy(['order_lines.store_id', 'order_lines.item_id'])
    .orderBy(units, 'desc')
    .orderBy(value, 'desc')
    .orderBy('order_lines.store_id')
    .orderBy('order_lines.item_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ store: row.store_id, itemId: row.item_id, name: row.name, units: asNumber(row.units), sales: asNumber(row.sales) }));
}

/** How many real orders wait for staff now, by what they wait for (`tomorrow`: the shop date florist orders are counted for). */
export async function ordersWaiting(db: Db, store: string | undefined, tomorrow: string) {
  const count = (condition: ReturnType<typeof sql<boolean>>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  let query = db
    .selectFrom('orders')
    .select([
      count(sql`state = 'PAID' and shipping_method <> 'PICKUP' and delivery_date is null`).as('to_ship'),
      count(sql`state = 'PAID' and shipping_method = 'PICKUP' and delivery_date is null`).as('to_prepare_for_pickup'),
      count(sql`delivery_date = ${tomorrow}`).as('florist_tomorrow'),
      count(sql`state = 'OPEN' and payment_method = 'emt'`).as('awaiting_e_transfer'),
    ])
    .where('environment', '=', REAL)
    .where('state', 'in', ['OPEN', 'PAID']);
  if (store !== undefined) query = query.where('store_id', '=', store);
  const row = await query.executeTakeFirst();
  return {
    toShip: asNumber(row?.to_ship),
    toPrepareForPickup: asNumber(row?.to_prepare_for_pickup),
    floristTomorrow: asNumber(row?.florist_tomorrow),
    awaitingETransfer: asNumber(row?.awaiting_e_transfer),
  };
}

/** The sales of the window by shipping method and delivery province (whose place of supply core decides): how many, and their taxable amount. */
export async function taxableSalesByDestination(db: Db, window: ReportWindow) {
  const taxable = sql<number>`sum(orders.subtotal - orders.discount_amount + orders.shipping)`;
  const rows = await sales(db, window)
    .select(['orders.shipping_method', 'orders.delivery_province', (eb) => eb.fn.countAll().as('orders'), taxable.as('taxable')])
    .groupBy(['orders.shipping_method', 'orders.delivery_province'])
    .execute();
  return rows.map((row) => ({ ...destinationOf(row), count: asNumber(row.orders), taxable: asNumber(row.taxable) }));
}

/** The taxes the sales of the window were charged, by destination and kind. */
export async function salesTaxByDestination(db: Db, window: ReportWindow) {
  const rows = await sales(db, window)
    .innerJoin('order_tax_lines', (join) => join.onRef('order_tax_lines.store_id', '=', 'orders.store_id').onRef('order_tax_lines.order_id', '=', 'orders.id'))
    .select(['orders.shipping_method', 'orders.delivery_province', 'order_tax_lines.kind', (eb) => eb.fn.sum('order_tax_lines.amount').as('amount')])
    .groupBy(['orders.shipping_method', 'orders.delivery_province', 'order_tax_lines.kind'])
    .execute();
  return rows.map((row) => ({ ...destinationOf(row), kind: row.kind, amount: asNumber(row.amount) }));
}

/** The refunds of the window by destination: how many, and the taxable amount they gave back. */
export async function taxableRefundsByDestination(db: Db, window: ReportWindow) {
  const taxable = sql<number>`sum(order_refunds.goods + order_refunds.adjustment - order_refunds.discount + order_refunds.shipping)`;
  const rows = await refunds(db, window)
    .select(['orders.shipping_method', 'orders.delivery_province', (eb) => eb.fn.countAll().as('refunds'), taxable.as('taxable')])
    .groupBy(['orders.shipping_method', 'orders.delivery_province'])
    .execute();
  return rows.map((row) => ({ ...destinationOf(row), count: asNumber(row.refunds), taxable: asNumber(row.taxable) }));
}

/** The taxes the refunds of the window gave back, by destination and kind. */
export async function refundTaxByDestination(db: Db, window: ReportWindow) {
  const rows = await refunds(db, window)
    .innerJoin('order_refund_tax_lines', (join) =>
      join.onRef('order_refund_tax_lines.store_id', '=', 'order_refunds.store_id').onRef('order_refund_tax_lines.refund_id', '=', 'order_refunds.id'),
    )
    .select(['orders.shipping_method', 'orders.delivery_province', 'order_refund_tax_lines.kind', (eb) => eb.fn.sum('order_refund_tax_lines.amount').as('amount')])
    .groupBy(['orders.shipping_method', 'orders.delivery_province', 'order_refund_tax_lines.kind'])
    .execute();
  return rows.map((row) => ({ ...destinationOf(row), kind: row.kind, amount: asNumber(row.amount) }));
}

/** Where an order went, as the tax rule reads it. */
export interface Destination {
  shippingMethod: string;
  deliveryProvince: string;
}

function destinationOf(row: { shipping_method: string; delivery_province: string }): Destination {
  return { shippingMethod: row.shipping_method, deliveryProvince: row.delivery_province };
}
