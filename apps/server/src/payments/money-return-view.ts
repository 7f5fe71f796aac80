import type { MoneyReturnView } from '@backroom/core/payments/money-return-contract';
import type { Db } from '../db/database.js';
import type { MoneyReturnRow } from './money-return.table.js';

/** Whom a return goes to: the order's shopper. */
export interface ReturnRecipient {
  customer_email: string;
  customer_first_name: string;
  customer_last_name: string;
}

/** Whether staff must look at a return: failed, an e-transfer or by-hand return to make, or failing for a while. */
export function needsAttention(row: MoneyReturnRow, triesBeforeNotice: number): boolean {
  if (row.state === 'FAILED') return true;
  return row.state === 'PENDING' && (row.method !== 'card' || row.tries >= triesBeforeNotice);
}

export function toMoneyReturnView(row: MoneyReturnRow, recipient: ReturnRecipient | undefined, triesBeforeNotice: number): MoneyReturnView {
  return {
    id: row.id,
    store: row.store_id,
    orderId: row.order_id,
    reason: row.reason,
    method: row.method,
    provider: row.provider,
    environment: row.environment === 'TEST' ? 'TEST' : 'PROD',
    amountCents: row.amount_cents,
    currency: row.currency,
    state: row.state,
    kind: row.kind,
    code: row.outcome_code,
    message: row.outcome_message,
    tries: row.tries,
    nextTryAt: row.state === 'PENDING' && row.method === 'card' ? row.next_try_at : null,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    completedBy: row.completed_by,
    customerEmail: recipient?.customer_email ?? '',
    customerName: recipient ? `${recipient.customer_first_name} ${recipient.customer_last_name}`.trim() : '',
    needsAttention: needsAttention(row, triesBeforeNotice),
  };
}

/** The shoppers of some returns' orders, by `store/order`. */
export async function recipientsOf(db: Db, rows: readonly MoneyReturnRow[]): Promise<Map<string, ReturnRecipient>> {
  const recipients = new Map<string, ReturnRecipient>();
  if (rows.length === 0) return recipients;
  const found = await db
    .selectFrom('orders')
    .select(['store_id', 'id', 'customer_email', 'customer_first_name', 'customer_last_name'])
    .where((eb) => eb.or(rows.map((row) => eb.and([eb('store_id', '=', row.store_id), eb('id', '=', row.order_id)]))))
    .execute();
  for (const order of found) recipients.set(`${order.store_id}/${order.id}`, order);
  return recipients;
}
