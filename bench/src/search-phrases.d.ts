import type { ItemSummary } from './catalogue-sample.js';
/**
 * About fifty searches a shopper might type, taken from real names and brands: whole brands,
 * three- and four-letter prefixes ('fox'), single words, two-word queries, brand plus word, and
 * two typos. Picks are spread over the frequency ranking, so common and rare words both appear.
 */
export declare function buildSearchPhrases(items: readonly ItemSummary[]): string[];
