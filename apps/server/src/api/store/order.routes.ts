import { ErrorBody } from '@backroom/core/api-error';
import { DiscountView, IDEMPOTENCY_KEY_HEADER, OrderState, OrderView, SubmittedOrder } from '@backroom/core/orders/order-contract';
import { IdempotencyKey, SubmitOrderBody } from '@backroom/core/orders/submit-order-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_IF_SENT } from '../../http/openapi-operation.js';
import { callerIfSignedIn } from '../../identity/bearer-caller.js';
import { requireRole } from '../../identity/require-role.js';
import { changeOrderState } from '../../flows/change-order-state.js';
import { getOrderView } from '../../orders/order-receipt.js';
import { getDiscountView } from '../../orders/discount.service.js';
import { submitOrder } from '../../flows/submit-order.js';

const tags = ['orders'];
const StoreParams = z.object({ store: z.string() });
const OrderParams = StoreParams.extend({ id: z.string().max(40) });
const refused = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
// SPEC 7's call sends no key; the storefront always does (docs/decisions/023).
const SubmitHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional() });

/** Store-scoped order calls (SPEC section 7). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order/submit', {
    schema: {
      tags,
      summary:
        "Place an order from the cart: prices, stock and discount are the server's; the same idempotency key gives the same order " +
        '(without one the order cannot be replayed); a signed-in member\'s bearer token links it to them. Open unpaid orders and ' +
        'orders per window are limited per client address and e-mail (429 with Retry-After), and the units of one item per order (400)',
      security: SESSION_IF_SENT,
      params: StoreParams,
      headers: SubmitHeaders,
      body: SubmitOrderBody,
      response: { 201: SubmittedOrder, 429: ErrorBody, ...refused },
    },
    handler: async (request, reply) => {
      // A member's order is theirs (staff, who send their token on every call, order for others); a
      // token that is no longer good never stops a sale: the order is then a guest's.
      const caller = await callerIfSignedIn(request);
      const member = caller?.role === 'member' ? caller : null;
      const result = await submitOrder(request.ctx, app, request.body.cart, {
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
        memberId: member?.id ?? null,
        clientAddress: request.ip,
        byStaff: caller?.role === 'staff' || caller?.role === 'admin',
      }, request.body.giftCards);
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.order);
    },
  });

  app.get('/order/discount/:code', {
    schema: {
      tags,
      summary: 'A discount code in effect: its amount in cents or its percent (404 when unknown, not started or ended)',
      params: StoreParams.extend({ code: z.string().max(40) }),
      response: { 200: DiscountView, 404: ErrorBody },
    },
    handler: async (request) => getDiscountView(request.ctx, request.params.code),
  });

  app.get('/order/:id', {
    schema: { tags, summary: 'An order as its receipt shows it', params: OrderParams, response: { 200: OrderView, 404: ErrorBody } },
    handler: async (request) => getOrderView(request.ctx, request.params.id),
  });

  app.get('/order/:id/:token/state/:state', {
    schema: {
      tags,
      summary: 'The shopper cancels an unpaid order with its token (state CANCELLED only)',
      params: OrderParams.extend({ token: z.string().max(64), state: OrderState }),
      response: { 200: OrderView, 403: ErrorBody, ...refused },
    },
    handler: async (request) =>
      changeOrderState(request.ctx, app, request.params.id, request.params.state, {
        kind: 'shopper',
        token: request.params.token,
      }),
  });

  app.get('/order/:id/state/:state', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Staff move an order to another state (OPEN → PAID → SHIPPED or READY_FOR_PICKUP → COMPLETED; OPEN or PAID → CANCELLED)',
      params: OrderParams.extend({ state: OrderState }),
      response: { 200: OrderView, 401: ErrorBody, 403: ErrorBody, ...refused },
    },
    handler: async (request) =>
      changeOrderState(request.ctx, app, request.params.id, request.params.state, {
        kind: 'staff',
        name: request.staff?.name ?? 'staff',
      }),
  });
};
