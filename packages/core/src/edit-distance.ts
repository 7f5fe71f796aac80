import { MIN_TYPO_WORD_LENGTH } from './search-text.js';

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps) between two words,
 * or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

/**
 * How many typos a search word may carry and still match: none in short words or in words with
 * a digit (sizes and codes, where one slip names another product), one from four letters, two
 * from eight.
 */
export function allowedTypos(word: string): number {
  if (word.length < MIN_TYPO_WORD_LENGTH || /\p{N}/u.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * The words a misspelt search word may stand for: those at the smallest distance within its typo
 * allowance ('cana' → 'canna' and 'casa', 'tomatoe' → 'tomato', 'humdity' → 'humidity'), of a
 * length closest to its own first. Words the search word begins are left out: a search finds them
 * anyway, as words match by their beginning.
 */
export function closestWords(term: string, words: readonly string[]): string[] {
  const limit = allowedTypos(term);
  if (limit === 0) return [];
  const near = words
    .filter((word) => !word.startsWith(term))
    .map((word) => ({ word, distance: editDistance(term, word, limit) }))
    .filter(({ distance }) => distance <= limit);
  const closest = Math.min(...near.map(({ distance }) => distance));
  return near
    .filter(({ distance }) => distance === closest)
    .sort((a, b) => Math.abs(a.word.length - term.length) - Math.abs(b.word.length - term.length) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map(({ word }) => word);
}
