import { ErrorBody } from '@backroom/core/api-error';
import { RegisterMemberBody, SignedIn, SignInBody, UserRoles } from '@backroom/core/identity/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { SESSION_IF_SENT, SESSION_REQUIRED } from '../http/openapi-operation.js';
import { bearerToken } from './bearer-caller.js';
import { callerRoles } from './caller-roles.js';
import { requireRole } from './require-role.js';
import { registerMember, signIn, signOut, signOutEverywhere } from './sign-in.service.js';

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
};
