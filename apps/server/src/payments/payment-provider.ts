import type { CardProvider, PaymentEnvironment } from '@backroom/core/payments/payment-contract';

/** A charge to ask a card provider for; the amount is the order's total as the server computed it. */
export interface CreatePaymentRequest {
  amountCents: number;
  currency: 'CAD';
  /** The single-use token the provider's script (or our sandbox form) made for the card. */
  token: string;
  /** Sent to the provider: the same key never charges twice there either. */
  idempotencyKey: string;
  orderId: string;
  environment: PaymentEnvironment;
}

/** A payment as the provider sees it. PENDING: it exists but has no final answer yet. */
export interface ProviderPayment {
  status: 'APPROVED' | 'DECLINED' | 'FAILED' | 'PENDING';
  providerPaymentId: string | null;
  /** The provider's reason, e.g. GENERIC_DECLINE or 3009; null when approved. */
  code: string | null;
  message: string | null;
  /** The provider's answer as it came, for the record. */
  raw: unknown;
}

/** How to find a payment again when its answer was lost. */
export interface PaymentLookup {
  providerPaymentId: string | null;
  idempotencyKey: string;
  /** When the attempt was recorded: a search by key looks from a little before. */
  startedAt: Date;
}

/** One card provider's server side: take a payment, and find one again for reconciliation. */
export interface PaymentProvider {
  readonly name: CardProvider;
  /** Throws ProviderUnavailableError when the answer did not arrive: the charge may exist. */
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment made with this id or idempotency key; null when the provider has none. */
  getPayment(lookup: PaymentLookup): Promise<ProviderPayment | null>;
}

/** The provider could not be asked or did not answer (timeout, network, 5xx): the outcome is unknown. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** Calls a provider's JSON API with a timeout; throws ProviderUnavailableError when no answer arrives. */
export async function fetchProviderJson(
  providerLabel: string,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderUnavailableError(
      timedOut ? `${providerLabel} did not answer within ${init.timeoutMs} ms` : `${providerLabel} could not be reached`,
      { cause: error },
    );
  }
  if (response.status >= 500) throw new ProviderUnavailableError(`${providerLabel} answered ${response.status}`);
  try {
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch (error) {
    throw new ProviderUnavailableError(`${providerLabel} answered ${response.status} without JSON`, { cause: error });
  }
}
