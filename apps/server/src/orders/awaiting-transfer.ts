import type { AwaitingTransferView } from '@backroom/core/emt/deposit-contract';
import { paymentReferenceFor } from '@backroom/core/emt/payment-reference';
import type { RequestContext } from '../request-context.js';
import { listAwaitingTransfer } from './awaiting-transfer.repository.js';

/** A store's real e-transfer orders waiting for their money, oldest first, as the match screen lists them. */
export async function ordersAwaitingTransfer(ctx: Pick<RequestContext, 'db' | 'storeId'>): Promise<AwaitingTransferView[]> {
  const rows = await listAwaitingTransfer(ctx.db, ctx.storeId);
  return rows.map((row) => ({
    orderId: row.id,
    reference: paymentReferenceFor(row.id),
    totalCents: row.total - row.gift_cards_applied,
    customerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
    customerEmail: row.customer_email,
    createdAt: row.created_at,
    holdUntil: row.hold_until,
  }));
}
