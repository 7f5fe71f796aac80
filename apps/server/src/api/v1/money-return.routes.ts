import { ErrorBody } from '@backroom/core/api-error';
import { MoneyReturnView, SettleMoneyReturnBody } from '@backroom/core/payments/money-return-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import type { MoneyReturn } from '../../payments/money-returns.js';
import { recipientsOf, toMoneyReturnView } from '../../payments/money-return-view.js';

const tags = ['payments'];
const ReturnParams = z.object({ id: z.string().regex(/^ret_[0-9a-f]{24}$/, 'is not the id of a return') });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Money going back to shoppers, shop-wide, for staff: the Needs attention list (returns a provider
 * refused or that keep failing, e-transfers to send), and what staff do about one: try it again,
 * or say they gave the money back themselves.
 */
export const moneyReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = async (rows: readonly MoneyReturn[]) => {
    const recipients = await recipientsOf(app.shop.db, rows);
    return rows.map((row) => toMoneyReturnView(row, recipients.get(`${row.store_id}/${row.order_id}`), app.moneyReturns.triesBeforeNotice));
  };

  app.get('/money-returns/attention', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'Money going back that needs staff: refused by the provider or still failing after a few tries, and e-transfers to send; oldest first',
      response: { 200: z.array(MoneyReturnView), 401: ErrorBody, 403: ErrorBody },
    },
    handler: async () => views(await app.moneyReturns.needingAttention()),
  });

  app.post('/money-returns/:id/retry', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Try a failed card return again now (after fixing what the provider refused)', params: ReturnParams, response: { 200: MoneyReturnView, ...refused } },
    handler: async (request) => (await views([await app.moneyReturns.retry(request.params.id)]))[0]!,
  });

  app.post('/money-returns/:id/settle', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Say the money went back another way: an Interac e-transfer sent (E_TRANSFER) or settled by hand (MANUAL)',
      params: ReturnParams,
      body: SettleMoneyReturnBody,
      response: { 200: MoneyReturnView, ...refused },
    },
    handler: async (request) => {
      const settled = await app.moneyReturns.settleByHand(request.params.id, { ...request.body, by: `staff:${request.staff?.name ?? 'unknown'}` });
      return (await views([settled]))[0]!;
    },
  });
};
