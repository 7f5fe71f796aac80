import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvDollars, csvInteger, csvText } from './csv.js';

describe('csvText', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvText('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvText('The "Big" Bloom')).toBe('"The ""Big"" Bloom"');
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvText('line one\nline two')).toBe('"line one\nline two"');
    expect(csvText('plain')).toBe('plain');
    expect(csvText('')).toBe('');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvText('+1 902')).toBe("'+1 902");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tcmd')).toBe("'\tcmd");
    expect(csvText('\rcmd')).toBe(`"'\rcmd"`);
  });
});

describe('csvDollars and csvInteger', () => {
  it('writes cents as dollars with two decimals, negatives included, unguarded', () => {
    expect(csvDollars(0)).toBe('0.00');
    expect(csvDollars(5)).toBe('0.05');
    expect(csvDollars(123_456)).toBe('1234.56');
    expect(csvDollars(-1_050)).toBe('-10.50');
    expect(csvDollars(-5)).toBe('-0.05');
  });

  it('refuses what is not a whole number', () => {
    expect(() => csvDollars(12.5)).toThrow(RangeError);
    expect(() => csvInteger(Number.NaN)).toThrow(RangeError);
    expect(csvInteger(-3)).toBe('-3');
  });
});

describe('csvDocument', () => {
  it('writes the header as text and CRLF after every line, with a byte order mark only when asked', () => {
    expect(csvDocument(['id', 'a, b'], [['x', csvDollars(100)]])).toBe('id,"a, b"\r\nx,1.00\r\n');
    expect(csvDocument(['id'], [], { bom: true })).toBe(`${CSV_BOM}id\r\n`);
  });
});
