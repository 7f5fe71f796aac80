import { ErrorBody } from '@backroom/core/api-error';
import { IDEMPOTENCY_KEY_HEADER, OrderView } from '@backroom/core/orders/order-contract';
import { RefundRequestBody } from '@backroom/core/orders/order-refunds';
import { IdempotencyKey } from '@backroom/core/orders/submit-order-body';
import { OrderRefunds } from '@backroom/core/payments/money-return-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { refundOrder } from '../../flows/refund-order.js';
import { staffRefunds } from '../../orders/order-refund.service.js';

const tags = ['staff orders'];
const OrderParams = z.object({ store: z.string(), id: z.string().max(40) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Staff refunds of a store's orders. */
export const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/:id/refunds', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: "An order's refunds with their notes and how the money is going back, and what can still be refunded",
      params: OrderParams,
      response: { 200: OrderRefunds, ...refused },
    },
    handler: async (request) => staffRefunds(request.ctx, app.moneyReturns, request.params.id),
  });

  app.post('/order/:id/refunds', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Refund a paid order: chosen lines and quantities, shipping, an amount (tax included) or everything left; tax reversed at the rates charged; optionally put the units back on sale. The money goes back through the provider that took it (an e-transfer order: staff send it). The same idempotency key refunds once.',
      params: OrderParams,
      headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey }),
      body: RefundRequestBody,
      response: { 201: OrderView, ...refused },
    },
    handler: async (request, reply) => {
      const view = await refundOrder(
        request.ctx,
        app,
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.ctx.actor,
      );
      return reply.code(201).send(view);
    },
  });
};
