import { describe, expect, it } from 'vitest';
import { cardBrandOf, isCardSecurityCode, isExpiryCurrent, normalizeCardNumber, parseCardExpiry, passesLuhn } from './card-number.js';

describe('card numbers', () => {
  it('accepts the sandbox test cards and real-looking numbers that pass the Luhn check', () => {
    for (const number of ['4242 4242 4242 4242', '4000-0000-0000-0002', '4000000000000119', '5105105105105100', '378282246310005']) {
      expect(passesLuhn(normalizeCardNumber(number)), number).toBe(true);
    }
  });

  it('refuses a mistyped digit, letters and numbers of the wrong length', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242a24242424242')).toBe(false);
    expect(passesLuhn('42424')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('VISA');
    expect(cardBrandOf('5105105105105100')).toBe('MASTERCARD');
    expect(cardBrandOf('2221000000000009')).toBe('MASTERCARD');
    expect(cardBrandOf('378282246310005')).toBe('AMEX');
    expect(cardBrandOf('6011000000000004')).toBe('DISCOVER');
    expect(cardBrandOf('9000000000000000')).toBe('OTHER');
  });
});

describe('card expiry', () => {
  const may2026 = new Date('2026-05-15T12:00:00Z');

  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry(' 4 / 2030 ')).toEqual({ month: 4, year: 2030 });
    expect(parseCardExpiry('13/27')).toBeUndefined();
    expect(parseCardExpiry('0427')).toBeUndefined();
  });

  it('keeps a card valid to the end of its expiry month', () => {
    expect(isExpiryCurrent({ month: 5, year: 2026 }, may2026)).toBe(true);
    expect(isExpiryCurrent({ month: 4, year: 2026 }, may2026)).toBe(false);
    expect(isExpiryCurrent({ month: 1, year: 2027 }, may2026)).toBe(true);
    expect(isExpiryCurrent({ month: 12, year: 2025 }, may2026)).toBe(false);
  });

  it('wants a 3 or 4 digit security code', () => {
    expect(isCardSecurityCode('123')).toBe(true);
    expect(isCardSecurityCode('1234')).toBe(true);
    expect(isCardSecurityCode('12')).toBe(false);
    expect(isCardSecurityCode('12a')).toBe(false);
  });
});
