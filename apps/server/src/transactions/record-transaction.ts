import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { ADJUSTMENT_LINE_NAME, transactionTotals } from '@backroom/core/transactions/transaction-totals';
import type { Db } from '../db/database.js';
import { orderTaxLines } from '../orders/order-tax-lines.js';
import { insertTransaction } from './transaction.repository.js';
import type { TransactionLineTable, TransactionTable } from './transaction.table.js';

/** The id of an order's sale or refund: readable on the phone, one of each per order. */
export const transactionIdOf = (orderId: string, kind: 'SALE' | 'REFUND') => `${orderId}-${kind === 'SALE' ? 'S' : 'R'}`;

/** The id of an order's n-th refund (refunds recorded before partial refunds existed are `{id}-R`). */
export const refundTransactionIdOf = (orderId: string, number: number) => `${orderId}-R${number}`;

/** A refund's figures as the order's refund recorded them: positive amounts given back. */
export interface RefundFigures {
  number: number;
  lines: readonly { itemId: string; name: string; price: number; count: number }[];
  goods: number;
  discount: number;
  shipping: number;
  adjustment: number;
  tax: number;
  total: number;
}

/** What a transaction records of its order: the order's own columns, so an order fits as it is. */
export interface TransactionOrder {
  store_id: string;
  id: string;
  environment: TransactionTable['environment'];
  payment_method: string;
  discount_amount: number;
  shipping_name: string;
}

/** A line of an order or of a refund, as its transaction lists it. */
export interface LineSource {
  item_id: string | null;
  name: string;
  price: number;
  count: number;
  note?: string;
  /** An order line's tax flag and spread discounts (decision 066): an untaxed line's net stays out of the tax. */
  taxable?: number;
  promotion_discount?: number | null;
  code_discount?: number | null;
}

/** Inserts a transaction of an order with its lines (numbered from 1) and figures. */
async function insertOrderTransaction(
  tx: Db,
  order: TransactionOrder,
  head: { id: string; kind: 'SALE' | 'REFUND'; recordedBy: string; at: Date },
  lines: readonly LineSource[],
  figures: Pick<TransactionTable, 'subtotal' | 'discount_amount' | 'shipping' | 'tax' | 'total'>,
): Promise<void> {
  const iso = head.at.toISOString();
  await insertTransaction(
    tx,
    {
      store_id: order.store_id,
      id: head.id,
      order_id: order.id,
      kind: head.kind,
      environment: order.environment,
      payment_method: order.payment_method,
      recorded_by: head.recordedBy,
      ...figures,
      local_date: shopCalendarDate(head.at),
      created_at: iso,
      modified_at: iso,
    },
    lines.map((line, index): TransactionLineTable => ({
      store_id: order.store_id,
      transaction_id: head.id,
      id: String(index + 1),
      position: index,
      item_id: line.item_id,
      name: line.name,
      price: line.price,
      count: line.count,
      note: line.note ?? '',
    })),
  );
}

/** Writes the sale of an order that has just been paid; call it in the transaction that moves the order to PAID. */
export async function recordSale(tx: Db, order: TransactionOrder, lines: readonly LineSource[], recordedBy: string, at: Date): Promise<void> {
  const totals = transactionTotals(
    lines.map((line) => ({
      itemId: line.item_id,
      name: line.name,
      price: line.price,
      count: line.count,
      taxable: line.taxable !== 0,
      discount: (line.promotion_discount ?? 0) + (line.code_discount ?? 0),
    })),
    order.discount_amount,
    'SALE',
    await orderTaxLines(tx, order.store_id, order.id),
  );
  const figures = { subtotal: totals.subtotal, discount_amount: totals.discountAmount, shipping: totals.shipping, tax: totals.tax, total: totals.total };
  await insertOrderTransaction(tx, order, { id: transactionIdOf(order.id, 'SALE'), kind: 'SALE', recordedBy, at }, lines, figures);
}

/**
 * Writes the REFUND transaction of one refund of an order with the refund's own figures (negative,
 * as refunds are): its item lines, a shipping line and an 'Adjustment' line for an amount given
 * back apart from lines. Call it in the transaction that records the refund.
 */
export async function recordOrderRefund(tx: Db, order: TransactionOrder, refund: RefundFigures, recordedBy: string, at: Date): Promise<void> {
  const lines: LineSource[] = [
    ...refund.lines.map((line) => ({ item_id: line.itemId, name: line.name, price: line.price, count: line.count })),
    ...(refund.shipping !== 0 ? [{ item_id: null, name: `Shipping: ${order.shipping_name}`, price: refund.shipping, count: 1 }] : []),
    ...(refund.adjustment !== 0 ? [{ item_id: null, name: ADJUSTMENT_LINE_NAME, price: refund.adjustment, count: 1 }] : []),
  ];
  const figures = {
    subtotal: -(refund.goods + refund.adjustment),
    discount_amount: -refund.discount,
    shipping: -refund.shipping,
    tax: -refund.tax,
    total: -refund.total,
  };
  await insertOrderTransaction(tx, order, { id: refundTransactionIdOf(order.id, refund.number), kind: 'REFUND', recordedBy, at }, lines, figures);
}
