import { ErrorBody } from '@backroom/core/api-error';
import { EnvironmentQuery } from '@backroom/core/orders/order-environment';
import {
  MonthSummary,
  Transaction,
  TransactionLineItemPatch,
  TransactionRangeParams,
  YearSummary,
} from '@backroom/core/transactions/transaction-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { editTransactionLine, monthSummaries, transactionsBetween, yearSummaries } from '../../transactions/transaction.service.js';

const tags = ['transactions'];
const guarded = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const Year = z.coerce.number().int().min(2000).max(2999);

/**
 * Base transaction calls (SPEC section 7): viewers read, staff correct line items. Lists and
 * sums count real (PROD) orders only unless `?environment=TEST` or `ALL` asks (docs/decisions/025).
 */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get('/transactions/summary/years', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'Totals of each year with transactions, oldest first; real orders only unless ?environment=TEST or ALL',
      querystring: EnvironmentQuery,
      response: { 200: z.array(YearSummary), ...guarded },
    },
    handler: async (request) => yearSummaries(request.ctx, request.query.environment),
  });

  app.get('/transactions/summary/:year/months', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: "Totals of a year's twelve months; real orders only unless ?environment=TEST or ALL",
      params: z.object({ year: Year }),
      querystring: EnvironmentQuery,
      response: { 200: z.array(MonthSummary), ...guarded },
    },
    handler: async (request) => monthSummaries(request.ctx, request.params.year, request.query.environment),
  });

  app.get('/transactions/:from/:to', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary:
        "Transactions of every store from one shop date to another (YYYY-MM-DD, both included, Nova Scotia's calendar); real orders only unless ?environment=TEST or ALL",
      params: TransactionRangeParams,
      querystring: EnvironmentQuery,
      response: { 200: z.array(Transaction), ...guarded },
    },
    handler: async (request) => transactionsBetween(request.ctx, request.params.from, request.params.to, request.query.environment),
  });

  app.patch('/transactions/:store/:year/:transactionId/lineItem/:lineId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Correct a transaction's line item (store, year of its date, transaction id, line id); send the transaction's modified_at as read (409 when stale)",
      params: z.object({ store: z.string().max(32), year: Year, transactionId: z.string().max(64), lineId: z.string().max(16) }),
      body: TransactionLineItemPatch,
      response: { 200: Transaction, 404: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request) => editTransactionLine(request.ctx, request.params, request.body, request.ctx.actor),
  });
};
