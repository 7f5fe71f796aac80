import { z } from 'zod';
import { RefundView } from '../orders/order-contract.js';

/** Why money goes back: a refund of the order, a charge of another amount than asked, or a charge on an order already cancelled. */
export const MONEY_RETURN_REASONS = ['ORDER_REFUND', 'WRONG_AMOUNT', 'PAID_AFTER_CANCEL'] as const;

/** Money going back to a shopper, as staff see it (GET money-returns, GET order/{id}/refunds). Money in cents. */
export const MoneyReturnView = z.object({
  id: z.string(),
  store: z.string(),
  orderId: z.string(),
  reason: z.enum(MONEY_RETURN_REASONS),
  /** card: through the provider that took it; emt: staff send an Interac e-transfer; manual: staff give it back their way. */
  method: z.enum(['card', 'emt', 'manual']),
  provider: z.string().nullable(),
  environment: z.enum(['TEST', 'PROD']),
  amountCents: z.number().int(),
  currency: z.string(),
  /** PENDING until done; FAILED: the provider refused or it kept failing, and staff must act. */
  state: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
  /** VOID or REFUND at the provider, E_TRANSFER or MANUAL by staff; null until known. */
  kind: z.enum(['VOID', 'REFUND', 'E_TRANSFER', 'MANUAL']).nullable(),
  /** The provider's (or our) code and words for the last outcome. */
  code: z.string().nullable(),
  message: z.string().nullable(),
  tries: z.number().int(),
  nextTryAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  /** Where an e-transfer goes: the shopper's e-mail. */
  customerEmail: z.string(),
  customerName: z.string(),
  /** Staff must look at it: failed, an e-transfer to send, or still failing after a few tries. */
  needsAttention: z.boolean(),
});
export type MoneyReturnView = z.infer<typeof MoneyReturnView>;

/** POST (base) money-returns/{id}/settle: staff gave the money back themselves. */
export const SettleMoneyReturnBody = z.strictObject({
  /** E_TRANSFER: an Interac e-transfer sent; MANUAL: settled another way (the provider's dashboard, by phone). */
  kind: z.enum(['E_TRANSFER', 'MANUAL']),
  note: z.string().trim().max(500).default(''),
});
export type SettleMoneyReturnBody = z.infer<typeof SettleMoneyReturnBody>;

/** A refund of an order as staff see it: the receipt's, with who made it, their note and how its money is going back. */
export const StaffRefund = RefundView.extend({
  note: z.string(),
  actor: z.string(),
  moneyReturn: MoneyReturnView.nullable(),
});
export type StaffRefund = z.infer<typeof StaffRefund>;

/** GET order/{id}/refunds: the order's refunds, and money given back apart from refunds (a charge not kept). */
export const OrderRefunds = z.object({
  refunds: z.array(StaffRefund),
  /** What was taken of the order and can still be given back, in cents. */
  captured: z.number().int(),
  refundable: z.number().int(),
  otherReturns: z.array(MoneyReturnView),
});
export type OrderRefunds = z.infer<typeof OrderRefunds>;
