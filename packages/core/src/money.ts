import { DEFAULT_LOCALE, type Locale } from './locale.js';

/** An amount of Canadian money as a whole number of cents. */
export type Cents = number;

const currencyFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Formats cents as Canadian dollars in the shopper's language: 123456 → "$1,234.56" (en-CA),
 * "1 234,56 $" (fr-CA).
 */
export function formatCents(cents: Cents, locale: Locale = DEFAULT_LOCALE): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    currencyFormats.set(locale, format);
  }
  // `+ 0` turns -0 (an amount negated for a discount row, say) into 0: never "-$0.00".
  return format.format(cents / 100 + 0);
}

/** Formats a low-high price range; a single price when both ends are equal. */
export function formatCentsRange(low: Cents, high: Cents, locale: Locale = DEFAULT_LOCALE): string {
  return low === high ? formatCents(low, locale) : `${formatCents(low, locale)} - ${formatCents(high, locale)}`;
}

/**
 * Reads an amount typed in dollars ("12", "12.5", "$1,234.56") as cents; null when it is not a
 * non-negative amount with at most two decimals. Done on the digits, so no float rounding.
 */
export function parseDollars(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && !match[2])) return null;
  const dollars = Number((match[1] ?? '0').replaceAll(',', ''));
  const cents = dollars * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
