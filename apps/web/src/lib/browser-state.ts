// The one door to what only a browser holds: local and session storage, cookies written by script,
// the browser's language, the window's width and the page's language. The storefront's modules are
// also imported and rendered on the server, in Node, where there is no window: there every read
// answers "nothing kept" (so callers fall back to their defaults: an empty cart, no session, the
// default locale) and every write does nothing. Node 22+ may even have a `localStorage` of its own,
// shared by every request: it is never touched. Code that runs only in effects and event handlers
// (focus, scrolling, `document.title`, navigation) may use the DOM directly.

/** Whether this code runs in a browser page, not in the server's render. */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/** Local storage outlives the tab; session storage lasts as long as it. */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  if (!inBrowser()) return null;
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The text kept under `key`, or null when nothing is, storage is refused (private mode, policy) or there is no browser. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when storage is full or refused (the value then lasts as long as the page) or there is no browser. */
export function writeStored(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = storageOf(area);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key`. */
export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Calls `listener` when another tab changes local storage, with the key it changed (null: all of
 * it was cleared). Returns the function that stops listening.
 */
export function onStoredChangeElsewhere(listener: (key: string | null) => void): () => void {
  if (!inBrowser()) return () => undefined;
  const heard = (event: StorageEvent) => listener(event.key);
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}

/** Sets a cookie for the whole site, readable by the server on the next request. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!inBrowser()) return;
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Sets a cookie for the whole site that lasts as long as the browser session. */
export function writeSessionCookie(name: string, value: string): void {
  if (!inBrowser()) return;
  document.cookie = `${name}=${value}; path=/; samesite=lax`;
}

/** The value of a cookie the page can read, or null (none, or no browser). */
export function readCookie(name: string): string | null {
  if (!inBrowser()) return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return null;
}

/** The language the browser asks for (`fr-CA`, `en-US`…), or null without a browser. */
export function browserLanguage(): string | null {
  return inBrowser() ? window.navigator.language : null;
}

/** The window's width in CSS pixels, or null on the server, which cannot know it. */
export function viewportWidth(): number | null {
  return inBrowser() ? window.innerWidth : null;
}

/** The language the page is in (`<html lang>`), or null without a page. */
export function pageLanguage(): string | null {
  return inBrowser() ? document.documentElement.lang : null;
}

/** Sets `<html lang>`, so the browser and assistive technology read the page in its language. */
export function setPageLanguage(language: string): void {
  if (inBrowser()) document.documentElement.lang = language;
}
