const ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element (one pass over it: a page's categories are 200 KB of it). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (character) => ESCAPES[character]!);
}
