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
import type { PaysafeAccount } from './payment-settings.js';

const HOSTS: Record<PaymentEnvironment, string> = {
  TEST: 'https://api.test.paysafe.com',
  PROD: 'https://api.paysafe.com',
};
const PAYMENTS_PATH = '/paymenthub/v1/payments';
const SETTLEMENTS_PATH = '/paymenthub/v1/settlements';
const RETURN_PATHS = { VOID: '/paymenthub/v1/voidauths', REFUND: '/paymenthub/v1/refunds' } as const;

const PaysafePayment = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: z.number().int().optional(),
  currencyCode: z.string().optional(),
  merchantRefNum: z.string().optional(),
  /** What is authorised and not yet settled: a payment settled with its authorisation has 0. */
  availableToSettle: z.number().int().optional(),
});
type PaysafePayment = z.infer<typeof PaysafePayment>;
/** A void of an authorisation, a refund of a settlement, or a settlement itself: each has an id and a status. */
const PaysafeTransfer = z.looseObject({ id: z.string(), status: z.string(), amount: z.number().int().optional(), merchantRefNum: z.string().optional() });
type PaysafeTransfer = z.infer<typeof PaysafeTransfer>;
const PaysafeError = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string().optional() }) });
const PaysafePayments = z.looseObject({ payments: z.array(PaysafePayment) });

// Paysafe's own "internal error, please retry": nothing is known about the charge.
const UNKNOWN_OUTCOME_CODES = new Set(['1000', '1007']);
// "The transaction you have submitted has already been processed": the merchantRefNum was used.
const DUPLICATE_REQUEST = '5031';
// "The settlement you are attempting to refund has not been batched yet": cancel it whole, or refund a part later.
const NOT_BATCHED_YET = '3406';

/**
 * Paysafe's Payments API: the server completes the payment with the payment handle token that
 * Paysafe Checkout returned (POST /paymenthub/v1/payments, settled with the authorisation), using
 * our idempotency key as the merchantRefNum with Paysafe's duplicate check on. Lookups go by
 * payment id or by merchantRefNum. Money goes back by a void of an authorisation not yet settled
 * (voidauths), by cancelling a settlement not yet batched (whole only), or by a refund of the
 * settlement (whose id is the payment's when settled with the authorisation), each with our key
 * as its merchantRefNum.
 */
export class PaysafePaymentProvider implements PaymentProvider {
  readonly name = 'paysafe' as const;
  private readonly host: string;

  constructor(
    private readonly account: PaysafeAccount,
    environment: PaymentEnvironment,
    private readonly timeoutMs: number,
  ) {
    this.host = account.endpoint ?? HOSTS[environment];
  }

