import type { Insertable, Selectable } from 'kysely';

/** What became of a payment attempt; PENDING until the provider's answer is recorded. */
export type PaymentAttemptState = 'PENDING' | 'APPROVED' | 'DECLINED' | 'FAILED';

export interface PaymentAttemptTable {
  id: string;
  store_id: string;
  order_id: string;
  provider: string;
  environment: string;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  state: PaymentAttemptState;
  provider_payment_id: string | null;
  outcome_code: string | null;
  outcome_message: string | null;
  /** The provider's answer as JSON, for staff looking into a payment. */
  provider_response: string | null;
  created_at: string;
  settled_at: string | null;
  order_updated_at: string | null;
}
export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;
export type NewPaymentAttemptRow = Insertable<PaymentAttemptTable>;
