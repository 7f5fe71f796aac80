import { ErrorBody } from '@backroom/core/api-error';
import { EnvironmentQuery } from '@backroom/core/orders/order-environment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { requireRole } from '../../identity/require-role.js';
import { ordersCsv, ordersCsvFileName } from '../../orders/order-export.service.js';

const OrderExportQuery = EnvironmentQuery.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  store: z.string().max(32).optional(),
});

/**
 * GET (base) /api/v1/order/export.csv?from=…&to=…: the orders of every store (or `store`) created
 * on those shop dates, both included (America/Halifax), one row each with one column per tax kind,
 * for the accountant's GST/HST, PST and QST returns (docs/decisions/017). TEST orders only with
 * `environment=TEST` or `ALL` (docs/decisions/025).
 */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/export.csv', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['orders'],
      summary:
        "Orders created from one shop date to another (YYYY-MM-DD, both included, Nova Scotia's calendar, at most 366 days) as CSV for the accountant: one column per tax (GST, HST, PST, QST, flat Tax); real orders only unless ?environment=TEST or ALL (staff)",
      querystring: OrderExportQuery,
      // The 200 is text/csv (sent as text, not serialised): a BOM, a header line, one line per order.
      response: { 200: z.string(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request, reply) => {
      const csv = await ordersCsv(app.shop.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(ordersCsvFileName(request.query)))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
