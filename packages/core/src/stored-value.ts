// Readers of values kept in the browser (local storage): each gives the value when it is sound,
// else undefined, so a caller falls back to its default. No schema library: the first screen uses them.

/** A plain object (not null, not an array), or undefined. */
export function plainObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function readString(value: unknown, limits: { min?: number; max?: number; pattern?: RegExp | undefined } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length < (limits.min ?? 0) || value.length > (limits.max ?? Number.MAX_SAFE_INTEGER)) return undefined;
  return limits.pattern && !limits.pattern.test(value) ? undefined : value;
}

/** A safe integer within the limits. */
export function readInt(value: unknown, limits: { min?: number; max?: number } = {}): number | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  return value < (limits.min ?? Number.MIN_SAFE_INTEGER) || value > (limits.max ?? Number.MAX_SAFE_INTEGER) ? undefined : value;
}

/** A finite number. */
export function readNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function readOneOf<const T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** An array whose every element reads; undefined when it is not an array or one element is damaged. */
export function list<T>(value: unknown, read: (element: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const result: T[] = [];
  for (const element of value) {
    const item = read(element);
    if (item === undefined) return undefined;
    result.push(item);
  }
  return result;
}

/** An object whose every value reads; undefined when it is not an object or one value is damaged. */
export function record<T>(value: unknown, read: (element: unknown) => T | undefined): Record<string, T> | undefined {
  const stored = plainObject(value);
  if (!stored) return undefined;
  const result: Record<string, T> = {};
  for (const [key, element] of Object.entries(stored)) {
    const item = read(element);
    if (item === undefined) return undefined;
    result[key] = item;
  }
  return result;
}
