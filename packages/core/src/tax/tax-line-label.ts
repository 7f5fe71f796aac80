import type { Locale } from '../locale.js';
import type { TaxLine } from './sales-tax.js';

/** Each tax's name as Canadian French writes it (TPS, TVH, TVP, TVQ); Manitoba's RST is shown as a PST, as in English. */
const FRENCH_NAMES: Record<TaxLine['kind'], string> = { TAX: 'Taxe', GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' };
const ENGLISH_NAMES: Record<TaxLine['kind'], string> = { TAX: 'Tax', GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST' };

/**
 * A tax line's label in the shopper's language, from its kind and rate (never from the stored
 * English label): 'GST 5%', 'QST 9.975%' in English; 'TPS 5 %', 'TVQ 9,975 %' in French.
 */
export function taxLineLabel(line: Pick<TaxLine, 'kind' | 'ratePer100k'>, locale: Locale): string {
  const percent = line.ratePer100k / 1000;
  if (locale === 'fr-CA') {
    const rate = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 3 }).format(percent);
    return `${FRENCH_NAMES[line.kind]} ${rate}\u00a0%`;
  }
  return `${ENGLISH_NAMES[line.kind]} ${String(percent)}%`;
}
