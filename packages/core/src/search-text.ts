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

/** Lower-case words of letters and digits, accents removed: how search compares text. */
function foldedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Splits search text into lower-case words: the dots that replace punctuation, underscores and
 * spaces all separate words, so "fox.farm" and "Fox Farm" search alike.
 */
export function searchTerms(text: string): string[] {
  const words = foldedWords(sanitizeSearchText(text)).map((word) => word.slice(0, MAX_SEARCH_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** Shortest word a search may take a typo in (and so the shortest word a typo may stand for). */
export const MIN_TYPO_WORD_LENGTH = 4;

/**
 * The distinct words of a catalogue text that a misspelt search word may stand for: folded as
 * search terms are, letters only (a digit makes a size or a code, where one slip is another
 * product), at least MIN_TYPO_WORD_LENGTH long.
 */
export function spellingWords(text: string): string[] {
  const words = foldedWords(text).filter(
    (word) => word.length >= MIN_TYPO_WORD_LENGTH && word.length <= MAX_SEARCH_TERM_LENGTH && !/\p{N}/u.test(word),
  );
  return [...new Set(words)];
}
