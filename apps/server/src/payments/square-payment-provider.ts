import type { PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import { z } from 'zod';
import {
  type CreatePaymentRequest,
  fetchProviderJson,
  type PaymentLookup,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderReturn,
  ProviderUnavailableError,
  type ReturnLookup,
  type ReturnRequest,
} from './payment-provider.js';
import type { SquareAccount } from './payment-settings.js';

const HOSTS: Record<PaymentEnvironment, string> = {
  TEST: 'https://connect.squareupsandbox.com',
  PROD: 'https://connect.squareup.com',
};

const SquareMoney = z.object({ amount: z.number().int(), currency: z.string() });
const SquarePayment = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount_money: SquareMoney.optional(),
  reference_id: z.string().optional(),
});
type SquarePayment = z.infer<typeof SquarePayment>;
const SquareRefund = z.looseObject({ id: z.string(), status: z.string(), amount_money: SquareMoney.optional(), payment_id: z.string().optional() });
type SquareRefund = z.infer<typeof SquareRefund>;
const SquareError = z.looseObject({ category: z.string(), code: z.string(), detail: z.string().optional() });
const SquareAnswer = z.looseObject({
  payment: SquarePayment.optional(),
  payments: z.array(SquarePayment).optional(),
  refund: SquareRefund.optional(),
  cursor: z.string().optional(),
  errors: z.array(SquareError).optional(),
});

// Square asks to send the same call again with the same key: the outcome is left to reconciliation.
const TEMPORARY_ERROR = 'TEMPORARY_ERROR';
// Errors after which the same call may well succeed later.
const TRY_AGAIN_LATER = new Set([TEMPORARY_ERROR, 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT']);
// A search by key looks this far before the attempt was recorded, and this many pages at most.
const LOOKUP_LEEWAY_MS = 10 * 60_000;
const LOOKUP_MAX_PAGES = 10;

/**
 * Square's Payments API: CreatePayment with the Web Payments SDK's token, GetPayment by id, and
 * ListPayments searched for our idempotency key (sent as the payment's reference_id) when the id
 * was never learnt. Money goes back by CancelPayment while a payment is only APPROVED and by
 * RefundPayment once it is COMPLETED (the shop's payments complete at once), both idempotent.
 * TEST uses Square's sandbox host.
 */
export class SquarePaymentProvider implements PaymentProvider {
  readonly name = 'square' as const;
  private readonly host: string;

  constructor(
    private readonly account: SquareAccount,
    environment: PaymentEnvironment,
    private readonly timeoutMs: number,
  ) {
    this.host = account.endpoint ?? HOSTS[environment];
  }

  /** The store's Square location, which receives the money. */
  get locationId(): string {
    return this.account.locationId;
  }

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const body = {
      source_id: request.token,
      idempotency_key: request.idempotencyKey,
      amount_money: { amount: request.amountCents, currency: request.currency },
      location_id: this.account.locationId,
      reference_id: request.idempotencyKey,
      note: `Order ${request.orderId}`.slice(0, 500),
      autocomplete: true,
    };
    const answer = await this.call('POST', '/v2/payments', body);
    if (answer.errors?.some((error) => error.code === TEMPORARY_ERROR)) throw new ProviderUnavailableError('Square had a temporary error');
    if (answer.payment && !answer.errors?.length) return paymentOf(answer.payment, answer);
    const error = answer.errors?.[0];
    if (!error) throw new ProviderUnavailableError('Square answered without a payment or an error');
    return {
      // A card refused by its issuer is a decline; anything else Square refused charged nothing.
      status: error.category === 'PAYMENT_METHOD_ERROR' ? 'DECLINED' : 'FAILED',
      providerPaymentId: answer.payment?.id ?? null,
      code: error.code,
      message: error.detail ?? null,
      amountCents: null,
      currency: null,
      raw: answer,
    };
  }

  async getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null> {
    if (lookup.providerPaymentId) {
      const answer = await this.call('GET', `/v2/payments/${encodeURIComponent(lookup.providerPaymentId)}`);
      if (answer.errors?.some((error) => error.code === 'NOT_FOUND')) return null;
      if (!answer.payment) throw new ProviderUnavailableError(`Square did not return payment ${lookup.providerPaymentId}`);
      return paymentOf(answer.payment, answer);
    }
    let cursor: string | undefined;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        location_id: this.account.locationId,
        begin_time: new Date(lookup.startedAt.getTime() - LOOKUP_LEEWAY_MS).toISOString(),
        sort_order: 'ASC',
        limit: '100',
        ...(cursor ? { cursor } : {}),
      });
      const answer = await this.call('GET', `/v2/payments?${query.toString()}`);
      if (answer.errors?.length) throw new ProviderUnavailableError(`Square refused to list payments: ${answer.errors[0]!.code}`);
      const found = answer.payments?.find((payment) => payment.reference_id === lookup.idempotencyKey);
      if (found) return paymentOf(found, found);
      cursor = answer.cursor;
      if (!cursor) return null;
    }
    throw new ProviderUnavailableError('Square listed too many payments to search them all');
  }

  async returnPayment(request: ReturnRequest): Promise<ProviderReturn> {
    const id = encodeURIComponent(request.providerPaymentId);
    const found = await this.call('GET', `/v2/payments/${id}`);
    if (!found.payment) return refusedBy(found, 'REFUND');
    const payment = found.payment;
    if (payment.status === 'CANCELED' || payment.status === 'FAILED') {
      // Nothing was ever taken, or it was voided already (our own earlier call whose answer was lost).
      return { status: 'SUCCEEDED', kind: 'VOID', providerReturnId: payment.id, code: payment.status, message: null, raw: found };
    }
    if (payment.status === 'APPROVED') {
      if (payment.amount_money?.amount !== request.amountCents) {
        return { status: 'REFUSED', kind: 'VOID', providerReturnId: null, code: 'PARTIAL_VOID', message: 'Square cancels an approved payment whole, not in part.', raw: found };
      }
      const cancelled = await this.call('POST', `/v2/payments/${id}/cancel`, {});
      if (cancelled.payment?.status === 'CANCELED') {
        return { status: 'SUCCEEDED', kind: 'VOID', providerReturnId: cancelled.payment.id, code: null, message: null, raw: cancelled };
      }
      return refusedBy(cancelled, 'VOID');
    }
    const answer = await this.call('POST', '/v2/refunds', {
      idempotency_key: request.idempotencyKey,
      amount_money: { amount: request.amountCents, currency: request.currency },
      payment_id: request.providerPaymentId,
      reason: request.reason.slice(0, 192),
    });
    if (answer.refund && !answer.errors?.length) return refundOf(answer.refund, answer);
    return refusedBy(answer, 'REFUND');
  }

  async getReturn(lookup: ReturnLookup): Promise<ProviderReturn | null> {
    if (lookup.kind !== 'REFUND' || !lookup.providerReturnId) return null;
    const answer = await this.call('GET', `/v2/refunds/${encodeURIComponent(lookup.providerReturnId)}`);
    if (answer.errors?.some((error) => error.code === 'NOT_FOUND')) return null;
    if (!answer.refund) throw new ProviderUnavailableError(`Square did not return refund ${lookup.providerReturnId}`);
    return refundOf(answer.refund, answer);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const { body: answer } = await fetchProviderJson('Square', new URL(path, this.host), {
      method,
      headers: { authorization: `Bearer ${this.account.accessToken}`, 'square-version': this.account.squareVersion },
      body,
      timeoutMs: this.timeoutMs,
    });
    const parsed = SquareAnswer.safeParse(answer);
    if (!parsed.success) throw new ProviderUnavailableError('Square answered in an unexpected shape');
    return parsed.data;
  }
}

