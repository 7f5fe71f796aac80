import { ErrorBody } from '@backroom/core/api-error';
import { ClientConfig, DEFAULT_CONFIG_NAME } from '@backroom/core/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyFromCatalog } from '../../catalog/catalog-response-cache.js';
import { readClientConfig } from '../../store-settings/store-settings.service.js';

const StoreParams = z.object({ store: z.string() });

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', {
    schema: {
      tags: ['configuration'],
      summary: "The storefront's configuration",
      params: StoreParams,
      response: { 200: ClientConfig, 404: ErrorBody },
    },
    handler: async (request, reply) => replyFromCatalog(request, reply, () => readClientConfig(app.shop.db, request.storeId, DEFAULT_CONFIG_NAME)),
  });

  app.get('/config/:name', {
    schema: {
      tags: ['configuration'],
      summary: 'A named configuration of the storefront',
      params: StoreParams.extend({ name: z.string().max(64) }),
      response: { 200: ClientConfig, 404: ErrorBody },
    },
    handler: async (request, reply) =>
      replyFromCatalog(request, reply, () => readClientConfig(app.shop.db, request.storeId, request.params.name)),
  });
};
