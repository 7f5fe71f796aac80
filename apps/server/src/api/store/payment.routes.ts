import { ErrorBody } from '@backroom/core/api-error';
import { CreatePaymentBody, PAYMENT_DECLINED_MESSAGE, PaymentResult, ProcessPaymentBody } from '@backroom/core/payments/payment-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { PaymentService, PayRequest } from '../../payments/payment.service.js';

/** A payment attempt as the payment service answers it. */
type PaymentAttempt = Awaited<ReturnType<PaymentService['pay']>>;

const tags = ['payments'];
const StoreParams = z.object({ store: z.string() });
const answers = { 200: PaymentResult, 202: PaymentResult, 400: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };

const FAILED_MESSAGE = 'The payment could not be processed. Try again with the same or another payment method.';

/** 200 APPROVED, 202 PENDING (ask again with the same key), 402 with the reason when declined or failed. */
function replyWithAttempt(reply: FastifyReply, attempt: PaymentAttempt): PaymentResult {
  if (attempt.state === 'DECLINED' || attempt.state === 'FAILED') {
    const declined = attempt.state === 'DECLINED';
    throw new AppError(402, declined ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED', declined ? PAYMENT_DECLINED_MESSAGE : FAILED_MESSAGE, [
      { path: 'payment', message: attempt.outcome_code ?? attempt.state },
    ]);
  }
  void reply.status(attempt.state === 'APPROVED' ? 200 : 202);
  return {
    status: attempt.state,
    paymentId: attempt.id,
    orderId: attempt.order_id,
    provider: attempt.provider as PaymentResult['provider'],
    amountCents: attempt.amount_cents,
    currency: 'CAD',
    providerPaymentId: attempt.provider_payment_id,
  };
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pay = async (reply: FastifyReply, request: PayRequest) => replyWithAttempt(reply, await app.payments.pay(request));

  app.post('/payment', {
    schema: {
      tags,
      summary: "Pays an order with a card provider's token; the amount is the order's total. Repeat with the same idempotency_key to get the first answer.",
      params: StoreParams,
      body: CreatePaymentBody,
      response: answers,
    },
    handler: async (request, reply) => {
      const { provider, locationId, environment, token, orderId, idempotency_key: idempotencyKey } = request.body;
      return pay(reply, { storeId: request.storeId, orderId, provider, token, idempotencyKey, environment, locationId });
    },
  });

  app.post('/payment/process', {
    schema: {
      tags,
      summary: "Pays an order with a Square card nonce; the amount is the order's total",
      params: StoreParams,
      body: ProcessPaymentBody,
      response: answers,
    },
    handler: async (request, reply) => {
      const { nonce, idempotency_key: idempotencyKey, location_id: locationId, orderId } = request.body;
      return pay(reply, { storeId: request.storeId, orderId, provider: 'square', token: nonce, idempotencyKey, locationId });
    },
  });
};
