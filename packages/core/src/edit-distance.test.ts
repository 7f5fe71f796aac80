import { describe, expect, it } from 'vitest';
import { allowedTypos, closestWords, editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('bloom', 'bloom')).toBe(0);
    expect(editDistance('nutrent', 'nutrient')).toBe(1);
    expect(editDistance('rose', 'roses')).toBe(1);
    expect(editDistance('tulpi', 'tulip')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('stops early once past the limit', () => {
    expect(editDistance('fertiliser', 'xxxxxxxxxx', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedTypos', () => {
  it('allows none in short words, one in middling words and two in long ones', () => {
    expect(allowedTypos('pot')).toBe(0);
    expect(allowedTypos('rose')).toBe(1);
    expect(allowedTypos('nutrients')).toBe(2);
  });

  it('allows none in a word with a digit: one slip in a size or a code names another product', () => {
    expect(allowedTypos('t5ho')).toBe(0);
    expect(allowedTypos('20202020')).toBe(0);
  });
});

describe('closestWords', () => {
  const words = ['canna', 'casa', 'canada', 'canadian', 'candle', 'tomato', 'tomatoes', 'nutrient', 'nutrients', 'humidity'];

  it('finds the words at the smallest distance within the allowance, nearest in length first', () => {
    expect(closestWords('cana', words)).toEqual(['casa', 'canna']);
    expect(closestWords('tomatoe', words)).toEqual(['tomato']);
    expect(closestWords('nutreint', words)).toEqual(['nutrient']);
    expect(closestWords('humdity', words)).toEqual(['humidity']);
  });

  it('leaves out words the search word begins, which a search finds anyway', () => {
    expect(closestWords('tomato', words)).toEqual([]);
    expect(closestWords('canad', words)).toEqual([]);
  });

  it('compares whole words, not beginnings', () => {
    expect(closestWords('soil', ['soluble', 'solution'])).toEqual([]);
    expect(closestWords('humdi', words)).toEqual([]);
  });

  it('finds nothing for short words and words with digits', () => {
    expect(closestWords('cnn', words)).toEqual([]);
    expect(closestWords('canna1', ['canna'])).toEqual([]);
  });
});
