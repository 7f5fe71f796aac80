import { ErrorBody } from '@backroom/core/api-error';
import { Sale, SaleBody, SaleList, SaleListQuery, SalePatch } from '@backroom/core/sales/sale-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { createSale, deleteSale, endSale, getSale, getSales, patchSale } from '../../catalog/sale.service.js';

const tags = ['staff sales'];
const StoreParams = z.object({ store: z.string() });
const SaleParams = StoreParams.extend({ saleId: z.string().min(1).max(100) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Sale prices on a schedule (docs/decisions/065): staff read with a viewer's session and change them as staff. */
export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sales', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: "The store's sales: ?status=now|coming|ended, ?itemId= for the sales on one item (or its group)",
      params: StoreParams,
      querystring: SaleListQuery,
      response: { 200: SaleList, ...refused },
    },
    handler: async (request) => ({ sales: await getSales(request.ctx, request.query) }),
  });

  app.get('/sales/:saleId', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: 'One sale', params: SaleParams, response: { 200: Sale, ...refused } },
    handler: async (request) => getSale(request.ctx, request.params.saleId),
  });

  app.post('/sales', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary:
        'Make a sale: a salePrice on an item, or a percent off a category (with its sub-categories) or a brand, from startsAt to endsAt (Halifax time); a gift card item is never on sale (422 SALE_TARGET_GIFT_CARD), and category and brand sales leave gift cards at their price',
      params: StoreParams,
      body: SaleBody,
      response: { 201: Sale, 422: ErrorBody, ...refused },
    },
    handler: async (request, reply) => reply.code(201).send(await createSale(request.ctx, app.catalogVersions, request.body)),
  });

  app.patch('/sales/:saleId', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: "Change a sale's name, price or percent, start or end",
      params: SaleParams,
      body: SalePatch,
      response: { 200: Sale, 409: ErrorBody, 422: ErrorBody, ...refused },
    },
    handler: async (request) => patchSale(request.ctx, app.catalogVersions, request.params.saleId, request.body),
  });

  app.post('/sales/:saleId/end', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'End a sale now', params: SaleParams, response: { 200: Sale, 409: ErrorBody, ...refused } },
    handler: async (request) => endSale(request.ctx, app.catalogVersions, request.params.saleId),
  });

  app.delete('/sales/:saleId', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Delete a sale; orders placed during it keep what they paid', params: SaleParams, response: { 204: z.null(), ...refused } },
    handler: async (request, reply) => {
      await deleteSale(request.ctx, app.catalogVersions, request.params.saleId);
      return reply.code(204).send(null);
    },
  });
};
