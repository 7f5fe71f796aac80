import { ErrorBody } from '@backroom/core/api-error';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';

const Status = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', {
    schema: { tags: ['operations'], summary: 'The process is up', response: { 200: Status } },
    handler: async () => ({ status: 'ok' }),
  });

  app.get('/readyz', {
    schema: { tags: ['operations'], summary: 'The process can reach its database', response: { 200: Status, 503: ErrorBody } },
    handler: async (request) => {
      try {
        await sql`select 1`.execute(app.shop.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database cannot be reached.');
      }
      return { status: 'ready' };
    },
  });
};
