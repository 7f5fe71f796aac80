import { ErrorBody } from '@backroom/core/api-error';
import { OrderListQuery, StaffOrder } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../staff/require-role.js';
import { listOrders } from './order.repository.js';
import { toStaffOrder } from './order-view.js';

/** GET (base) /api/v1/order: every store's orders for staff, newest first. */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['orders'],
      summary: 'Orders of every store, newest first, filtered by store, state, creation date or e-mail (staff)',
      querystring: OrderListQuery,
      response: { 200: z.array(StaffOrder), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request) => (await listOrders(app.shop.db, request.query)).map(toStaffOrder),
  });
};
