import type { Cents } from './money.js';

/** Byte order mark: without it Excel reads UTF-8 as Windows-1252 and mangles "Montréal". */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: a would-be formula gets a leading apostrophe, then RFC 4180 quoting where needed. */
export function csvText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An amount cell: dollars with two decimals ("1234.56"), computed on the digits, never guarded. */
export function csvDollars(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole-number cell (a count such as stock), never guarded: a spreadsheet must read it as a number. */
export function csvInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  return String(value);
}

/**
 * A whole file from cells already written by csvText, csvDollars or csvInteger: the header's
 * cells as text, CRLF line ends (RFC 4180), and a byte order mark when asked.
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[], { bom = false } = {}): string {
  const lines = [header.map(csvText), ...rows];
  return (bom ? CSV_BOM : '') + lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
