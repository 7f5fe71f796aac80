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
