import type { Cents } from '../money.js';

// Thousands are grouped by commas in English, by spaces (often no-break or narrow no-break) in
// French. Periods are not read as grouping: "12.345" is refused rather than read as $12,345.
const GROUPED = /^\d{1,3}(?:([, \u00a0\u202f])\d{3})?(?:\1\d{3})*$/;

/**
 * Reads a Canadian dollar amount as a bank writes it, English or French, as signed cents: "$45.20",
 * "1,045.20", "1 045,20 $", "45,20 $ (CAD)", "-12.00", "(12.00)"; null when it is not one. Done on
 * the digits: no float ever holds the amount.
 */
export function readDollarAmount(text: string): Cents | null {
  const withoutCurrency = (value: string) =>
    value
      .trim()
      .replace(/\(?\s*CAD\s*\)?$/i, '')
      .trim()
      .replace(/^(?:CA|C)?\$\s*|\s*\$$/g, '');
  let rest = withoutCurrency(text);
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) [negative, rest] = [true, withoutCurrency(bracketed[1]!)];
  if (/^[-\u2212]/.test(rest) || /-$/.test(rest)) [negative, rest] = [!negative, withoutCurrency(rest.replace(/^[-\u2212]|-$/, ''))];
  else if (rest.startsWith('+')) rest = withoutCurrency(rest.slice(1));
  const decimals = /^(.*?)([.,])(\d{1,2})$/.exec(rest);
  const whole = decimals ? decimals[1]! : rest;
  if (!/^\d+$/.test(whole)) {
    const grouping = GROUPED.exec(whole);
    if (!grouping || (decimals && grouping[1] === decimals[2])) return null;
  }
  const dollars = Number(whole.replace(/\D/g, ''));
  const cents = dollars * 100 + Number((decimals?.[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
