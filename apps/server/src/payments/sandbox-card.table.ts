import type { Selectable } from 'kysely';
import type { SandboxCardOutcome } from '@backroom/core/payments/payment-contract';

/** A single-use token for a sandbox test card: never the card number, only its last four digits. */
export interface SandboxCardTokenTable {
  token: string;
  store_id: string;
  brand: string;
  last4: string;
  outcome: SandboxCardOutcome;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export type SandboxCardTokenRow = Selectable<SandboxCardTokenTable>;

/** A payment the sandbox provider took (or refused), found again by its id or idempotency key. */
export interface SandboxPaymentTable {
  id: string;
  store_id: string;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  status: 'COMPLETED' | 'DECLINED' | 'FAILED';
  brand: string;
  last4: string;
  created_at: string;
}
export type SandboxPaymentRow = Selectable<SandboxPaymentTable>;

/** A refund the sandbox provider made on one of its payments. */
export interface SandboxRefundTable {
  id: string;
  store_id: string;
  payment_id: string;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  status: 'COMPLETED';
  created_at: string;
}
export type SandboxRefundRow = Selectable<SandboxRefundTable>;
