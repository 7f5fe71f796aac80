import { shopCalendarDate } from '@backroom/core/orders/business-days';
import { transactionTotals } from '@backroom/core/transactions/transaction-totals';
import type { Db } from '../db/database.js';
import type { OrderLineRow, OrderRow } from '../orders/order.table.js';
import { findOrderTaxLines } from '../orders/order.repository.js';
import { toTaxLines } from '../orders/order-view.js';
import { findTransaction, findTransactionLines, insertTransaction } from './transaction.repository.js';
import type { TransactionLineTable } from './transaction.table.js';

/** The id of an order's sale or refund: readable on the phone, one of each per order. */
export const transactionIdOf = (orderId: string, kind: 'SALE' | 'REFUND') => `${orderId}-${kind === 'SALE' ? 'S' : 'R'}`;

interface LineSource {
  item_id: string | null;
  name: string;
  price: number;
  count: number;
  note?: string;
}

async function record(
  tx: Db,
  order: OrderRow,
  kind: 'SALE' | 'REFUND',
  source: { lines: readonly LineSource[]; discountAmount: number },
  recordedBy: string,
  at: Date,
): Promise<void> {
  const id = transactionIdOf(order.id, kind);
  const lines: TransactionLineTable[] = source.lines.map((line, index) => ({
    store_id: order.store_id,
    transaction_id: id,
    id: String(index + 1),
    position: index,
    item_id: line.item_id,
    name: line.name,
    price: line.price,
    count: line.count,
    note: line.note ?? '',
  }));
  const totals = transactionTotals(
    lines.map((line) => ({ itemId: line.item_id, price: line.price, count: line.count })),
    source.discountAmount,
    kind,
    toTaxLines(await findOrderTaxLines(tx, order.store_id, order.id)),
  );
  const iso = at.toISOString();
  await insertTransaction(
    tx,
    {
      store_id: order.store_id,
      id,
      order_id: order.id,
      kind,
      environment: order.environment,
      payment_method: order.payment_method,
      recorded_by: recordedBy,
      subtotal: totals.subtotal,
      discount_amount: totals.discountAmount,
      shipping: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      local_date: shopCalendarDate(at),
      created_at: iso,
      modified_at: iso,
    },
    lines,
  );
}

/** Writes the sale of an order that has just been paid; call it in the transaction that moves the order to PAID. */
export async function recordSale(tx: Db, order: OrderRow, lines: readonly OrderLineRow[], recordedBy: string, at: Date): Promise<void> {
  await record(tx, order, 'SALE', { lines, discountAmount: order.discount_amount }, recordedBy, at);
}

/**
 * Writes the refund of a paid order that has just been cancelled: the sale as it stands (with
 * staff's corrections), or the order itself if it was paid before sales were recorded.
 */
export async function recordRefund(tx: Db, order: OrderRow, lines: readonly OrderLineRow[], recordedBy: string, at: Date): Promise<void> {
  const sale = await findTransaction(tx, order.store_id, transactionIdOf(order.id, 'SALE'));
  const source = sale
    ? { lines: await findTransactionLines(tx, order.store_id, sale.id), discountAmount: sale.discount_amount }
    : { lines, discountAmount: order.discount_amount };
  await record(tx, order, 'REFUND', source, recordedBy, at);
}
