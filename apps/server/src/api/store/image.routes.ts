import { ImageId } from '@backroom/core/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImage } from '../../images/image.service.js';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/images/:imageId', {
    schema: {
      tags: ['catalogue'],
      summary: 'An image (WebP); size=card gives the 180-pixel-high rendition',
      params: z.object({ store: z.string(), imageId: ImageId }),
      querystring: z.object({ size: z.enum(['full', 'card']).default('full') }).strict(),
    },
    handler: async (request, reply) => {
      const { params, query, headers } = request;
      const image = await readImage(app.shop, request.storeId, params.imageId, query.size, headers['if-none-match']);
      // An image id never changes its picture, so browsers may keep it for a year.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (image.body === null) return reply.status(304).send();
      return reply.type(image.contentType).send(image.body);
    },
  });
};
