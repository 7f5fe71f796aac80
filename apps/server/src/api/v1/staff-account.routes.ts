import { ErrorBody } from '@backroom/core/api-error';
import { CreateStaffAccountBody, StaffAccountView, UpdateStaffAccountBody } from '@backroom/core/identity/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { createStaffAccount, staffAccounts, updateStaffAccount } from '../../identity/staff-account.service.js';

const tags = ['identity'];
const guarded = { 401: ErrorBody, 403: ErrorBody };

/** Base staff account calls, for admins only; every change is audited. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const by = (request: FastifyRequest) => ({
    actor: request.ctx.actor,
    accountId: request.caller?.id ?? null,
  });

  app.get('/staff', {
    onRequest: requireRole('admin'),
    schema: { tags, summary: 'Staff accounts (admin)', response: { 200: z.array(StaffAccountView), ...guarded } },
    handler: async (request) => staffAccounts(request.ctx),
  });

  app.post('/staff', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      summary: 'Create a staff account (admin)',
      body: CreateStaffAccountBody,
      response: { 201: StaffAccountView, 400: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request, reply) => reply.code(201).send(await createStaffAccount(request.ctx, request.body, by(request))),
  });

  app.patch('/staff/:id', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      summary: "Disable, enable or change the role of a staff account (admin); send the account's updatedAt as read",
      params: z.object({ id: z.string().max(254) }),
      body: UpdateStaffAccountBody,
      response: { 200: StaffAccountView, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request) => updateStaffAccount(request.ctx, request.params.id, request.body, by(request)),
  });
};
