import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { serializerCompiler } from '../http/serializer-compiler.js';
import { markGuard } from '../http/route-guard.js';
import { requireRole } from '../identity/require-role.js';

/**
 * `showHidden=true` asks a catalogue read for the staff view: hidden items too, with cost and
 * notes. Anything else is the shopper's view.
 */
export const ShowHiddenQuery = z.enum(['true', 'false']).optional();

const checkViewer = requireRole('viewer');

function asksForStaffView(request: FastifyRequest): boolean {
  return (request.query as { showHidden?: unknown }).showHidden === 'true';
}

/**
 * onRequest hook of a read that has a staff view: that view needs a viewer's session (401/403
 * otherwise); the shopper's view stays open to everyone.
 */
export const requireViewerForStaffView = markGuard(
  async function requireViewerForStaffView(request: FastifyRequest): Promise<void> {
    if (asksForStaffView(request)) await checkViewer(request);
  },
  { role: 'viewer', when: 'asked' },
);

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Sends a staff view with its own schema (the route's is the shopper's, which would drop cost
 * and notes), never through the shared catalogue cache and never kept by a browser or proxy.
 */
export function sendStaffView(reply: FastifyReply, schema: z.ZodType, data: unknown): FastifyReply {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = serializerCompiler({ schema, method: 'GET', url: reply.request.url, httpStatus: '200' });
    serializers.set(schema, serialize);
  }
  return reply.header('cache-control', 'private, no-store').serializer(serialize).send(data);
}
