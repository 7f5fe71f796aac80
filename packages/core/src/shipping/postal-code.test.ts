import { describe, expect, it } from 'vitest';
import {
  formatPostalCode,
  forwardSortationArea,
  isCanadianPostalCode,
  isPostalCodeComplete,
  isRuralFsa,
  normalizePostalCode,
  postalCodeFitsProvince,
  postalCodeProvinceMismatch,
  provincesOfPostalCode,
} from './postal-code.js';
import { PostalCode } from './postal-code-schema.js';

describe('Canadian postal codes', () => {
  it('ignores spaces and case', () => {
    expect(normalizePostalCode(' b0t 1k0 ')).toBe('B0T1K0');
    expect(isCanadianPostalCode('b0t1k0')).toBe(true);
    expect(isCanadianPostalCode('B3H  4R2')).toBe(true);
    expect(formatPostalCode('b3h4r2')).toBe('B3H 4R2');
  });

  it('refuses what Canada Post never issues', () => {
    for (const postal of ['', 'B0T', 'B0T1K', 'B0T1K00', '12345', '90210-1234', 'D0T1K0', 'W1A1A1', 'Z1A1A1', 'B0O1K0', 'BOT1KO', 'B0T-1K0']) {
      expect(isCanadianPostalCode(postal), postal).toBe(false);
    }
  });

  it('is complete at 6 characters ignoring spaces', () => {
    expect(isPostalCodeComplete('B0T 1K')).toBe(false);
    expect(isPostalCodeComplete('B0T 1K0')).toBe(true);
  });

  it('knows the province of every first letter, and tells the two territories apart by FSA', () => {
    const cases: Array<[string, string[]]> = [
      ['A1C5M2', ['NL']],
      ['B0T1K0', ['NS']],
      ['C1A4P3', ['PE']],
      ['E1C4M3', ['NB']],
      ['H2X1Y4', ['QC']],
      ['G1R4P5', ['QC']],
      ['J8X3X7', ['QC']],
      ['K1A0B1', ['ON']],
      ['M5V3L9', ['ON']],
      ['P3E2C6', ['ON']],
      ['R3C4T3', ['MB']],
      ['S4P3Y2', ['SK']],
      ['T2P2M5', ['AB']],
      ['V6B1A1', ['BC']],
      ['Y1A2C6', ['YT']],
      ['X1A2L9', ['NT']],
      ['X0A0H0', ['NU']],
      ['X9Z9Z9', ['NT', 'NU']],
    ];
    for (const [postal, provinces] of cases) expect(provincesOfPostalCode(postal), postal).toEqual(provinces);
    expect(postalCodeFitsProvince('b0t 1k0', 'NS')).toBe(true);
    expect(postalCodeFitsProvince('B0T1K0', 'NB')).toBe(false);
  });

  it('says why a code does not fit a province', () => {
    expect(postalCodeProvinceMismatch('E4L1A1', 'NS')).toBe('a postal code starting with E is in New Brunswick, not Nova Scotia');
    expect(postalCodeProvinceMismatch('B0T1K0', 'NS')).toBeNull();
  });

  it('tells rural FSAs (second character 0) from urban ones', () => {
    expect(forwardSortationArea('b0t 1k0')).toBe('B0T');
    expect(isRuralFsa('B0T')).toBe(true);
    expect(isRuralFsa('B3H')).toBe(false);
  });

  it('parses a request field to its normalised form with a clear message', () => {
    expect(PostalCode.parse('b0t 1k0')).toBe('B0T1K0');
    const result = PostalCode.safeParse('90210');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('a Canadian postal code looks like A1A 1A1');
  });
});
