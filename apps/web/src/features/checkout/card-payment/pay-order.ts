import { PAYMENT_DECLINED_MESSAGE, type CreatePaymentBody, type PaymentResult } from '@backroom/core/payments/payment-contract';
import { ApiError } from '../../../lib/api-client';
import { createPayment } from '../api/create-payment';

/** How a payment request ended, once every retry it deserved was made. */
export type PaymentOutcome =
  | { kind: 'paid'; result: PaymentResult }
  /** The provider's answer did not arrive: the payment may still go through; the receipt will tell. */
  | { kind: 'pending' }
  /** Declined or failed at the provider (402): the server has cancelled the order. */
  | { kind: 'declined'; code: string; message: string }
  /** Refused before any charge (4xx): the order cannot be paid this way. */
  | { kind: 'refused'; code: string; message: string }
  /** The shop could not be reached. */
  | { kind: 'unreachable' };

/** Waits between two tries of one payment: about half a minute in all. */
export const PAYMENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 12_000];

export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * POST payment, sent again with the same idempotency key after a network failure, a server error
 * or a PENDING answer (the server may still be waiting for the provider), with growing waits. The
 * key makes every try the same payment: never two charges. Rejects only when `signal` aborts.
 */
export async function payOrder(
  body: CreatePaymentBody,
  signal: AbortSignal,
  { retryDelays = PAYMENT_RETRY_DELAYS_MS, waitFor = wait }: { retryDelays?: readonly number[]; waitFor?: Wait } = {},
): Promise<PaymentOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    let unsettled: 'pending' | 'unreachable';
    try {
      const result = await createPayment(body, signal);
      if (result.status === 'APPROVED') return { kind: 'paid', result };
      unsettled = 'pending';
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof ApiError && error.status === 402) {
        return { kind: 'declined', code: error.code, message: error.code === 'PAYMENT_DECLINED' ? PAYMENT_DECLINED_MESSAGE : error.message };
      }
      if (error instanceof ApiError && error.status < 500) return { kind: 'refused', code: error.code, message: error.message };
      unsettled = 'unreachable';
    }
    const delay = retryDelays[attempt];
    if (delay === undefined) return { kind: unsettled };
    await waitFor(delay, signal);
  }
}
