import type { Insertable, Selectable } from 'kysely';

/** Why the shop gives money back on a payment. */
export type MoneyReturnReason = 'ORDER_REFUND' | 'WRONG_AMOUNT' | 'PAID_AFTER_CANCEL';
/** card: through the provider that took it; emt: staff send an Interac e-transfer; manual: staff give it back their way (a card order paid outside the shop). */
export type MoneyReturnMethod = 'card' | 'emt' | 'manual';
/** PENDING until done; FAILED when it needs staff (the provider refused, or it kept failing). */
export type MoneyReturnState = 'PENDING' | 'SUCCEEDED' | 'FAILED';
/** How it was done: a void or refund at the provider, an e-transfer staff sent, or by hand outside the shop. */
export type MoneyReturnKind = 'VOID' | 'REFUND' | 'E_TRANSFER' | 'MANUAL';

export interface MoneyReturnTable {
  id: string;
  store_id: string;
  order_id: string;
  /** The order refund it carries out; null for a payment given back whole (WRONG_AMOUNT, PAID_AFTER_CANCEL). */
  refund_id: string | null;
  payment_attempt_id: string | null;
  reason: MoneyReturnReason;
  method: MoneyReturnMethod;
  provider: string | null;
  environment: string;
  provider_payment_id: string | null;
  amount_cents: number;
  currency: string;
  /** Sent to the provider: a return is made once however often it is asked for. */
  idempotency_key: string;
  state: MoneyReturnState;
  kind: MoneyReturnKind | null;
  provider_return_id: string | null;
  outcome_code: string | null;
  outcome_message: string | null;
  provider_response: string | null;
  tries: number;
  next_try_at: string;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Staff who sent the e-transfer or settled it by hand; null when the provider did it. */
  completed_by: string | null;
}
export type MoneyReturnRow = Selectable<MoneyReturnTable>;
export type NewMoneyReturnRow = Insertable<MoneyReturnTable>;