  async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const { status, body } = await this.call('POST', PAYMENTS_PATH, {
      merchantRefNum: request.idempotencyKey,
      amount: request.amountCents,
      currencyCode: request.currency,
      dupCheck: true,
      settleWithAuth: true,
      paymentHandleToken: request.token,
      description: `Order ${request.orderId}`.slice(0, 255),
      ...(this.account.accountId ? { accountId: this.account.accountId } : {}),
    });
    const payment = PaysafePayment.safeParse(body);
    if (status < 300 && payment.success) return paymentOf(payment.data);
    const refusal = PaysafeError.safeParse(body);
    if (!refusal.success) throw new ProviderUnavailableError(`Paysafe answered ${status} in an unexpected shape`);
    const { code, message } = refusal.data.error;
    if (UNKNOWN_OUTCOME_CODES.has(code)) throw new ProviderUnavailableError(`Paysafe answered ${code}: ${message ?? ''}`);
    // 402 is Paysafe's "the bank said no"; other refusals (bad token, bad request) charged nothing.
    return { status: status === 402 ? 'DECLINED' : 'FAILED', providerPaymentId: null, code, message: message ?? null, amountCents: null, currency: null, raw: body };
  }

  async getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null> {
    if (lookup.providerPaymentId) {
      const { status, body } = await this.call('GET', `${PAYMENTS_PATH}/${encodeURIComponent(lookup.providerPaymentId)}`);
      if (status === 404) return null;
      const payment = PaysafePayment.safeParse(body);
      if (!payment.success) throw new ProviderUnavailableError(`Paysafe did not return payment ${lookup.providerPaymentId}`);
      return paymentOf(payment.data);
    }
    const query = new URLSearchParams({ merchantRefNum: lookup.idempotencyKey });
    const { status, body } = await this.call('GET', `${PAYMENTS_PATH}?${query.toString()}`);
    if (status === 404) return null;
    const found = PaysafePayments.safeParse(body);
    if (!found.success) throw new ProviderUnavailableError(`Paysafe answered ${status} to a payment search`);
    const payments = found.data.payments;
    const settled = payments.find((payment) => payment.status === 'COMPLETED') ?? payments.at(-1);
    return settled ? paymentOf(settled) : null;
  }

  async returnPayment(request: ReturnRequest): Promise<ProviderReturn> {
    const id = encodeURIComponent(request.providerPaymentId);
    const found = await this.call('GET', `${PAYMENTS_PATH}/${id}`);
    const payment = PaysafePayment.safeParse(found.body);
    if (!payment.success) return this.refusal(found, 'REFUND', request);
    const transfer = { merchantRefNum: request.idempotencyKey, amount: request.amountCents, dupCheck: true };
    if ((payment.data.availableToSettle ?? 0) > 0) {
      return this.transferOf(await this.call('POST', `${PAYMENTS_PATH}/${id}/voidauths`, transfer), 'VOID', request);
    }
    const refund = await this.call('POST', `${SETTLEMENTS_PATH}/${id}/refunds`, transfer);
    if (errorCodeOf(refund.body) !== NOT_BATCHED_YET) return this.transferOf(refund, 'REFUND', request);
    if (request.amountCents !== payment.data.amount) {
      throw new ProviderUnavailableError('Paysafe has not batched the settlement yet: a part of it can be refunded once it has');
    }
    // Not batched yet: the whole settlement is cancelled instead, which is a void to the shopper.
    const cancelled = await this.call('PUT', `${SETTLEMENTS_PATH}/${id}`, { status: 'CANCELLED' });
    const settlement = PaysafeTransfer.safeParse(cancelled.body);
    if (cancelled.status < 300 && settlement.success && settlement.data.status === 'CANCELLED') {
      return { status: 'SUCCEEDED', kind: 'VOID', providerReturnId: settlement.data.id, code: null, message: null, raw: cancelled.body };
    }
    return this.refusal(cancelled, 'VOID', request);
  }

  async getReturn(lookup: ReturnLookup): Promise<ProviderReturn | null> {
    const kinds = lookup.kind ? [lookup.kind] : (['REFUND', 'VOID'] as const);
    for (const kind of kinds) {
      if (lookup.providerReturnId && lookup.kind === kind) {
        const { status, body } = await this.call('GET', `${RETURN_PATHS[kind]}/${encodeURIComponent(lookup.providerReturnId)}`);
        if (status === 404) continue;
        const transfer = PaysafeTransfer.safeParse(body);
        if (!transfer.success) throw new ProviderUnavailableError(`Paysafe did not return ${kind.toLowerCase()} ${lookup.providerReturnId}`);
        return transferOutcome(transfer.data, kind, body);
      }
      const found = await this.findTransfer(kind, lookup.idempotencyKey);
      if (found) return found;
    }
    return null;
  }

  private async findTransfer(kind: 'VOID' | 'REFUND', merchantRefNum: string): Promise<ProviderReturn | null> {
    const query = new URLSearchParams({ merchantRefNum });
    const { status, body } = await this.call('GET', `${RETURN_PATHS[kind]}?${query.toString()}`);
    if (status === 404) return null;
    const listed = z.looseObject({ [kind === 'VOID' ? 'voidAuths' : 'refunds']: z.array(PaysafeTransfer) }).safeParse(body);
    if (!listed.success) throw new ProviderUnavailableError(`Paysafe answered ${status} to a ${kind.toLowerCase()} search`);
    const transfers = Object.values(listed.data)[0] as PaysafeTransfer[];
    const last = transfers.at(-1);
    return last ? transferOutcome(last, kind, last) : null;
  }

  /** A void's or refund's answer; a duplicate merchantRefNum is our own earlier call, found again. */
  private async transferOf(answer: { status: number; body: unknown }, kind: 'VOID' | 'REFUND', request: ReturnRequest): Promise<ProviderReturn> {
    const transfer = PaysafeTransfer.safeParse(answer.body);
    if (answer.status < 300 && transfer.success) return transferOutcome(transfer.data, kind, answer.body);
    return this.refusal(answer, kind, request);
  }

  private async refusal(answer: { status: number; body: unknown }, kind: 'VOID' | 'REFUND', request: ReturnRequest): Promise<ProviderReturn> {
    const refusal = PaysafeError.safeParse(answer.body);
    if (!refusal.success) throw new ProviderUnavailableError(`Paysafe answered ${answer.status} in an unexpected shape`);
    const { code, message } = refusal.data.error;
    if (UNKNOWN_OUTCOME_CODES.has(code) || answer.status === 429) throw new ProviderUnavailableError(`Paysafe answered ${code}: ${message ?? ''}`);
    if (code === DUPLICATE_REQUEST) {
      const earlier = await this.findTransfer(kind, request.idempotencyKey);
      if (earlier) return earlier;
    }
    return { status: 'REFUSED', kind, providerReturnId: null, code, message: message ?? null, raw: answer.body };
  }

  private call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    const credential = Buffer.from(`${this.account.username}:${this.account.password}`).toString('base64');
    return fetchProviderJson('Paysafe', new URL(path, this.host), {
      method,
      headers: { authorization: `Basic ${credential}` },
      body,
      timeoutMs: this.timeoutMs,
    });
  }
}

function paymentOf(payment: PaysafePayment): ProviderPayment {
  const base = { providerPaymentId: payment.id, amountCents: payment.amount ?? null, currency: payment.currencyCode ?? null, raw: payment };
  if (payment.status === 'COMPLETED') return { ...base, status: 'APPROVED', code: null, message: null };
  if (payment.status === 'FAILED') return { ...base, status: 'DECLINED', code: 'FAILED', message: 'Paysafe recorded the payment as failed' };
  if (payment.status === 'CANCELLED') return { ...base, status: 'FAILED', code: 'CANCELLED', message: 'Paysafe recorded the payment as cancelled' };
  return { ...base, status: 'PENDING', code: payment.status, message: null };
}

const errorCodeOf = (body: unknown): string | null => PaysafeError.safeParse(body).data?.error.code ?? null;

/** Paysafe's status of a void or refund as a return's outcome. */
function transferOutcome(transfer: PaysafeTransfer, kind: 'VOID' | 'REFUND', raw: unknown): ProviderReturn {
  const base = { kind, providerReturnId: transfer.id, raw };
  if (transfer.status === 'COMPLETED') return { ...base, status: 'SUCCEEDED', code: null, message: null };
  if (['FAILED', 'CANCELLED', 'EXPIRED'].includes(transfer.status)) {
    return { ...base, status: 'REFUSED', code: transfer.status, message: `Paysafe recorded the ${kind.toLowerCase()} as ${transfer.status.toLowerCase()}` };
  }
  return { ...base, status: 'PENDING', code: transfer.status, message: null };
}
