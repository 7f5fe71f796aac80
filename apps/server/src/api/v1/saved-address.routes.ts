import { ErrorBody } from '@backroom/core/api-error';
import { SavedAddress, SavedAddressBody } from '@backroom/core/members/saved-address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../identity/require-role.js';
import { addAddress, editAddress, memberAddresses, removeAddress, setDefaultAddress } from '../../saved-addresses/saved-address.service.js';

const tags = ['identity'];
const AddressParams = z.object({ id: z.string().min(1).max(64) });
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Base calls (no store segment, as accounts are the shop's): a signed-in member's saved delivery
 * addresses. Only their own: another member's address is a 404, as if it did not exist.
 */
export const savedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberId = (request: { caller: { id: string } | null }) => request.caller!.id;

  app.get('/members/addresses', {
    onRequest: requireRole('member'),
    schema: { tags, summary: "The member's saved addresses, the default first", response: { 200: z.array(SavedAddress), ...refusals } },
    handler: async (request) => memberAddresses(request.ctx, memberId(request)),
  });

  app.post('/members/addresses', {
    onRequest: requireRole('member'),
    schema: {
      tags,
      summary: 'Save an address (the first one is the default; 409 past the most a member keeps)',
      body: SavedAddressBody,
      response: { 201: SavedAddress, 400: ErrorBody, 409: ErrorBody, ...refusals },
    },
    handler: async (request, reply) => reply.code(201).send(await addAddress(request.ctx, memberId(request), request.body)),
  });

  app.put('/members/addresses/:id', {
    onRequest: requireRole('member'),
    schema: { tags, summary: 'Change a saved address', params: AddressParams, body: SavedAddressBody, response: { 200: SavedAddress, 400: ErrorBody, ...refusals } },
    handler: async (request) => editAddress(request.ctx, memberId(request), request.params.id, request.body),
  });

  app.delete('/members/addresses/:id', {
    onRequest: requireRole('member'),
    schema: { tags, summary: 'Delete a saved address (the oldest other one becomes the default)', params: AddressParams, response: { 204: z.null(), ...refusals } },
    handler: async (request, reply) => {
      await removeAddress(request.ctx, memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.put('/members/addresses/:id/default', {
    onRequest: requireRole('member'),
    schema: { tags, summary: 'Make a saved address the default; answers every saved address', params: AddressParams, response: { 200: z.array(SavedAddress), ...refusals } },
    handler: async (request) => setDefaultAddress(request.ctx, memberId(request), request.params.id),
  });
};
