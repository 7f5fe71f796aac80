import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale, localeForLanguage, parseLocale } from '@backroom/core/locale';
import { browserLanguage, readStored, writeCookie, writeStored } from '../browser-state';

// The server's first-view check reads it too (apps/server/src/web/first-view-check.ts).
const STORAGE_KEY = LOCALE_STORAGE_KEY;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the shopper chose before, if storage holds a valid one (anything else is ignored). */
export function storedLocale(): Locale | null {
  // Storage blocked (private mode, policy) or the server's render: no choice kept.
  return parseLocale(readStored(STORAGE_KEY));
}

/**
 * The language to show: the shopper's choice, else the browser's (French for any fr-*, else
 * English); on the server, English (it picks the page's language itself, from its cookie).
 */
export function preferredLocale(): Locale {
  return storedLocale() ?? localeForLanguage(browserLanguage());
}

/** Tells the server which language the page is in, so its next first view is in the same one. */
export function shareLocaleWithServer(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, ONE_YEAR_SECONDS);
}

/** Remembers the shopper's choice of language in this browser, and tells the server. */
export function rememberLocale(locale: Locale): void {
  // Storage blocked: the choice lasts as long as the page.
  writeStored(STORAGE_KEY, locale);
  shareLocaleWithServer(locale);
}
