import type { CreatePaymentBody, PaymentResult } from '@backroom/core/payments/payment-contract';
import { postStoreJson } from '../../../lib/api-client';

/**
 * POST payment: pays the order with the provider's token. 200 APPROVED or 202 PENDING (ask again
 * with the same key); a decline or failure is a 402 ApiError, and the server has cancelled the order.
 */
export function createPayment(body: CreatePaymentBody, signal?: AbortSignal): Promise<PaymentResult> {
  return postStoreJson<PaymentResult>('/payment', body, { signal });
}
