import { ErrorBody } from '@backroom/core/api-error';
import { ActivePromotions, PromotionBody, StaffPromotion, StaffPromotionList } from '@backroom/core/promotions/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCatalog } from '../../catalog/catalog-response-cache.js';
import { requireRole } from '../../identity/require-role.js';
import { activePromotions, createPromotion, deletePromotion, endPromotion, getPromotion, listPromotions, updatePromotion } from '../../promotions/promotion.service.js';

const tags = ['staff promotions'];
const StoreParams = z.object({ store: z.string() });
const IdParams = StoreParams.extend({ id: z.string().min(1).max(100) });
const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Automatic promotions (docs/decisions/066): staff keep them; the storefront's cart reads those in
 * effect and prices with core's engine, and the server prices every submission again.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/promotions/active', {
    schema: {
      tags: ['orders'],
      summary: "The promotions not ended (the cart keeps those in effect at its clock), not used up, and the store's choice for codes; cached by catalogue version",
      params: StoreParams,
      response: { 200: ActivePromotions, 404: ErrorBody },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, async () => activePromotions(app.shop.db, request.storeId, app.clock(), String(await app.catalogVersions.current(request.storeId)))),
  });

  app.get('/promotions', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: "The store's promotions with their summaries and status, and the combining rules", params: StoreParams, response: { 200: StaffPromotionList, ...refused } },
    handler: async (request) => listPromotions(request.ctx),
  });

  app.post('/promotions', {
    onRequest: requireRole('staff'),
    schema: {
      tags,
      summary: 'Create a promotion: {name, rule: buy-x-get-y | off | spend, startsAt?, endsAt?, usageLimit?, combinesWithPromotions?}',
      params: StoreParams,
      body: PromotionBody,
      response: { 201: StaffPromotion, ...refused },
    },
    handler: async (request, reply) => reply.code(201).send(await createPromotion(request.ctx, app.catalogVersions, request.body)),
  });

  app.get('/promotions/:id', {
    onRequest: requireRole('viewer'),
    schema: { tags, summary: 'One promotion with its summary and status', params: IdParams, response: { 200: StaffPromotion, ...refused } },
    handler: async (request) => getPromotion(request.ctx, request.params.id),
  });

  app.put('/promotions/:id', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Replace what a promotion gives and when; its count of uses stays', params: IdParams, body: PromotionBody, response: { 200: StaffPromotion, ...refused } },
    handler: async (request) => updatePromotion(request.ctx, app.catalogVersions, request.params.id, request.body),
  });

  app.post('/promotions/:id/end', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'End a promotion now', params: IdParams, response: { 200: StaffPromotion, ...refused } },
    handler: async (request) => endPromotion(request.ctx, app.catalogVersions, request.params.id),
  });

  app.delete('/promotions/:id', {
    onRequest: requireRole('staff'),
    schema: { tags, summary: 'Delete a promotion; orders that got it keep their promotion lines', params: IdParams, response: { 204: z.null(), ...refused } },
    handler: async (request, reply) => {
      await deletePromotion(request.ctx, app.catalogVersions, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
