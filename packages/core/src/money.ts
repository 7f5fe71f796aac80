/** An amount of Canadian money as a whole number of cents. */
export type Cents = number;

/** Formats cents as dollars with two decimals, e.g. 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats a low-high price range; a single price when both ends are equal. */
export function formatCentsRange(low: Cents, high: Cents): string {
  return low === high ? formatCents(low) : `${formatCents(low)} - ${formatCents(high)}`;
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
