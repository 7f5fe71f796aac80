import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, GIFT_CARD_ALPHABET, isGiftCardCodeShape, lastFourOf, normalizeGiftCardCode } from './gift-card-code.js';

describe('gift card codes', () => {
  it('has no look-alike characters and at least 79 bits in 16 characters', () => {
    for (const char of '01OIL') expect(GIFT_CARD_ALPHABET).not.toContain(char);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(GIFT_CARD_ALPHABET.length);
    expect(16 * Math.log2(GIFT_CARD_ALPHABET.length)).toBeGreaterThan(79);
  });

  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn--pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(isGiftCardCodeShape('ABCDEFGHJKMNPQRS')).toBe(true);
    expect(isGiftCardCodeShape('ABCDEFGHJKMNPQR0')).toBe(false);
    expect(isGiftCardCodeShape('ABCD')).toBe(false);
  });

  it('shows the code in groups of four and its last four to staff', () => {
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(lastFourOf('ABCDEFGHJKMNPQRS')).toBe('PQRS');
  });
});
