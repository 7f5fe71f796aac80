import { describe, expect, it } from 'vitest';
import { isShippedFont } from './shop-fonts.js';

describe('isShippedFont', () => {
  it('knows the families the storefront serves, whatever their case', () => {
    expect(isShippedFont('Oswald')).toBe(true);
    expect(isShippedFont(' playfair display ')).toBe(true);
    expect(isShippedFont('Comic Sans MS')).toBe(false);
  });
});
