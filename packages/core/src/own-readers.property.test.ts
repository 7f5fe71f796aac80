import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvText } from './csv.js';
import { editDistance } from './edit-distance.js';
import { readDepositDate } from './emt/deposit-date.js';
import { htmlToText } from './emt/mime-text.js';
import { LOCALES, localeForAcceptLanguage } from './locale.js';
import { formatCents, parseDollars } from './money.js';
import { sanitizeSearchText } from './search-text.js';
import { CARRIER_HOSTS, DEFAULT_TRACKING_LINKS, KNOWN_CARRIERS, expandTrackingLink, trackingLinkTemplateProblem } from './shipments/carriers.js';
import { formatPostalCode, isCanadianPostalCode, normalizePostalCode, provincesOfPostalCode } from './shipping/postal-code.js';

// The readers and writers decision 052 keeps as our own, each fuzzed on any input: none throws, and
// each keeps the promise its callers rely on.

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary', maxLength: 200 }));

describe('our own readers and writers on any input', () => {
  it('money: any amount of cents written in dollars reads back as the same cents; any text reads as cents or null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const written = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseDollars(written)).toBe(cents);
        expect(parseDollars(`$${Number(written.split('.')[0]).toLocaleString('en-US')}.${written.split('.')[1]}`)).toBe(cents);
        expect(formatCents(cents)).toMatch(/\$/);
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const cents = parseDollars(text);
        if (cents !== null) expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
      }),
    );
  });

  it('bank and notice dates: any text is a real calendar date or null, in either slash order', () => {
    const dateLike = fc.oneof(
      anyText,
      fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 9999 })).map(([a, b, year]) => `${a}/${b}/${year}`),
      fc.tuple(fc.constantFrom('Nov', 'novembre', 'déc.', 'February', 'fév'), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1900, max: 2100 })).map(([month, day, year]) => `${day} ${month} ${year}`),
    );
    fc.assert(
      fc.property(dateLike, fc.constantFrom('month-first' as const, 'day-first' as const), (text, order) => {
        const date = readDepositDate(text, order);
        if (date !== null) {
          expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(Number.isNaN(Date.parse(date))).toBe(false);
        }
      }),
    );
  });

  it('postal codes: normalising is idempotent, a Canadian code is written A1A 1A1, and any text has a province list', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const normal = normalizePostalCode(text);
        expect(normalizePostalCode(normal)).toBe(normal);
        expect(Array.isArray(provincesOfPostalCode(text))).toBe(true);
        if (isCanadianPostalCode(text)) expect(formatPostalCode(text)).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      }),
    );
  });

  it('search text: only letters, digits, underscores, spaces and dots are left, and sanitising again changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const clean = sanitizeSearchText(text);
        expect(clean).toMatch(/^[\p{L}\p{N}_ .]*$/u);
        expect(sanitizeSearchText(clean)).toBe(clean);
      }),
    );
  });

  it('languages: any Accept-Language header gives English or French', () => {
    fc.assert(
      fc.property(fc.option(anyText), (header) => {
        expect(LOCALES).toContain(localeForAcceptLanguage(header));
      }),
    );
  });

  it('edit distance: zero only for the same word, the same both ways, and limit + 1 once past its limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 40 }), (a, b, limit) => {
        const distance = editDistance(a, b);
        expect(distance === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(distance);
        expect(editDistance(a, b, limit)).toBe(distance <= limit ? distance : limit + 1);
      }),
    );
  });

  it('HTML to text: any HTML gives text without a script or a tag left whole', () => {
    const htmlPiece = fc.oneof(fc.constantFrom('<p>', '</p>', '<br/>', '<script>alert(1)</script>', '<style>p{}</style>', '&amp;', '&#x110000;', '&#65;', '<!-- x -->', '<td>', '</td>', '<'), fc.string());
    fc.assert(
      fc.property(fc.array(htmlPiece, { maxLength: 30 }).map((pieces) => pieces.join('')), (html) => {
        const text = htmlToText(html);
        expect(text).not.toContain('<script>');
        expect(text).not.toMatch(/<\/?(?:p|br|td|style)\b[^>]*>/);
      }),
    );
  });

  it('CSV writing: any cells read back by csv-parse as written, a would-be formula with its guard', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('=SUM(A1)', '+1', '-2', '@x', '"', 'a,b', 'line\r\nbreak', ''));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 8 }), fc.boolean(), (rows, bom) => {
        const document = csvDocument(['first', 'second'], rows.map((cells) => cells.map(csvText)), { bom });
        const read = parse(document, { bom: true, relax_column_count: false }) as string[][];
        const guarded = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        expect(read).toEqual([['first', 'second'], ...rows.map((cells) => cells.map(guarded))]);
      }),
    );
  });

  it("tracking links: a template the rule keeps sends every tracking number to the carrier's own https site", () => {
    const carrierAndTemplate = fc.constantFrom(...KNOWN_CARRIERS).chain((carrier) =>
      fc.tuple(
        fc.constant(carrier),
        fc.oneof(
          fc.constant(DEFAULT_TRACKING_LINKS[carrier]),
          fc
            .tuple(
              fc.constantFrom('https://', 'https://', 'http://', 'https://user@', ''),
              fc.constantFrom(`www.${CARRIER_HOSTS[carrier][0]}`, CARRIER_HOSTS[carrier].at(-1)!, 'evil.example', `${CARRIER_HOSTS[carrier][0]}.evil.example`, `www.${CARRIER_HOSTS[carrier][0]}@evil.example`, `{tracking}.${CARRIER_HOSTS[carrier][0]}`, `${CARRIER_HOSTS[carrier][0]}:8443`, `${CARRIER_HOSTS[carrier][0]}{tracking}`),
              fc.constantFrom('/track/{tracking}', '/{lang}/t?n={tracking}', '{tracking}', '#{tracking}', '/x', '?{lang}={tracking}'),
            )
            .map((parts) => parts.join('')),
          anyText,
        ),
      ),
    );
    const tracking = fc.oneof(fc.string(), fc.constantFrom('../..', '@evil.example', '.evil.example', '%2F%2Fevil', '#', '?'));
    let kept = 0;
    fc.assert(
      fc.property(carrierAndTemplate, tracking, fc.constantFrom(...LOCALES), ([carrier, link], number, locale) => {
        if (trackingLinkTemplateProblem(carrier, link) !== null) return;
        kept += 1;
        const url = new URL(expandTrackingLink(link, number, locale));
        expect(url.protocol).toBe('https:');
        expect(url.username).toBe('');
        expect(CARRIER_HOSTS[carrier].some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))).toBe(true);
      }),
      { numRuns: 500 },
    );
    // Some generated templates are the carriers' own, so the rule's promise was put to the test.
    expect(kept).toBeGreaterThan(50);
  });
});
