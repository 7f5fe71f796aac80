import { ErrorBody } from '@backroom/core/api-error';
import { SandboxCardToken, SandboxTokenizeBody } from '@backroom/core/payments/payment-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import { readPaymentSettings } from '../../payments/card-providers.js';
import { SANDBOX_CARD_FORM_CSS, SANDBOX_CARD_FORM_HTML, SANDBOX_CARD_FORM_SCRIPT } from '../../payments/sandbox-card-form.js';
import { tokenizeSandboxCard } from '../../payments/sandbox-card.service.js';

const tags = ['payments'];
const StoreParams = z.object({ store: z.string() });

/** The form's own policy: its files from our origin only, shown only in our own pages. */
export const SANDBOX_CARD_FORM_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

function sendAsset(reply: FastifyReply, contentType: string, body: string) {
  return reply
    .type(contentType)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', SANDBOX_CARD_FORM_POLICY)
    .header('referrer-policy', 'same-origin')
    .send(body);
}

export const sandboxCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/payment/sandbox/form', {
    schema: { tags, summary: "The sandbox provider's card form, for an iframe on the storefront", params: StoreParams },
    handler: async (_request, reply) => sendAsset(reply, 'text/html; charset=utf-8', SANDBOX_CARD_FORM_HTML),
  });
  app.get('/payment/sandbox/form.js', {
    schema: { tags, summary: "The sandbox card form's script", params: StoreParams },
    handler: async (_request, reply) => sendAsset(reply, 'text/javascript; charset=utf-8', SANDBOX_CARD_FORM_SCRIPT),
  });
  app.get('/payment/sandbox/form.css', {
    schema: { tags, summary: "The sandbox card form's styles", params: StoreParams },
    handler: async (_request, reply) => sendAsset(reply, 'text/css; charset=utf-8', SANDBOX_CARD_FORM_CSS),
  });

  app.post('/payment/sandbox/tokenize', {
    schema: {
      tags,
      summary: 'Turns a sandbox test card into a single-use token (the number is never kept)',
      params: StoreParams,
      body: SandboxTokenizeBody,
      response: { 201: SandboxCardToken, 400: ErrorBody, 404: ErrorBody },
    },
    handler: async (request, reply) => {
      const { sandbox } = await readPaymentSettings(app.shop.db, request.storeId);
      if (!sandbox.test && !sandbox.prod) throw notFound('This store does not take sandbox cards.');
      void reply.status(201).header('cache-control', 'no-store');
      return tokenizeSandboxCard(app.shop.db, request.storeId, request.body);
    },
  });
};
