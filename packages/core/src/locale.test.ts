import { describe, expect, it } from 'vitest';
import { formatDate, localeForAcceptLanguage, localeForLanguage, parseLocale } from './locale.js';

describe('parseLocale', () => {
  it('accepts only the two locales the shop speaks', () => {
    expect(parseLocale('en-CA')).toBe('en-CA');
    expect(parseLocale('fr-CA')).toBe('fr-CA');
    for (const value of ['fr', 'fr-FR', 'FR-CA', 'en', '', null, undefined, 42, {}]) expect(parseLocale(value)).toBeNull();
  });
});

describe('localeForLanguage', () => {
  it('reads any French as Canadian French and everything else as Canadian English', () => {
    expect(localeForLanguage('fr')).toBe('fr-CA');
    expect(localeForLanguage('fr-FR')).toBe('fr-CA');
    expect(localeForLanguage('FR_ca')).toBe('fr-CA');
    expect(localeForLanguage('en-US')).toBe('en-CA');
    expect(localeForLanguage('fy')).toBe('en-CA');
    expect(localeForLanguage('')).toBe('en-CA');
    expect(localeForLanguage(undefined)).toBe('en-CA');
  });
});

describe('localeForAcceptLanguage', () => {
  it('takes the best-weighted of English and French, skipping other languages', () => {
    expect(localeForAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(localeForAcceptLanguage('en-CA,en;q=0.9,fr;q=0.8')).toBe('en-CA');
    expect(localeForAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr-CA');
    expect(localeForAcceptLanguage('en;q=0.4, fr-BE;q=0.7')).toBe('fr-CA');
    expect(localeForAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en-CA');
  });

  it('falls back to English without a usable header', () => {
    for (const header of [undefined, null, '', '*', 'de', 'garbage;;;', 'fr;q=abc']) expect(localeForAcceptLanguage(header)).toBe('en-CA');
  });
});

describe('formatDate', () => {
  it('writes a date in the shopper language, in Nova Scotia time', () => {
    // 02:30 UTC on 25 November is still 24 November in Halifax.
    expect(formatDate('2026-11-25T02:30:00Z', 'en-CA')).toBe('November 24, 2026');
    expect(formatDate('2026-11-25T02:30:00Z', 'fr-CA')).toBe('24 novembre 2026');
  });
});
