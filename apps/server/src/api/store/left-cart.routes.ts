import { ErrorBody } from '@backroom/core/api-error';
import { LeftCartBody, LeftCartOffer, LeftCartRecorded, LeftCartSettings, LeftCartSettingsView, LeftCartToken, RestoredCart } from '@backroom/core/left-carts/left-cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { settingsVersion } from '../../store-settings/settings-version.js';
import { readSettings, replaceSettings } from '../../store-settings/store-settings.service.js';
import { forgetLeftCart, leftCartsOffered, recordLeftCart, restoreLeftCart, unsubscribeLeftCart } from '../../cart-reminders/left-cart.service.js';

const tags = ['left carts'];
const StoreParams = z.object({ store: z.string() });
const TokenParams = z.object({ store: z.string(), token: LeftCartToken });
const refused = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const staffOnly = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A shopper's left cart and its one reminder (docs/decisions/050): the checkout keeps the cart of
 * a shopper who gave their e-mail and ticked the box, the e-mail's link restores it in any
 * browser, and one click unsubscribes. Staff turn the reminders on or off and set the wait.
 */
export const leftCartRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail reader's one-click unsubscribe posts a form (RFC 8058): its only field says nothing
  // the token does not, so the body is read and set aside, on these routes only.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  }

  app.get('/left-carts/offer', {
    schema: { tags, summary: "Whether the checkout offers a reminder of a left cart (staff may turn it off)", params: StoreParams, response: { 200: LeftCartOffer } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { offered: await leftCartsOffered(request.ctx) };
    },
  });

  app.post('/left-carts', {
    schema: {
      tags,
      summary: 'Keep the cart of a shopper who gave their e-mail and ticked the reminder box (consent: true), for one reminder after the store\'s wait; 429 past the limits',
      params: StoreParams,
      body: LeftCartBody,
      response: { 201: LeftCartRecorded, ...refused },
    },
    handler: async (request, reply) => {
      const { token } = await recordLeftCart(request.ctx, request.body, request.ip, null);
      return reply.code(201).send({ token });
    },
  });

  app.put('/left-carts/:token', {
    schema: {
      tags,
      summary:
        'The left cart changed: its lines are replaced and its wait starts again (201 and a new token when the e-mail changed); a cart already reminded, ordered or unsubscribed stays as it is',
      params: TokenParams,
      body: LeftCartBody,
      response: { 200: LeftCartRecorded, 201: LeftCartRecorded, ...refused },
    },
    handler: async (request, reply) => {
      const { token, created } = await recordLeftCart(request.ctx, request.body, request.ip, request.params.token);
      return reply.code(created ? 201 : 200).send({ token });
    },
  });

  app.delete('/left-carts/:token', {
    schema: { tags, summary: 'The shopper unticked the box or ordered: the cart\'s reminder will not go', params: TokenParams, response: { 204: z.null(), ...refused } },
    handler: async (request, reply) => {
      await forgetLeftCart(request.ctx, request.params.token);
      return reply.code(204).send(null);
    },
  });

  app.get('/left-carts/:token', {
    schema: {
      tags,
      summary: "The left cart's lines still sold, at today's prices and at most what is in stock, and what did not come back whole",
      params: TokenParams,
      response: { 200: RestoredCart, ...refused },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return restoreLeftCart(request.ctx, request.params.token);
    },
  });

  app.post('/left-carts/:token/unsubscribe', {
    schema: {
      tags,
      summary: "One-click unsubscribe (RFC 8058, the reminder's List-Unsubscribe): the address gets no reminder of this shop again",
      params: TokenParams,
      response: { 200: z.object({ unsubscribed: z.literal(true) }), ...refused },
    },
    handler: async (request) => {
      await unsubscribeLeftCart(request.ctx, request.params.token);
      return { unsubscribed: true as const };
    },
  });

  app.get('/settings/left-cart-reminders', {
    onRequest: requireRole('viewer'),
    schema: {
      tags: ['staff settings'],
      summary: "Whether shoppers get a reminder of a cart they left, and how many minutes after their last change; with the version (null: the defaults)",
      params: StoreParams,
      response: { 200: LeftCartSettingsView, ...staffOnly },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return readSettings(request.ctx.db, request.ctx.storeId, 'leftCarts');
    },
  });

  app.put('/settings/left-cart-reminders', {
    onRequest: requireRole('staff'),
    schema: {
      tags: ['staff settings'],
      summary: 'Turn the left-cart reminders on or off and set the wait (30 minutes to a week); If-Match: "<updatedAt>", or If-None-Match: * when none are stored',
      params: StoreParams,
      headers: z.looseObject({ 'if-match': z.string().max(100).optional(), 'if-none-match': z.string().max(100).optional() }),
      body: LeftCartSettings,
      response: { 200: LeftCartSettingsView, 400: ErrorBody, 409: ErrorBody, 428: ErrorBody, ...staffOnly },
    },
    handler: async (request) => replaceSettings(request.ctx, app.catalogVersions, 'leftCarts', request.body, settingsVersion(request)),
  });
};
