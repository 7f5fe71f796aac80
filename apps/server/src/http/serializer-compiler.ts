import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** fast-json-stringify writes keys as they are and misreads `propertyNames`: drop it. */
function withoutPropertyNames(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutPropertyNames);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema as JsonSchema)
      .filter(([keyword]) => keyword !== 'propertyNames')
      .map(([keyword, value]) => [keyword, withoutPropertyNames(value)]),
  );
}

/**
 * Compiles a route's zod response schema into fast-json-stringify: only declared fields leave
 * the server, and large listings serialise several times faster than zod-parse + JSON.stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJsonStringify(withoutPropertyNames(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
};
