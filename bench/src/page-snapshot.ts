import type { Browser } from 'playwright-core';
import { LOAD_TIMEOUT_MS, phoneContext, type Visitor, waitUntilQuiet } from './page-metrics.js';

/**
 * Runs in the loaded page: its document as it stands, doctype included. Style elements are written
 * out from their style sheets, since Emotion adds its rules with insertRule (they are in no
 * element's text, and outerHTML would leave them out); modal dialogs lose their `open`.
 */
const SERIALIZE_DOCUMENT = `(() => {
  const copy = document.documentElement.cloneNode(true);
  const live = document.documentElement.querySelectorAll('style');
  const copies = copy.querySelectorAll('style');
  live.forEach((style, index) => {
    const target = copies[index];
    if (!style.sheet || !target) return;
    try {
      target.textContent = Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\\n');
    } catch {}
  });
  // A dialog opened with showModal() is in the top layer, which markup cannot say: it goes back to
  // what the server sends, a dialog not yet open, which the storefront styles to show where the
  // open one will (over the page, with the backdrop's shade).
  const liveDialogs = document.documentElement.querySelectorAll('dialog');
  const copiedDialogs = copy.querySelectorAll('dialog');
  liveDialogs.forEach((dialog, index) => {
    if (dialog.matches(':modal')) copiedDialogs[index]?.removeAttribute('open');
  });
  const doctype = document.doctype ? '<!DOCTYPE ' + document.doctype.name + '>' : '';
  return doctype + copy.outerHTML;
})()`;

/** One opening tag's attribute, as a browser serializes it (double quotes), or undefined. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1];
}

const words = (value: string | undefined) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** Whether a `<link>` tag brings script: a module preload, or a preload of a script. */
function isScriptLink(tag: string): boolean {
  const rel = words(attribute(tag, 'rel'));
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script');
}

/**
 * A rendered document without its scripts: every `<script>` element (the app's, its JSON data,
 * the inline first-view check) and every link that preloads script goes; styles, style sheets and
 * picture preloads stay. `html` is serialized by a browser, so a script's text cannot hold `</script`.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => (isScriptLink(tag) ? '' : tag));
}

/**
 * The page at `url` as `visitor` sees it once it has loaded and gone quiet (not throttled: only
 * its final document matters), serialized with its styles and stripped of its scripts.
 */
export async function captureSnapshot(browser: Browser, url: string, visitor: Visitor): Promise<string> {
  const context = await phoneContext(browser, new URL(url).origin, visitor);
  try {
    const page = await context.newPage();
    let lastNetworkActivity = Date.now();
    page.on('request', () => (lastNetworkActivity = Date.now()));
    page.on('requestfinished', () => (lastNetworkActivity = Date.now()));
    page.on('requestfailed', () => (lastNetworkActivity = Date.now()));
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await waitUntilQuiet(page, () => lastNetworkActivity);
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    return withoutScripts((await page.evaluate(SERIALIZE_DOCUMENT)) as string);
  } finally {
    await context.close();
  }
}
