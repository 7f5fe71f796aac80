import { ErrorBody } from '@backroom/core/api-error';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailChangeConfirmBody,
  EmailChanged,
  EmailChangeRequested,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetRequested,
  SignedIn,
  UserRoles,
} from '@backroom/core/identity/account-contract';
import { Reorder } from '@backroom/core/members/reorder';
import { OrderView } from '@backroom/core/orders/order-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reorderOrder } from '../../flows/reorder-order.js';
import { memberOrders } from '../../orders/member-orders.js';
import { SESSION_IF_SENT, SESSION_REQUIRED } from '../../http/openapi-operation.js';
import { changePassword, confirmEmailChange, requestEmailChange } from '../../identity/account-change.service.js';
import { bearerToken } from '../../identity/bearer-caller.js';
import { requireRole } from '../../identity/require-role.js';
import { callerRoles } from '../../identity/caller-roles.js';
import { confirmPasswordReset, requestPasswordReset } from '../../identity/password-reset.service.js';

const tags = ['identity'];
const StoreParams = z.object({ store: z.string() });

/**
 * Store-scoped calls of the signed-in: their roles (SPEC "GET user/roles"), a member's orders and
 * putting one back in the cart; and a member's "forgot password", store-scoped because its e-mail
 * speaks for the store and links to its storefront.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/roles', {
    schema: {
      tags,
      summary: "The caller's roles, highest first; [] when signed out",
      // The same call as the whole shop's GET /api/v1/user/roles, which has the plain name.
      operationId: 'getStoreUserRoles',
      security: SESSION_IF_SENT,
      params: StoreParams,
      response: { 200: UserRoles, 401: ErrorBody },
    },
    handler: async (request) => callerRoles(request),
  });

  app.get('/members/orders', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "The signed-in member's orders in this store, newest first (receipt details)",
      params: StoreParams,
      response: { 200: z.array(OrderView), 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request) => memberOrders(app.shop.db, request.storeId, request.caller!.id),
  });

  app.get('/members/orders/:orderId/reorder', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "One of the member's orders as it would be bought today: the lines for the cart at today's prices, and what changed",
      params: StoreParams.extend({ orderId: z.string().min(1).max(64) }),
      response: { 200: Reorder, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: async (request) => reorderOrder(request.ctx, request.caller!.id, request.params.orderId),
  });

  app.post('/members/password-reset', {
    schema: {
      tags,
      summary: 'A member who forgot their password asks for a link by e-mail (one hour, single use); the same answer whether or not an account uses the address',
      params: StoreParams,
      body: PasswordResetRequestBody,
      response: { 202: PasswordResetRequested, 400: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await requestPasswordReset(request.ctx, app.orderMailer, { body: request.body, clientAddress: request.ip })),
  });

  app.post('/members/password-reset/confirm', {
    schema: {
      tags,
      summary: "Sets a new password with the e-mail's link: every other session of the member ends, and the member is signed in (400 token-expired, token-used, token-unknown)",
      params: StoreParams,
      body: PasswordResetConfirmBody,
      response: { 200: SignedIn, 400: ErrorBody },
    },
    handler: async (request) => confirmPasswordReset(request.ctx, request.body),
  });

  app.post('/members/password', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary:
        "The signed-in member changes their password with the current one (a wrong one counts as a failed sign-in): every other session ends, this one stays, and a notice is e-mailed to the account's address",
      security: SESSION_REQUIRED,
      params: StoreParams,
      body: ChangePasswordBody,
      response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      await changePassword(request.ctx, app.orderMailer, { caller: request.caller!, token: bearerToken(request)!, body: request.body, clientAddress: request.ip });
      return reply.code(204).send(null);
    },
  });

  app.post('/members/email', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary:
        "The signed-in member asks to move their account to a new address, with the current password: a one-hour link goes to the new address and a notice to the old one; the address changes when the link is confirmed (409 email-taken)",
      security: SESSION_REQUIRED,
      params: StoreParams,
      body: ChangeEmailBody,
      response: { 202: EmailChangeRequested, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await requestEmailChange(request.ctx, app.orderMailer, { caller: request.caller!, body: request.body, clientAddress: request.ip })),
  });

  app.post('/members/email/confirm', {
    schema: {
      tags,
      summary: "Moves the account to the new address with the e-mail's link, once (400 token-expired, token-used, token-unknown; 409 email-taken)",
      params: StoreParams,
      body: EmailChangeConfirmBody,
      response: { 200: EmailChanged, 400: ErrorBody, 409: ErrorBody },
    },
    handler: async (request) => confirmEmailChange(request.ctx, request.body),
  });
};
