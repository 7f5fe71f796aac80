import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { forgetLeftCartSync } from '../features/checkout/left-cart-sync';
import { reloadCart } from '../lib/cart-store';
import { forgetDownloadedLanguages } from '../lib/i18n/catalogue';

// jsdom has the <dialog> element but not its modal methods: open and close it by its `open`
// attribute. The top layer, inertness, focus and Escape are the browser's (covered by the e2e).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// What a test waits for (findBy…, waitFor) is what a shopper would see after a click. Testing
// Library gives up after 1 s; on a 2-core machine running the API tests beside these, a render
// after an answer has taken longer (item-dialog's "Added … to cart." in a fresh clone's run), so
// wait up to 5 s. The assertions are the same; a screen that never shows it still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A test in the Node environment (no window) has no storage to clear.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

/** Emotion's default cache, which MUI's styles go through: the one every render without a CacheProvider uses. */
function defaultEmotionCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  const Peek = () => {
    cache = useEmotionCache();
    return null;
  };
  render(createElement(Peek)).unmount();
  return cache;
}

// MUI's Tooltip remembers module-wide that a tooltip was open moments before (and, if the tooltip
// was unmounted open, for good), and then opens the next one without its delay. Its reset is
// exported from the module file but not from the package's entry points: import that file.
const { testReset: forgetOpenTooltips } = (await import(
  /* @vite-ignore */ new URL('./Tooltip/Tooltip.js', import.meta.resolve('@mui/material')).href
)) as { testReset: () => void };

/** Expires every cookie the page can see. */
function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// The files share one worker, one module graph and one jsdom page (isolate: false in
// vitest.config.ts, docs/decisions/083). After each file, everything a file could leave behind is
// put back as a page of its own would start, so no file sees another's.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A test in the Node environment (no window) has no page to put back.
  if (typeof window === 'undefined') return;
  cleanup();
  // Emotion inserts each style once per page and never takes it out. Kept across files, the
  // style elements of every screen pile up, and jsdom reads them all for each getComputedStyle
  // (every getByRole): the later files ran up to 7 times slower. A new file starts without them.
  const cache = defaultEmotionCache();
  if (cache) {
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = '';
  // Modules' page-long state: the cart's in-memory copy, the left cart's sync, the French
  // messages, MUI's memory of an open tooltip.
  reloadCart();
  forgetLeftCartSync();
  forgetDownloadedLanguages();
  forgetOpenTooltips();
});
