import { ErrorBody } from '@backroom/core/api-error';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { guardOf, type RouteGuard } from './route-guard.js';
import { API_SCHEMAS } from './openapi-schemas.js';

/** The bearer security scheme of the API document: a session token (or an identity provider's JWT). */
export const SESSION_SCHEME = 'session';

type SecurityRequirements = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;

/** A call that needs a bearer session and checks it itself rather than through `requireRole`. */
export const SESSION_REQUIRED: SecurityRequirements = [{ [SESSION_SCHEME]: [] }];

/** A call open to everyone that also reads a bearer session when one is sent. */
export const SESSION_IF_SENT: SecurityRequirements = [{}, { [SESSION_SCHEME]: [] }];

// Fastify reads a body for these methods whatever the route declares: each may be too large,
// of a type other than JSON, or JSON that does not parse.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request is not valid: VALIDATION_FAILED (each detail names a field) or MALFORMED_JSON.',
  401: 'No bearer session, or one that is unknown or has expired: UNAUTHORIZED.',
  402: 'The card was declined: PAYMENT_DECLINED.',
  403: "The session's role may not do this: FORBIDDEN.",
  404: 'No such store (STORE_NOT_FOUND), or nothing at this path (NOT_FOUND).',
  409: 'The request conflicts with what the shop holds now (see the code and details).',
  413: 'The request body is too large: PAYLOAD_TOO_LARGE.',
  414: 'A part of the path is longer than 250 characters: VALIDATION_FAILED.',
  415: 'The request body is not of a type this call reads: UNSUPPORTED_MEDIA_TYPE.',
  422: 'The content was read but cannot be used (see the code and details).',
  428: 'The change must name the version it replaces (If-Match): PRECONDITION_REQUIRED.',
  429: 'Too many requests from this client or address: TOO_MANY_REQUESTS, with Retry-After.',
  503: 'A service the call needs cannot be reached now: SERVICE_UNAVAILABLE; try again shortly.',
};

/** The error answer of `status`, described, with the shop's error body. */
function errorAnswer(status: number) {
  return {
    description: ERROR_MEANINGS[status] ?? 'Refused: see the error code and details.',
    content: { 'application/json': { schema: ErrorBody } },
  };
}

/** `getItemsCategoryByCategoryId` from `GET /:store/api/v1/items/category/:categoryId`: stable, and unique as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const path = url.replace(/^\/:store\/api\/v1(?=\/|$)/, '').replace(/^\/api\/v1(?=\/|$)/, '');
  const words = path
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...wordsOf(segment.slice(1))] : wordsOf(segment)));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

function wordsOf(segment: string): string[] {
  return segment.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function guardsOf(route: RouteOptions): RouteGuard[] {
  const hooks: unknown[] = ([] as unknown[]).concat(route.onRequest ?? []);
  return hooks.map(guardOf).filter((guard) => guard !== undefined);
}

/** The 4xx answers every call of this shape can get, besides those its route declares. */
function errorStatuses(route: RouteOptions, guarded: boolean): number[] {
  const method = String(route.method);
  const hasPathParams = /(^|\/):/.test(route.url);
  const readsBody = BODY_METHODS.has(method);
  // Any url may carry a query, and one with text the shop cannot take (a NUL, a lone surrogate,
  // bytes that are not UTF-8) is refused before the route is reached (issue 29's string rule).
  const statuses: number[] = [400];
  if (guarded) statuses.push(401, 403);
  if (hasPathParams) statuses.push(404, 414);
  if (readsBody) statuses.push(413, 415);
  return statuses;
}

const toJsonSchemas = createJsonSchemaTransform({ schemaRegistry: API_SCHEMAS });

/**
 * The API document's view of one route: its zod schemas as JSON Schema, plus what tools need and
 * the route leaves implicit: an operationId, its security (from the guard on its onRequest hook),
 * and every 4xx the shop can answer it with, each with the shop's error body.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { route } = input;
  const schema: FastifySchema & { operationId?: string; security?: SecurityRequirements; hide?: boolean } = { ...(input.schema ?? {}) };
  if (schema.hide) return toJsonSchemas({ ...input, schema });
  const guards = guardsOf(route);
  schema.operationId ??= operationIdOf(String(route.method), route.url);
  schema.security ??= guards.length === 0 ? [] : guards.every((guard) => guard.when === 'always') ? SESSION_REQUIRED : SESSION_IF_SENT;
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const [status, answer] of Object.entries(response)) {
    if (answer === ErrorBody) response[status] = errorAnswer(Number(status));
  }
  for (const status of errorStatuses(route, guards.length > 0)) response[status] ??= errorAnswer(status);
  schema.response = response;
  return toJsonSchemas({ ...input, schema });
};
