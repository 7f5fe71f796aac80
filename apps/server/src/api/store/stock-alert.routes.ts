import { ErrorBody } from '@backroom/core/api-error';
import { ItemId } from '@backroom/core/catalog';
import { localeForAcceptLanguage } from '@backroom/core/locale';
import { StockAlertRequested, StockAlertToken, SubscribeStockAlertBody, WaitingShoppers } from '@backroom/core/stock-alerts/stock-alert-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { requireRole } from '../../identity/require-role.js';
import { ALERT_PAGE_CONTENT_SECURITY_POLICY, alertPage, unknownAlertPage } from '../../stock-alerts/stock-alert-pages.js';
import {
  type AlertLinkAnswer,
  confirmStockAlert,
  listWaitingShoppers,
  requestStockAlert,
  unsubscribeStockAlert,
  viewConfirmation,
  viewUnsubscribe,
} from '../../stock-alerts/stock-alert.service.js';

const tags = ['stock alerts'];
const StoreParams = z.object({ store: z.string() });
const LinkParams = StoreParams.extend({ token: StockAlertToken });
const Page = z.string().describe('an HTML page');
const pageAnswers = {
  200: { description: 'The page (HTML)', content: { 'text/html': { schema: Page } } },
  404: {
    description: 'An unknown or forged link: a page saying so (HTML); an unknown store: STORE_NOT_FOUND (JSON)',
    content: { 'text/html': { schema: Page }, 'application/json': { schema: ErrorBody } },
  },
};

/**
 * Answers a link with its page (HTML, never cached, never framed); an unknown or forged secret
 * with a 404 page in the language the browser asks for.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<AlertLinkAnswer>): Promise<FastifyReply> {
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', ALERT_PAGE_CONTENT_SECURITY_POLICY);
  try {
    return reply.send(alertPage(await answer()));
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    return reply.code(404).send(unknownAlertPage(localeForAcceptLanguage(request.headers['accept-language'])));
  }
}

/** Back-in-stock alerts (docs/decisions/046): shoppers ask and confirm, links unsubscribe, staff count who waits. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // The links' forms and mail readers' one-click unsubscribe (RFC 8058) post form bodies; what
  // they say is not needed (the secret is in the address), so they are read as text and left.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/items/:itemId/stock-alerts', {
    schema: {
      tags,
      summary:
        'Ask for one e-mail when a sold-out item is back: the shopper\'s address, consent: true (the box they ticked) and their locale. ' +
        'A confirmation e-mail follows (double opt-in). 202 whatever the address (known, waiting or over its limit: never told); ' +
        '409 when the item is in stock or offers no alert (a group head, discontinued); 429 past the limit of the connection',
      params: StoreParams.extend({ itemId: ItemId }),
      body: SubscribeStockAlertBody,
      response: { 202: StockAlertRequested, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      const answer = await requestStockAlert(request.ctx, app.orderMailer, { itemId: request.params.itemId, body: request.body, clientAddress: request.ip });
      return reply.code(202).send(answer);
    },
  });

  app.get('/stock-alerts/:token/confirm', {
    schema: { tags, summary: 'The confirmation link: a page with the button that confirms (opening it changes nothing)', params: LinkParams, response: pageAnswers },
    handler: async (request, reply) => sendPage(request, reply, () => viewConfirmation(request.ctx, request.params.token)),
  });

  app.post('/stock-alerts/:token/confirm', {
    schema: { tags, summary: 'Confirm an alert (the page\'s button); again, or once expired, only says so', params: LinkParams, response: pageAnswers },
    handler: async (request, reply) => sendPage(request, reply, () => confirmStockAlert(request.ctx, request.params.token, request.ip)),
  });

  app.get('/stock-alerts/:token/unsubscribe', {
    schema: { tags, summary: 'The unsubscribe link in every alert e-mail: a page with its one button', params: LinkParams, response: pageAnswers },
    handler: async (request, reply) => sendPage(request, reply, () => viewUnsubscribe(request.ctx, request.params.token)),
  });

  app.post('/stock-alerts/:token/unsubscribe', {
    schema: {
      tags,
      summary: 'Unsubscribe in one step: the page\'s button, or a mail reader\'s one-click POST (List-Unsubscribe=One-Click, RFC 8058)',
      params: LinkParams,
      response: pageAnswers,
    },
    handler: async (request, reply) => sendPage(request, reply, () => unsubscribeStockAlert(request.ctx, request.params.token)),
  });

  app.get('/stock-alerts/waiting', {
    onRequest: requireRole('viewer'),
    schema: {
      tags,
      summary: 'Staff: how many confirmed shoppers wait for each item (items nobody waits for are left out)',
      params: StoreParams,
      response: { 200: WaitingShoppers, 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request, reply) => reply.header('cache-control', 'private, no-store').send(await listWaitingShoppers(request.ctx)),
  });
};
