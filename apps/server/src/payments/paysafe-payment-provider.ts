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
import type { PaysafeAccount } from './payment-settings.js';

const HOSTS: Record<PaymentEnvironment, string> = {
  TEST: 'https://api.test.paysafe.com',
  PROD: 'https://api.paysafe.com',
};
const PAYMENTS_PATH = '/paymenthub/v1/payments';

const PaysafePayment = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: z.number().int().optional(),
  currencyCode: z.string().optional(),
  merchantRefNum: z.string().optional(),
});
type PaysafePayment = z.infer<typeof PaysafePayment>;
const PaysafeError = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string().optional() }) });
const PaysafePayments = z.looseObject({ payments: z.array(PaysafePayment) });

// Paysafe's own "internal error, please retry": nothing is known about the charge.
const UNKNOWN_OUTCOME_CODES = new Set(['1000', '1007']);

/**
 * Paysafe's Payments API: the server completes the payment with the payment handle token that
 * Paysafe Checkout returned (POST /paymenthub/v1/payments, settled with the authorisation), using
 * our idempotency key as the merchantRefNum with Paysafe's duplicate check on. Lookups go by
 * payment id or by merchantRefNum.
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
    if (status < 300 && payment.success) return paymentOf(payment.data, request.amountCents);
    const refusal = PaysafeError.safeParse(body);
    if (!refusal.success) throw new ProviderUnavailableError(`Paysafe answered ${status} in an unexpected shape`);
    const { code, message } = refusal.data.error;
    if (UNKNOWN_OUTCOME_CODES.has(code)) throw new ProviderUnavailableError(`Paysafe answered ${code}: ${message ?? ''}`);
    // 402 is Paysafe's "the bank said no"; other refusals (bad token, bad request) charged nothing.
    return { status: status === 402 ? 'DECLINED' : 'FAILED', providerPaymentId: null, code, message: message ?? null, raw: body };
  }

  async getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null> {
    if (lookup.providerPaymentId) {
      const { status, body } = await this.call('GET', `${PAYMENTS_PATH}/${encodeURIComponent(lookup.providerPaymentId)}`);
      if (status === 404) return null;
      const payment = PaysafePayment.safeParse(body);
      if (!payment.success) throw new ProviderUnavailableError(`Paysafe did not return payment ${lookup.providerPaymentId}`);
      return paymentOf(payment.data, null);
    }
    const query = new URLSearchParams({ merchantRefNum: lookup.idempotencyKey });
    const { status, body } = await this.call('GET', `${PAYMENTS_PATH}?${query.toString()}`);
    if (status === 404) return null;
    const found = PaysafePayments.safeParse(body);
    if (!found.success) throw new ProviderUnavailableError(`Paysafe answered ${status} to a payment search`);
    const payments = found.data.payments;
    const settled = payments.find((payment) => payment.status === 'COMPLETED') ?? payments.at(-1);
    return settled ? paymentOf(settled, null) : null;
  }

  private call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const credential = Buffer.from(`${this.account.username}:${this.account.password}`).toString('base64');
    return fetchProviderJson('Paysafe', new URL(path, this.host), {
      method,
      headers: { authorization: `Basic ${credential}` },
      body,
      timeoutMs: this.timeoutMs,
    });
  }
}

function paymentOf(payment: PaysafePayment, expectedCents: number | null): ProviderPayment {
  const base = { providerPaymentId: payment.id, raw: payment };
  if (payment.status === 'COMPLETED') {
    if (expectedCents !== null && (payment.amount !== expectedCents || payment.currencyCode !== 'CAD')) {
      return { ...base, status: 'FAILED', code: 'AMOUNT_MISMATCH', message: `Paysafe took ${payment.amount ?? '?'} ${payment.currencyCode ?? ''}` };
    }
    return { ...base, status: 'APPROVED', code: null, message: null };
  }
  if (payment.status === 'FAILED') return { ...base, status: 'DECLINED', code: 'FAILED', message: 'Paysafe recorded the payment as failed' };
  if (payment.status === 'CANCELLED') return { ...base, status: 'FAILED', code: 'CANCELLED', message: 'Paysafe recorded the payment as cancelled' };
  return { ...base, status: 'PENDING', code: payment.status, message: null };
}
