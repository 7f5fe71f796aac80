import { z } from 'zod';

/**
 * Why a string that came in is refused (docs/decisions/054): a NUL character, which PostgreSQL's
 * text cannot hold (SQLite would store it, so the two databases would disagree); a lone UTF-16
 * surrogate, which no UTF-8 text can hold; or percent-encoded bytes in a url that are not UTF-8 text.
 */
export const TEXT_PROBLEMS = ['nul-character', 'lone-surrogate', 'not-utf-8'] as const;
export type TextProblem = (typeof TEXT_PROBLEMS)[number];

const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  'nul-character': 'must not contain a NUL character (U+0000)',
  'lone-surrogate': 'must not contain a lone UTF-16 surrogate (half of a character)',
  'not-utf-8': 'is not percent-encoded UTF-8 text',
};

// In a `u` regular expression a surrogate pair is one code point: only a lone half is \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;
// ES2024's String.prototype.isWellFormed (Node 20, current browsers) is twice as fast as the regular expression.
const wellFormed: (text: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === 'function'
    ? (text) => (text as string & { isWellFormed(): boolean }).isWellFormed()
    : (text) => !LONE_SURROGATE.test(text);

/** Why the shop cannot take `text` in, or null when it can be stored as it is on every database. */
export function textProblemOf(text: string): TextProblem | null {
  if (text.includes('\0')) return 'nul-character';
  if (!wellFormed(text)) return 'lone-surrogate';
  return null;
}

/** The English message of a text problem (an error detail's `message`; clients word it by its `reason`). */
export function textProblemMessage(problem: TextProblem): string {
  return TEXT_PROBLEM_MESSAGES[problem];
}

/** A text problem found in a value that came in: where (a detail's path, `body/cart/notes`) and why. */
export interface TextProblemFound {
  path: string;
  reason: TextProblem;
  message: string;
}

/** A text problem at `path`, with its English message (an error detail as the API gives it). */
export function textProblemAt(path: string, reason: TextProblem): TextProblemFound {
  return { path, reason, message: `${path} ${textProblemMessage(reason)}` };
}

/** Beyond this depth a value is not walked further (JSON.parse has made it; its strings are checked up to here). */
const MAX_WALK_DEPTH = 64;

/** A text problem deep in a value: the names from the value down to the string (built only once one is found). */
interface ProblemBelow {
  names: string[];
  reason: TextProblem;
}

/** Whether a value may hold a string: numbers, booleans and null are passed over without a call. */
function mayHoldText(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

function problemBelow(value: unknown, depth: number): ProblemBelow | null {
  if (typeof value === 'string') {
    const reason = textProblemOf(value);
    return reason === null ? null : { names: [], reason };
  }
  // Bytes (a Buffer body) hold no text to check, and walking them index by index would cost.
  if (typeof value !== 'object' || value === null || depth >= MAX_WALK_DEPTH || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (!mayHoldText(item)) continue;
      const inside = problemBelow(item, depth + 1);
      if (inside) return { names: [String(index), ...inside.names], reason: inside.reason };
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyReason = textProblemOf(key);
    // The key is named escaped: a NUL or a lone half never goes into a message raw.
    if (keyReason) return { names: [JSON.stringify(key).slice(1, -1)], reason: keyReason };
    if (!mayHoldText(item)) continue;
    const inside = problemBelow(item, depth + 1);
    if (inside) return { names: [key, ...inside.names], reason: inside.reason };
  }
  return null;
}

/**
 * The first string in `value` (a parsed JSON body, a query string's fields), key or value at any
 * depth, that the shop cannot take in, named by its path below `path`; null when every one is fine.
 */
export function textProblemIn(value: unknown, path: string): TextProblemFound | null {
  const inside = problemBelow(value, 0);
  return inside === null ? null : textProblemAt([path, ...inside.names].join('/'), inside.reason);
}

/**
 * A string that came in, refused with a closed reason when it holds a NUL or a lone surrogate: the
 * shared schemas build their text fields on it, so the storefront's forms keep the server's rule.
 */
export const TextIn = z.string().superRefine((text, context) => {
  const problem = textProblemOf(text);
  if (problem) context.addIssue({ code: 'custom', message: textProblemMessage(problem), params: { reason: problem } });
});
