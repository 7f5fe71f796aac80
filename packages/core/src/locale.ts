/** The storefront's languages: Canadian English (the default) and Canadian French. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The cookie that tells the server which language the shopper chose, for its first view. */
export const LOCALE_COOKIE = 'backroom_lang';

/** Where the storefront keeps the shopper's choice of language in local storage. */
export const LOCALE_STORAGE_KEY = 'backroom.locale';

/** The locale a stored value names, or null for anything else (an old or tampered value). */
export function parseLocale(value: unknown): Locale | null {
  return LOCALES.find((locale) => locale === value) ?? null;
}

/** The shop's locale for a browser language tag: any French (fr, fr-FR, fr-CA...) is fr-CA, else en-CA. */
export function localeForLanguage(tag: string | null | undefined): Locale {
  return /^fr(-|_|$)/i.test(tag?.trim() ?? '') ? 'fr-CA' : DEFAULT_LOCALE;
}

/**
 * The locale an Accept-Language header prefers among the shop's two: the highest-weighted
 * English or French range wins; other languages, '*' and a missing header give en-CA.
 */
export function localeForAcceptLanguage(header: string | null | undefined): Locale {
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=(.*)$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    const weight = quality === undefined ? 1 : /^\s*[01](\.\d{0,3})?\s*$/.test(quality) ? Number(quality) : Number.NaN;
    const language = range.trim().toLowerCase();
    if (!(weight > 0) || !/^(en|fr)(-|$)/.test(language)) continue;
    if (!best || weight > best.weight) best = { locale: localeForLanguage(language), weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date or moment in the shopper's language, e.g. 'November 24, 2026' or
 * '24 novembre 2026'; `timeZone` defaults to the shop's (Nova Scotia).
 */
export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  timeZone = 'America/Halifax',
): string {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(new Date(value));
}
