import { LOCALE_COOKIE, type Locale, localeForLanguage, parseLocale } from '@backroom/core/locale';

const STORAGE_KEY = 'backroom.locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the shopper chose before, if storage holds a valid one (anything else is ignored). */
export function storedLocale(): Locale | null {
  try {
    return parseLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage blocked (private mode, policy)
  }
}

/** The language to show: the shopper's choice, else the browser's (French for any fr-*, else English). */
export function preferredLocale(): Locale {
  return storedLocale() ?? localeForLanguage(window.navigator.language);
}

/** Tells the server which language the page is in, so its next first view is in the same one. */
export function shareLocaleWithServer(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Remembers the shopper's choice of language in this browser, and tells the server. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts as long as the page
  }
  shareLocaleWithServer(locale);
}
