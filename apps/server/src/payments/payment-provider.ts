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
  /** What the provider says it took (or would take), in cents and currency; null when it does not say. */
  amountCents: number | null;
  currency: string | null;
  /** The provider's answer as it came, for the record. */
  raw: unknown;
}

/** Money to give back on a payment a provider took: all of it or a part. */
export interface ReturnRequest {
  providerPaymentId: string;
  amountCents: number;
  /** The payment's currency: what it took is given back in it. */
  currency: string;
  /** Sent to the provider: the same key never gives money back twice there either. */
  idempotencyKey: string;
  /** Why, in a few words for the provider's dashboard. */
  reason: string;
}

/**
 * What a provider did with a return. SUCCEEDED: the money is back (the charge voided before it
 * settled, or refunded after); PENDING: accepted, the final answer comes later (ask getReturn);
 * REFUSED: the provider will not do it as asked, and asking again will not change that.
 */
export interface ProviderReturn {
  status: 'SUCCEEDED' | 'PENDING' | 'REFUSED';
  /** VOID: the charge was cancelled before it settled; REFUND: money sent back after. */
  kind: 'VOID' | 'REFUND';
  providerReturnId: string | null;
  code: string | null;
  message: string | null;
  raw: unknown;
}

/** How to find a return again: by the provider's id when known, else by our key. */
export interface ReturnLookup {
  providerPaymentId: string;
  providerReturnId: string | null;
  kind: 'VOID' | 'REFUND' | null;
  idempotencyKey: string;
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
  /**
   * Gives money back on a payment: voids it while that is still possible, refunds it after.
   * Throws ProviderUnavailableError when the answer did not arrive: the return may exist.
   */
  returnPayment(request: ReturnRequest): Promise<ProviderReturn>;
  /** The return made with this id or idempotency key; null when the provider has none. */
  getReturn(lookup: ReturnLookup): Promise<ProviderReturn | null>;
}

/** The provider could not be asked or did not answer (timeout, network, 5xx): the outcome is unknown. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** Calls a provider's JSON API with a timeout; throws ProviderUnavailableError when no answer arrives. */
export async function fetchProviderJson(
  providerLabel: string,
  url: URL,
  init: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
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
