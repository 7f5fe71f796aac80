import type { Locale } from '@backroom/core/locale';
import { formatCents } from '@backroom/core/money';
import type { Translator } from '../../lib/i18n/use-messages';
import type { listingFiltersMessages } from './listing-filters.messages';

/** The listing filters' messages. */
export type FiltersTranslator = Translator<NonNullable<(typeof listingFiltersMessages)['ids']>>;

const wholeDollars = new Map<Locale, Intl.NumberFormat>();

/** A price in whole dollars without cents ("$25"), else with them ("$24.99"). */
function priceBound(cents: number, locale: Locale): string {
  if (cents % 100 !== 0) return formatCents(cents, locale);
  let format = wholeDollars.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    wholeDollars.set(locale, format);
  }
  return format.format(cents / 100);
}

/**
 * A price filter in a shopper's words: "Under $25" (up to $24.99), "$25 – $50", "$250 and up",
 * "Up to $30"; a high end one cent below a whole dollar reads as "under" that dollar.
 */
export function priceRangeLabel(t: FiltersTranslator, minPrice: number | null, maxPrice: number | null): string {
  const belowDollar = maxPrice !== null && (maxPrice + 1) % 100 === 0;
  const high = maxPrice === null ? '' : priceBound(belowDollar ? maxPrice + 1 : maxPrice, t.locale);
  if (minPrice === null || minPrice === 0) {
    if (maxPrice === null) return t('listingFilters.bar.anyPrice');
    return t(belowDollar ? 'listingFilters.bar.under' : 'listingFilters.bar.upTo', { price: high });
  }
  const low = priceBound(minPrice, t.locale);
  if (maxPrice === null) return t('listingFilters.bar.andUp', { price: low });
  return t('listingFilters.bar.between', { low, high });
}
