import { ErrorBody } from '@backroom/core/api-error';
import { UserRoles } from '@backroom/core/identity/account-contract';
import { Reorder } from '@backroom/core/members/reorder';
import { OrderView } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reorderOrder } from '../flows/reorder-order.js';
import { memberOrders } from '../orders/member-orders.js';
import { SESSION_IF_SENT } from '../http/openapi-operation.js';
import { requireRole } from './require-role.js';
import { callerRoles } from './caller-roles.js';

const tags = ['identity'];
const StoreParams = z.object({ store: z.string() });

/** Store-scoped calls of the signed-in: their roles (SPEC "GET user/roles"), a member's orders and putting one back in the cart. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/roles', {
    schema: {
      tags,
      summary: "The caller's roles, highest first; [] when signed out",
      // The same call as the whole shop's GET /api/v1/user/roles, which has the plain name.
      operationId: 'getStoreUserRoles',
      security: SESSION_IF_SENT,
      params: StoreParams,
      response: { 200: UserRoles, 401: ErrorBody },
    },
    handler: async (request) => callerRoles(request),
  });

  app.get('/members/orders', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "The signed-in member's orders in this store, newest first (receipt details)",
      params: StoreParams,
      response: { 200: z.array(OrderView), 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request) => memberOrders(app.shop.db, request.storeId, request.caller!.id),
  });

  app.get('/members/orders/:orderId/reorder', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "One of the member's orders as it would be bought today: the lines for the cart at today's prices, and what changed",
      params: StoreParams.extend({ orderId: z.string().min(1).max(64) }),
      response: { 200: Reorder, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: async (request) => reorderOrder(request.ctx, request.caller!.id, request.params.orderId),
  });
};
