import { ErrorBody } from '@backroom/core/api-error';
import { SignedIn, StaffAccountView, StaffInvitationBody, StaffLinkBody, StaffLinkSent, StaffSetPasswordBody } from '@backroom/core/identity/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { inviteStaff, resendInvitation, sendStaffResetLink, setStaffPasswordByLink } from '../../identity/staff-password-link.service.js';

const tags = ['identity'];
const guarded = { 401: ErrorBody, 403: ErrorBody };
const StoreParams = z.object({ store: z.string() });
const AccountParams = StoreParams.extend({ id: z.string().max(254) });

const by = (request: FastifyRequest) => ({ actor: request.ctx.actor, accountId: request.caller?.id ?? null });

/**
 * An admin has a staff member sent a link by e-mail: an invitation for a new account, or a reset.
 * Store-scoped because the e-mail speaks for the store the admin works in (its name, its
 * reply-to) and links to its back office (`general.url` + /admin); the accounts are the shop's.
 */
export const staffPasswordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/staff/invitations', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      summary: 'Invite a new staff account by e-mail (admin): it cannot sign in until the invitee chooses a password through the link (7 days, single use)',
      params: StoreParams,
      body: StaffInvitationBody,
      response: { 201: StaffAccountView, 400: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request, reply) => reply.code(201).send(await inviteStaff(request.ctx, app.orderMailer, request.body, by(request))),
  });

  app.post('/staff/:id/invitation', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      summary: 'Send an invitation again with a new 7-day link (admin); the older links stop working (409 once a password is chosen)',
      params: AccountParams,
      body: StaffLinkBody,
      response: { 202: StaffLinkSent, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request, reply) => reply.code(202).send(await resendInvitation(request.ctx, app.orderMailer, request.params.id, request.body, by(request))),
  });

  app.post('/staff/:id/password-link', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      summary: "Send a staff member a link to choose a new password (admin; one hour, single use); their sessions end when it is used, not when it is sent",
      params: AccountParams,
      body: StaffLinkBody,
      response: { 202: StaffLinkSent, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...guarded },
    },
    handler: async (request, reply) => reply.code(202).send(await sendStaffResetLink(request.ctx, app.orderMailer, request.params.id, request.body, by(request))),
  });
};

/** The back office's "choose your password" page sends the link's token here (no session: the link is the proof). */
export const staffSetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/staff/set-password', {
    schema: {
      tags,
      summary: "Choose a staff password with an invitation's or reset's link: every other session of the account ends, and the member of staff is signed in (400 token-expired, token-used, token-unknown)",
      body: StaffSetPasswordBody,
      response: { 200: SignedIn, 400: ErrorBody },
    },
    handler: async (request) => setStaffPasswordByLink(request.ctx, request.body),
  });
};
