import { ErrorBody } from '@backroom/core/api-error';
import { UserRoles } from '@backroom/core/identity/account-contract';
import { OrderView } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOrders } from '../orders/member-orders.js';
import { requireRole } from './require-role.js';
import { callerRoles } from './caller-roles.js';

const tags = ['identity'];
const StoreParams = z.object({ store: z.string() });

/** Store-scoped calls of the signed-in: their roles (SPEC "GET user/roles") and a member's orders. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/roles', {
    schema: { tags, summary: "The caller's roles, highest first; [] when signed out", params: StoreParams, response: { 200: UserRoles, 401: ErrorBody } },
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
};
