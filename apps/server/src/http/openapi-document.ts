import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperation, SESSION_SCHEME } from './openapi-operation.js';
import { API_SCHEMAS } from './openapi-schemas.js';

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: API_SCHEMAS });

/** `{ anyOf: [x] }` (how zod writes some optional query values) as plain `x`: one choice is no choice. */
function withoutLoneChoices(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLoneChoices);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withoutLoneChoices(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const { anyOf, ...rest } = object;
  if (Array.isArray(anyOf) && anyOf.length === 1 && typeof anyOf[0] === 'object') return { ...rest, ...(anyOf[0] as object) };
  return object;
}

type Document = ReturnType<typeof withComponents>;
type Operation = { responses?: Record<string, unknown> };

/** Every `$ref` target in the document. */
function referencesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const value of node) referencesIn(value, found);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else referencesIn(value, found);
    }
  }
  return found;
}

/**
 * The document as tools read it: no lone choices; a success answer on calls that declare none
 * (pictures, the sandbox card form: bodies that are not JSON); and no component nobody refers to
 * (the registry writes an input and an output form of each, and only answers use the error body).
 */
function completed(document: Document): Document {
  const tidy = withoutLoneChoices(document) as Document;
  for (const path of Object.values(tidy.paths ?? {}) as Array<Record<string, Operation>>) {
    for (const operation of Object.values(path)) {
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
        operation.responses = { 200: { description: 'Done: the body is the one the summary names (not JSON).' }, ...responses };
      }
    }
  }
  const used = referencesIn(tidy.paths);
  const schemas = (tidy as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (!used.has(`#/components/schemas/${name}`)) delete schemas[name];
  return tidy;
}

/**
 * The options of @fastify/swagger for the API document at /api/docs/json: one a client generator
 * or an API fuzzer accepts (decision 057).
 */
export const API_DOCUMENT: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Backroom API',
      description:
        'The web shop of The Back Room. Store-scoped calls live under /{store}/api/v1, the store being the first path ' +
        'segment; calls about the whole shop (accounts, orders of every store, reports) under /api/v1. Every error ' +
        'answer is `{ "error": { "code", "message", "details"? } }` with a closed code and, in each detail, a closed reason.',
      version: '1',
      // Not published under any licence: an SPDX reference of its own says so.
      license: { name: 'Proprietary: all rights reserved by The Back Room', identifier: 'LicenseRef-Proprietary' },
    },
    // The shop answers on whatever host it is deployed at; paths are written out in full so
    // that store-scoped and whole-shop calls share one server.
    servers: [{ url: '/', description: 'This shop, at the address the document was read from' }],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token of POST /api/v1/auth/sign-in (staff and members; 12 hours), or, where the shop is set up for one, ' +
            "an identity provider's JWT. Each operation says whether it needs one; those that need a role answer 401 " +
            'without a live session and 403 when its role is too low (member < viewer < staff < admin).',
        },
      },
    },
  },
  transform: describeOperation,
  transformObject: (input) => completed(withComponents(input)),
};
