import { Category } from '@backroom/core/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCatalog } from '../../catalog/catalog-response-cache.js';
import { getCategories } from '../../catalog/category.service.js';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', {
    schema: {
      tags: ['catalogue'],
      summary: "Every category as a flat list; parentId '1' marks the top level",
      params: z.object({ store: z.string() }),
      response: { 200: z.array(Category) },
    },
    handler: async (request, reply) => replyFromCatalog(request, reply, () => getCategories(app.shop.db, request.storeId)),
  });
};
