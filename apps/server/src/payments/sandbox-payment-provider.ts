import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { CreatePaymentRequest, PaymentLookup, PaymentProvider, ProviderPayment, ProviderReturn, ReturnLookup, ReturnRequest } from './payment-provider.js';
import {
  findSandboxPayment,
  findSandboxRefund,
  insertSandboxPayment,
  insertSandboxRefund,
  sandboxRefundedCents,
  useSandboxCardToken,
} from './sandbox-card.repository.js';
import type { SandboxPaymentRow, SandboxRefundRow } from './sandbox-card.table.js';

const OUTCOMES = {
  APPROVE: { status: 'COMPLETED', code: null, message: null },
  DECLINE: { status: 'DECLINED', code: 'CARD_DECLINED', message: 'The test card 4000 0000 0000 0002 is always declined.' },
  FAIL: { status: 'FAILED', code: 'PROCESSING_ERROR', message: 'The test card 4000 0000 0000 0119 always fails with a processing error.' },
} as const;

/**
 * The built-in sandbox card provider: it charges nothing real, but behaves like a hosted provider
 * (single-use tokens from its own card form, idempotency keys, payments found again by key), so
 * card checkout works end to end on a machine without internet. It keeps its own records, apart
 * from the shop's payment attempts, as a real provider would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly storeId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const earlier = await findSandboxPayment(this.db, this.storeId, { idempotencyKey: request.idempotencyKey });
    if (earlier) return paymentOf(earlier);
    const now = this.now().toISOString();
    const card = await useSandboxCardToken(this.db, this.storeId, request.token, now);
    if (!card) {
      return {
        status: 'FAILED',
        providerPaymentId: null,
        code: 'CARD_TOKEN_USED',
        message: 'The card token is unknown, used or expired.',
        amountCents: null,
        currency: null,
        raw: null,
      };
    }
    const outcome = OUTCOMES[card.outcome];
    const payment: SandboxPaymentRow = {
      id: `sbxpay_${randomBytes(12).toString('hex')}`,
      store_id: this.storeId,
      idempotency_key: request.idempotencyKey,
      amount_cents: request.amountCents,
      currency: request.currency,
      status: outcome.status,
      brand: card.brand,
      last4: card.last4,
      created_at: now,
    };
    await insertSandboxPayment(this.db, payment);
    return paymentOf(payment);
  }

  async getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null> {
    const payment = await findSandboxPayment(
      this.db,
      this.storeId,
      lookup.providerPaymentId ? { id: lookup.providerPaymentId } : { idempotencyKey: lookup.idempotencyKey },
    );
    return payment ? paymentOf(payment) : null;
  }

  /** Refunds a completed sandbox payment, never more than is left of it; the same key refunds once. */
  async returnPayment(request: ReturnRequest): Promise<ProviderReturn> {
    const earlier = await findSandboxRefund(this.db, this.storeId, { idempotencyKey: request.idempotencyKey });
    if (earlier) return refundOf(earlier);
    const payment = await findSandboxPayment(this.db, this.storeId, { id: request.providerPaymentId });
    const refuse = (code: string, message: string): ProviderReturn => ({ status: 'REFUSED', kind: 'REFUND', providerReturnId: null, code, message, raw: null });
    if (!payment) return refuse('NOT_FOUND', `The sandbox has no payment ${request.providerPaymentId}.`);
    if (payment.status !== 'COMPLETED') return { status: 'SUCCEEDED', kind: 'VOID', providerReturnId: payment.id, code: payment.status, message: null, raw: null };
    const left = payment.amount_cents - (await sandboxRefundedCents(this.db, this.storeId, payment.id));
    if (request.amountCents <= 0 || request.amountCents > left) {
      return refuse('REFUND_AMOUNT_INVALID', `The sandbox payment has ${left} cents left to refund, not ${request.amountCents}.`);
    }
    const refund: SandboxRefundRow = {
      id: `sbxref_${randomBytes(12).toString('hex')}`,
      store_id: this.storeId,
      payment_id: payment.id,
      idempotency_key: request.idempotencyKey,
      amount_cents: request.amountCents,
      currency: request.currency,
      status: 'COMPLETED',
      created_at: this.now().toISOString(),
    };
    if (await insertSandboxRefund(this.db, refund)) return refundOf(refund);
    const raced = await findSandboxRefund(this.db, this.storeId, { idempotencyKey: request.idempotencyKey });
    return raced ? refundOf(raced) : refuse('REFUND_FAILED', 'The sandbox could not record the refund.');
  }

  async getReturn(lookup: ReturnLookup): Promise<ProviderReturn | null> {
    const refund = await findSandboxRefund(
      this.db,
      this.storeId,
      lookup.providerReturnId && lookup.kind === 'REFUND' ? { id: lookup.providerReturnId } : { idempotencyKey: lookup.idempotencyKey },
    );
    return refund ? refundOf(refund) : null;
  }
}

function refundOf(refund: SandboxRefundRow): ProviderReturn {
  return {
    status: 'SUCCEEDED',
    kind: 'REFUND',
    providerReturnId: refund.id,
    code: null,
    message: null,
    raw: { id: refund.id, payment_id: refund.payment_id, amount: refund.amount_cents, currency: refund.currency, status: refund.status },
  };
}

function paymentOf(payment: SandboxPaymentRow): ProviderPayment {
  const outcome = Object.values(OUTCOMES).find((candidate) => candidate.status === payment.status)!;
  const raw = { id: payment.id, status: payment.status, amount: payment.amount_cents, currency: payment.currency, brand: payment.brand, last4: payment.last4 };
  const status = payment.status === 'COMPLETED' ? 'APPROVED' : payment.status;
  return { status, providerPaymentId: payment.id, code: outcome.code, message: outcome.message, amountCents: payment.amount_cents, currency: payment.currency, raw };
}
