import type { PaymentEnvironment } from '@backroom/core/payments/payment-contract';
import { z } from 'zod';
import {
  type CreatePaymentRequest,
  fetchProviderJson,
  type PaymentLookup,
  type PaymentProvider,
  type ProviderPayment,
  ProviderUnavailableError,
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
const SquareError = z.looseObject({ category: z.string(), code: z.string(), detail: z.string().optional() });
const SquareAnswer = z.looseObject({
  payment: SquarePayment.optional(),
  payments: z.array(SquarePayment).optional(),
  cursor: z.string().optional(),
  errors: z.array(SquareError).optional(),
});

// Square asks to send the same call again with the same key: the outcome is left to reconciliation.
const TEMPORARY_ERROR = 'TEMPORARY_ERROR';
// A search by key looks this far before the attempt was recorded, and this many pages at most.
const LOOKUP_LEEWAY_MS = 10 * 60_000;
const LOOKUP_MAX_PAGES = 10;

/**
 * Square's Payments API: CreatePayment with the Web Payments SDK's token, GetPayment by id, and
 * ListPayments searched for our idempotency key (sent as the payment's reference_id) when the id
 * was never learnt. TEST uses Square's sandbox host.
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
    if (answer.payment && !answer.errors?.length) return paymentOf(answer.payment, answer, request.amountCents);
    const error = answer.errors?.[0];
    if (!error) throw new ProviderUnavailableError('Square answered without a payment or an error');
    return {
      // A card refused by its issuer is a decline; anything else Square refused charged nothing.
      status: error.category === 'PAYMENT_METHOD_ERROR' ? 'DECLINED' : 'FAILED',
      providerPaymentId: answer.payment?.id ?? null,
      code: error.code,
      message: error.detail ?? null,
      raw: answer,
    };
  }

  async getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null> {
    if (lookup.providerPaymentId) {
      const answer = await this.call('GET', `/v2/payments/${encodeURIComponent(lookup.providerPaymentId)}`);
      if (answer.errors?.some((error) => error.code === 'NOT_FOUND')) return null;
      if (!answer.payment) throw new ProviderUnavailableError(`Square did not return payment ${lookup.providerPaymentId}`);
      return paymentOf(answer.payment, answer, null);
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
      if (found) return paymentOf(found, found, null);
      cursor = answer.cursor;
      if (!cursor) return null;
    }
    throw new ProviderUnavailableError('Square listed too many payments to search them all');
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

function paymentOf(payment: SquarePayment, raw: unknown, expectedCents: number | null): ProviderPayment {
  const base = { providerPaymentId: payment.id, raw };
  if (payment.status === 'COMPLETED' || payment.status === 'APPROVED') {
    const charged = payment.amount_money;
    if (expectedCents !== null && (charged?.amount !== expectedCents || charged.currency !== 'CAD')) {
      return { ...base, status: 'FAILED', code: 'AMOUNT_MISMATCH', message: `Square took ${charged?.amount ?? '?'} ${charged?.currency ?? ''}` };
    }
    return { ...base, status: 'APPROVED', code: null, message: null };
  }
  if (payment.status === 'FAILED') return { ...base, status: 'DECLINED', code: 'FAILED', message: 'Square recorded the payment as failed' };
  if (payment.status === 'CANCELED') return { ...base, status: 'FAILED', code: 'CANCELED', message: 'Square recorded the payment as canceled' };
  return { ...base, status: 'PENDING', code: payment.status, message: null };
}