function paymentOf(payment: SquarePayment, raw: unknown): ProviderPayment {
  const base = { providerPaymentId: payment.id, amountCents: payment.amount_money?.amount ?? null, currency: payment.amount_money?.currency ?? null, raw };
  if (payment.status === 'COMPLETED' || payment.status === 'APPROVED') return { ...base, status: 'APPROVED', code: null, message: null };
  if (payment.status === 'FAILED') return { ...base, status: 'DECLINED', code: 'FAILED', message: 'Square recorded the payment as failed' };
  if (payment.status === 'CANCELED') return { ...base, status: 'FAILED', code: 'CANCELED', message: 'Square recorded the payment as canceled' };
  return { ...base, status: 'PENDING', code: payment.status, message: null };
}

function refundOf(refund: SquareRefund, raw: unknown): ProviderReturn {
  const base = { kind: 'REFUND' as const, providerReturnId: refund.id, raw };
  if (refund.status === 'COMPLETED') return { ...base, status: 'SUCCEEDED', code: null, message: null };
  if (refund.status === 'REJECTED' || refund.status === 'FAILED') {
    return { ...base, status: 'REFUSED', code: refund.status, message: `Square recorded the refund as ${refund.status.toLowerCase()}` };
  }
  return { ...base, status: 'PENDING', code: refund.status, message: null };
}

/** Square's error answer to a return: a temporary error leaves the outcome unknown; any other is a refusal. */
function refusedBy(answer: z.infer<typeof SquareAnswer>, kind: ProviderReturn['kind']): ProviderReturn {
  const later = answer.errors?.find((error) => TRY_AGAIN_LATER.has(error.code));
  if (later) throw new ProviderUnavailableError(`Square answered ${later.code}: try again later`);
  const error = answer.errors?.[0];
  if (!error) throw new ProviderUnavailableError('Square answered without a refund or an error');
  return { status: 'REFUSED', kind, providerReturnId: null, code: error.code, message: error.detail ?? null, raw: answer };
}
