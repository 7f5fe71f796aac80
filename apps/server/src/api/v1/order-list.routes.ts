import { ErrorBody } from '@backroom/core/api-error';
import { OrderListQuery, StaffOrder } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { requireRole } from '../../identity/require-role.js';
import { decodeOrderCursor, nextPageUrl } from '../../orders/order-list-cursor.js';
import { staffOrderPage } from '../../orders/staff-order-list.js';

const invalid = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/**
 * GET (base) /api/v1/order: every store's orders for staff, newest first, `limit` at a time. When
 * more follow, a `Link: <…>; rel="next"` header names the next page: the same filters with
 * `after` set to the last order listed (keyset paging, so orders placed meanwhile neither repeat
 * nor go missing).
 */
export const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['orders'],
      summary:
        'Orders of every store, newest first, filtered by store, state, creation date or e-mail (staff); limit at a time, the next page in the Link header (rel="next", after=…)',
      querystring: OrderListQuery,
      response: { 200: z.array(StaffOrder), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request, reply) => {
      const { after, ...filter } = request.query;
      if (after !== undefined && filter.offset > 0) throw invalid('querystring/offset', 'Page with after or with offset, not both.');
      const cursor = after === undefined ? null : decodeOrderCursor(after);
      if (after !== undefined && cursor === null) throw invalid('querystring/after', 'after must be the cursor of a Link header this list gave.');
      const { orders, next } = await staffOrderPage(app.shop.db, filter, cursor);
      if (next !== null) reply.header('link', `<${nextPageUrl(request.url, next)}>; rel="next"`);
      return orders;
    },
  });
};
