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

type Serializer = ReturnType<typeof fastJsonStringify>;

/**
 * What each response schema compiled to. A zod schema is immutable (most are modules' constants)
 * and its serializer a pure function of it, so an app built again in the same process (every test
 * shop: docs/decisions/080) reuses it instead of compiling every route's schema again.
 */
const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Compiles a route's zod response schema into fast-json-stringify: only declared fields leave
 * the server, and large listings serialise several times faster than zod-parse + JSON.stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serializer = compiled.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
    serializer = fastJsonStringify(withoutPropertyNames(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
    compiled.set(schema, serializer);
  }
  return serializer;
};
