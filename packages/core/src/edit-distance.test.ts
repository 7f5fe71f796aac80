import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from './edit-distance.js';

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
});
