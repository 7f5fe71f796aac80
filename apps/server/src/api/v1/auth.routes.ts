import { ErrorBody } from '@backroom/core/api-error';
import { DeleteAccountBody, RegisterMemberBody, SignedIn, SignInBody, UserRoles } from '@backroom/core/identity/account-contract';
import { MemberData } from '@backroom/core/members/member-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { deleteMemberAccount, exportMemberData } from '../../flows/member-data.js';
import { attachmentDisposition } from '../../http/attachment-disposition.js';
import { SESSION_IF_SENT, SESSION_REQUIRED } from '../../http/openapi-operation.js';
import { bearerToken } from '../../identity/bearer-caller.js';
import { callerRoles } from '../../identity/caller-roles.js';
import { requireRole } from '../../identity/require-role.js';
import { registerMember, signIn, signOut, signOutEverywhere } from '../../identity/sign-in.service.js';

const tags = ['identity'];

/** Base sign-in calls (no store segment): accounts are the shop's, not one store's. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {

  app.post('/auth/sign-in', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password: a bearer token for 12 hours and its roles (429 after too many failures)',
      body: SignInBody,
      response: { 200: SignedIn, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
    },
    handler: async (request) => signIn(request.ctx, request.body, request.ip),
  });

  app.post('/auth/sign-out', {
    schema: { tags, summary: 'End the session of the bearer token', security: SESSION_REQUIRED, response: { 204: z.null(), 401: ErrorBody } },
    handler: async (request, reply) => {
      const token = bearerToken(request);
      if (token === undefined) throw new AppError(401, 'UNAUTHORIZED', 'Send the session to end as a bearer token.');
      await signOut(request.ctx, token);
      return reply.code(204).send(null);
    },
  });

  app.post('/auth/sign-out-everywhere', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "End every session of the caller's account, on every device, this one too",
      security: SESSION_REQUIRED,
      response: { 204: z.null(), 401: ErrorBody, 409: ErrorBody },
    },
    handler: async (request, reply) => {
      await signOutEverywhere(request.ctx, request.caller!, bearerToken(request)!);
      return reply.code(204).send(null);
    },
  });

  app.post('/members/register', {
    schema: {
      tags,
      summary: 'A shopper creates a member account and is signed in (409 when the e-mail has an account)',
      body: RegisterMemberBody,
      response: { 201: SignedIn, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await registerMember(request.ctx, request.body, request.ip)),
  });

  app.get('/user/roles', {
    schema: { tags, summary: "The caller's roles, highest first; [] when signed out", security: SESSION_IF_SENT, response: { 200: UserRoles, 401: ErrorBody } },
    handler: async (request) => callerRoles(request),
  });

  app.get('/members/data', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: "Everything the shop keeps on the signed-in member, every store's, as a JSON file to save (PIPEDA): account, saved addresses, orders with their lines, back-in-stock alerts, left-cart reminders; audited",
      security: SESSION_REQUIRED,
      response: { 200: MemberData, 401: ErrorBody, 403: ErrorBody },
    },
    handler: async (request, reply) => {
      const data = await exportMemberData(request.ctx, request.caller!);
      return reply
        .header('content-disposition', attachmentDisposition(`member-data-${data.exportedAt.slice(0, 10)}.json`))
        .header('cache-control', 'no-store')
        .send(data);
    },
  });

  app.post('/members/account/delete', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary:
        "The signed-in member deletes their account with their current password (a wrong one counts as a failed sign-in): orders stay for the tax records without the member link; addresses, sessions, links, alerts and reminders go; audited",
      security: SESSION_REQUIRED,
      body: DeleteAccountBody,
      response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      await deleteMemberAccount(request.ctx, { caller: request.caller!, body: request.body, clientAddress: request.ip });
      return reply.code(204).send(null);
    },
  });
};
