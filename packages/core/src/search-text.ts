/**
 * The storefront's search box rule (SPEC section 2): every character that is not a letter,
 * digit, underscore or space becomes a dot, then the text is trimmed.
 */
export function sanitizeSearchText(text: string): string {
  return text.replace(/[^\p{L}\p{N}_ ]/gu, '.').trim();
}

/** The most words a search looks at; anything after them is ignored. */
export const MAX_SEARCH_TERMS = 8;
/** Longest word a search looks at; longer ones are cut. */
export const MAX_SEARCH_TERM_LENGTH = 40;

/**
 * Splits search text into lower-case words: the dots that replace punctuation, underscores and
 * spaces all separate words, so "fox.farm" and "Fox Farm" search alike.
 */
export function searchTerms(text: string): string[] {
  const words = sanitizeSearchText(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_SEARCH_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
