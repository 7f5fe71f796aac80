import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, sanitizeSearchText, searchTerms, spellingWords } from './search-text.js';

describe('sanitizeSearchText (the search box rule)', () => {
  it('turns every character but letters, digits, underscore and space into a dot, then trims', () => {
    expect(sanitizeSearchText('  Big Bloom (1L)!  ')).toBe('Big Bloom .1L..');
    expect(sanitizeSearchText('fox_farm')).toBe('fox_farm');
    expect(sanitizeSearchText("'; drop table items; --")).toBe(".. drop table items. ..");
  });

  it('keeps accented letters', () => {
    expect(sanitizeSearchText('Crème Brûlée')).toBe('Crème Brûlée');
  });
});

describe('searchTerms', () => {
  it('splits on dots, underscores and spaces, lower-cased and without accents', () => {
    expect(searchTerms('Ocean.Forest')).toEqual(['ocean', 'forest']);
    expect(searchTerms('fox_farm BIG')).toEqual(['fox', 'farm', 'big']);
    expect(searchTerms('Crème')).toEqual(['creme']);
  });

  it('gives nothing for text without words', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' ... !!! ')).toEqual([]);
  });

  it('drops repeated words and caps how many words and how long', () => {
    expect(searchTerms('rose rose ROSE')).toEqual(['rose']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms('x'.repeat(500))[0]).toHaveLength(40);
  });
});

describe('spellingWords', () => {
  it('keeps the distinct words of letters a typo may stand for, folded as search terms are', () => {
    expect(spellingWords('Crème Fraîche, crème & Canna PK 13/14 T5HO 2.27 kg pots')).toEqual(['creme', 'fraiche', 'canna', 'pots']);
  });
});
