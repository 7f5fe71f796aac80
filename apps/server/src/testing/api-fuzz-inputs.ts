import fc from 'fast-check';

/** A JSON Schema of the API document, as much of it as the fuzz reads. */
export type JsonSchema = { [keyword: string]: unknown };

/** One operation of the API document, as the fuzz reads it. */
export interface DocumentedOperation {
  operationId: string;
  method: string;
  /** The document's path, e.g. `/{store}/api/v1/items/{itemId}`. */
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema }>;
  body: JsonSchema | undefined;
  responses: Record<string, { content?: Record<string, unknown> }>;
  /** Whether the operation states a session requirement (its security lists the scheme). */
  takesSession: boolean;
}

/** A request the fuzz sends, and what it is, for the report. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  input: string;
  /** A `..` segment: clients (and light-my-request) resolve it, so the request is for another path, which may answer 404 or 405. */
  resolvesElsewhere?: boolean;
}

/**
 * Strings a hostile client or a careless paste sends (issue 29): a NUL, a lone surrogate (in JSON
 * `"\ud800"`), a megabyte, and the characters that trip URL handling.
 */
export const HOSTILE_STRINGS = {
  nul: 'a\u0000b',
  loneSurrogate: 'a\ud800b',
  megabyte: 'x'.repeat(1024 * 1024),
  percent: '100%',
  euro: '€',
  dotDot: '..',
  encodedSlash: 'a%2Fb',
} as const;
export type HostileKind = keyof typeof HOSTILE_STRINGS;

/** Path segments that trip URL decoding and routing, as they appear in the URL (already encoded or raw on purpose). */
export const HOSTILE_SEGMENTS: ReadonlyArray<{ segment: string; kind: HostileKind | 'long' | 'badEncoding' }> = [
  { segment: '%', kind: 'percent' },
  { segment: '100%25', kind: 'percent' },
  { segment: '%E2%82%AC', kind: 'euro' },
  { segment: '..', kind: 'dotDot' },
  { segment: '%2E%2E', kind: 'dotDot' },
  { segment: '%2F', kind: 'encodedSlash' },
  { segment: 'a%2F..%2Fb', kind: 'encodedSlash' },
  { segment: 'a%00b', kind: 'nul' },
  { segment: '%ED%A0%80', kind: 'loneSurrogate' },
  { segment: '%C3%28', kind: 'badEncoding' },
  { segment: 'x'.repeat(300), kind: 'long' },
];

/** JSON nested 10,000 deep: `[[[…]]]`. */
export const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
/** The same depth of objects: `{"a":{"a":…}}`. */
export const DEEP_OBJECT_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

const MAX_DEPTH = 6;

function resolved(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = components[name];
  if (!target) throw new Error(`unresolved $ref ${ref}`);
  return resolved(target, components);
}

function patternArbitrary(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  // Cut or padded to the lengths asked rather than filtered: a filter that seldom passes never ends.
  return fc.stringMatching(regex).map((value) => value.slice(0, maxLength).padEnd(minLength, 'a'));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  if (typeof schema.pattern === 'string') return patternArbitrary(schema.pattern, minLength, typeof schema.maxLength === 'number' ? schema.maxLength : 10_000);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().map((email) => email.slice(-maxLength));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) });
  }
}

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 100_000;
  return { min: Math.max(min, -1_000_000_000), max: Math.min(Math.max(max, min), 1_000_000_000) };
}

function typedArbitrary(type: string, schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer(numberBounds(schema));
    case 'number': {
      const { min, max } = numberBounds(schema);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
      if (depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(valueOf(items, components, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      if (depth >= MAX_DEPTH) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = valueOf(property, components, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values the schema allows (most of the time: patterns and formats are followed, cross-field rules are not). */
export function valueOf(given: JsonSchema, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(given, components);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) return fc.oneof(...choices.map((choice) => valueOf(choice, components, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return valueOf(schema.allOf[0] as JsonSchema, components, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => typedArbitrary(type, schema, components, depth)));
  if (typeof schema.type === 'string') return typedArbitrary(schema.type, schema, components, depth);
  if (schema.properties) return typedArbitrary('object', schema, components, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number };

function leavesOf(value: unknown, found: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) value.forEach((item, index) => (typeof item === 'object' && item !== null ? leavesOf(item, found) : found.push({ parent: value, key: index })));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'object' && item !== null) leavesOf(item, found);
      else found.push({ parent: value as Record<string, unknown>, key });
    }
  }
  return found;
}

/** How many leaves (strings, numbers, booleans, nulls) `value` holds. */
export function leafCountOf(value: unknown): number {
  return leavesOf(value).length;
}

/** A value of another JSON type than `value`: the wrong types a careless client sends. */
export function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (value === null) return { unexpected: true };
  if (Array.isArray(value)) return { not: 'a list' };
  return ['not', 'an', 'object'];
}

/** `value` with its leaf at `pick` (any index, wrapped) replaced by `replacement`; the value itself when it has no leaves. */
export function withLeafReplaced(value: unknown, pick: number, replacement: (old: unknown) => unknown): unknown {
  const copy: unknown = structuredClone(value);
  const leaves = leavesOf(copy);
  if (leaves.length === 0) return replacement(copy);
  const leaf = leaves[pick % leaves.length]!;
  (leaf.parent as Record<string | number, unknown>)[leaf.key] = replacement((leaf.parent as Record<string | number, unknown>)[leaf.key]);
  return copy;
}

/** `value` with every string leaf replaced by `text` (an object or list gets one more property or item holding it). */
export function withEveryString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  const copy: unknown = structuredClone(value);
  const leaves = leavesOf(copy).filter((leaf) => typeof (leaf.parent as Record<string | number, unknown>)[leaf.key] === 'string');
  for (const leaf of leaves) (leaf.parent as Record<string | number, unknown>)[leaf.key] = text;
  if (leaves.length > 0) return copy;
  if (Array.isArray(copy)) return [...copy, text];
  if (typeof copy === 'object' && copy !== null) return { ...copy, note: text };
  return text;
}
