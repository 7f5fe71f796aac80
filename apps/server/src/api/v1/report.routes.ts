import { ErrorBody } from '@backroom/core/api-error';
import { DashboardQuery, DashboardView, TaxReportQuery, TaxReportView } from '@backroom/core/reports/report-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { requireRole } from '../../identity/require-role.js';
import { dashboard } from '../../reports/dashboard.service.js';
import { taxReport, taxReportFile } from '../../reports/tax-report.service.js';

const tags = ['reports'];
const guarded = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The back office's reports (docs/decisions/043), shop-wide or of one `store`: read by viewers and
 * up, as the orders CSV and the transactions are. Real orders only.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reports/dashboard', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary:
        "Sales, orders, average order and refunds from one shop date to another (YYYY-MM-DD, both included, Nova Scotia's calendar, at most 366 days), sales per day, top items, and the work waiting now",
      querystring: DashboardQuery,
      response: { 200: DashboardView, ...guarded },
    },
    handler: async (request) => dashboard(request.ctx, request.query, () => app.moneyReturns.needingAttention()),
  });

  app.get('/reports/tax', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'Taxable sales and GST, HST, PST, QST collected per province, refunds netted, for a month (2026-05), a quarter (2026-Q2) or a year (2026)',
      querystring: TaxReportQuery,
      response: { 200: TaxReportView, ...guarded },
    },
    handler: async (request) => taxReport(request.ctx, request.query),
  });

  app.get('/reports/tax.csv', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'The tax report of a filing period as CSV: a row per province and a total row, amounts in dollars with two decimals',
      querystring: TaxReportQuery,
      // The 200 is text/csv, sent as text.
      response: { 200: z.string(), ...guarded },
    },
    handler: async (request, reply) => {
      const { fileName, csv } = await taxReportFile(request.ctx, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};
