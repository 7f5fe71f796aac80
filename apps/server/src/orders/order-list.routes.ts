import { ErrorBody } from '@backroom/core/api-error';
import { OrderListQuery, StaffOrder } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { requireRole } from '../identity/require-role.js';
import { decodeOrderCursor, encodeOrderCursor, nextPageUrl } from './order-list-cursor.js';
import { findTaxLinesOfOrders, listOrders, taxLinesKey } from './order.repository.js';
import { toStaffOrder } from './order-view.js';

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
      // One more than asked: whether it comes back says if there is a next page.
      const rows = await listOrders(app.shop.db, { ...filter, limit: filter.limit + 1 }, cursor);
      const page = rows.slice(0, filter.limit);
      const last = page.at(-1);
      if (rows.length > filter.limit && last) reply.header('link', `<${nextPageUrl(request.url, encodeOrderCursor(last))}>; rel="next"`);
      const taxLines = await findTaxLinesOfOrders(app.shop.db, page);
      return page.map((order) => toStaffOrder(order, taxLines.get(taxLinesKey(order.store_id, order.id)) ?? []));
    },
  });
};
