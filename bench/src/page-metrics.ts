import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Lighthouse's mobile preset, which it labelled "Fast 3G" before renaming it "Slow 4G": 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, and a CPU four times slower than this one.
 */
export const FAST_3G = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

/** A phone like the shop's smallest supported screen. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 } as const;

/** How long the page must stay without network activity before its load is considered over. */
const QUIET_MS = 2_000;
export const LOAD_TIMEOUT_MS = 60_000;

/** What one load of one page measured. */
export interface PageMetrics {
  /** Scripts the page loaded, gzip -9 of each file's bytes: the size the aim is set in. */
  jsGzipBytes: number;
  /** Script bytes as the server actually sent them (its own choice of compression). */
  jsTransferBytes: number;
  jsFiles: number;
  fcpMs: number;
  lcpMs: number;
  /** The largest contentful paint's element, for reading the figures. */
  lcpElement: string;
  cls: number;
  /** The part of each long task after the first contentful paint, counted beyond its first 50 ms. */
  tbtMs: number;
}

/** A layout-shift entry as the page observed it. */
export interface LayoutShift {
  startTime: number;
  value: number;
  /** Shifts right after the user's input are expected and do not count. */
  hadRecentInput: boolean;
}

/** A longtask entry as the page observed it. */
export interface LongTask {
  startTime: number;
  duration: number;
}

const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;
const BLOCKING_THRESHOLD_MS = 50;

interface PageObservations {
  fcp: number;
  lcp: number;
  lcpElement: string;
  shifts: LayoutShift[];
  longTasks: LongTask[];
}

// Runs in the page before any of its own scripts: records paints, shifts and long tasks.
const OBSERVER_SCRIPT = `(() => {
  const seen = { fcp: 0, lcp: 0, lcpElement: '', shifts: [], longTasks: [] };
  window.__pageObservations = seen;
  const observe = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    seen.lcp = entry.startTime;
    const element = entry.element;
    seen.lcpElement = element ? element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '') : entry.url || '';
  });
  observe('layout-shift', (entry) => seen.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput }));
  observe('longtask', (entry) => seen.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));
})();`;

/**
 * CLS as browsers define it: the worst session window (gaps under 1 s, under 5 s from its first
 * shift), leaving out shifts that followed the user's input. The same bounds as web-vitals.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let window = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= SESSION_GAP_MS || shift.startTime - windowStart >= SESSION_MAX_MS) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, window);
  }
  return worst;
}

/**
 * Total blocking time: the part beyond 50 ms of every long task, counting only its time after
 * `fcp`. A task that was running when the first paint landed is cut there, as Lighthouse does.
 */
export function totalBlockingTime(longTasks: readonly LongTask[], fcp: number): number {
  return longTasks.reduce((sum, task) => {
    const afterFcp = task.startTime + task.duration - Math.max(task.startTime, fcp);
    return sum + Math.max(0, afterFcp - BLOCKING_THRESHOLD_MS);
  }, 0);
}

/** Who loads the page: their language, and what their browser keeps for the shop. */
export interface Visitor {
  /** The browser's language (navigator.language). */
  locale: string;
  /** The Accept-Language header the browser sends with it. */
  acceptLanguage: string;
  /** Cookies on the page's origin. */
  cookies: Readonly<Record<string, string>>;
  /** Local storage entries on the page's origin, set before the page's scripts run. */
  localStorage: Readonly<Record<string, string>>;
}

/** A fresh browser context (its own empty cache and storage) for `visitor` on a phone, for pages of `origin`. */
export async function phoneContext(browser: Browser, origin: string, visitor: Visitor): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: visitor.locale,
    extraHTTPHeaders: { 'Accept-Language': visitor.acceptLanguage },
  });
  const cookies = Object.entries(visitor.cookies).map(([name, value]) => ({ name, value, url: origin }));
  if (cookies.length > 0) await context.addCookies(cookies);
  const entries = JSON.stringify(visitor.localStorage);
  await context.addInitScript(
    `if (location.origin === ${JSON.stringify(origin)}) for (const [k, v] of Object.entries(${entries})) localStorage.setItem(k, v);`,
  );
  return context;
}

/** Waits until the page has made no request for QUIET_MS (or the load timeout has passed). */
export async function waitUntilQuiet(page: Page, lastNetworkActivity: () => number): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (Date.now() - lastNetworkActivity() < QUIET_MS && Date.now() < deadline) {
    await page.waitForTimeout(250);
  }
}

// Script files are named by their content: each is fetched and compressed once per run.
const gzipSizes = new Map<string, Promise<number>>();

/** The size of the file at `url` gzipped at level 9. */
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = fetch(url)
      .then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length)
      .catch((error: unknown) => {
        gzipSizes.delete(url);
        throw error;
      });
    gzipSizes.set(url, size);
  }
  return size;
}

/**
 * Loads `url` once in a fresh browser context (empty cache) on a throttled phone and measures it,
 * as `visitor` (cookies set and local storage entries written before the page's scripts run).
 */
export async function measurePage(browser: Browser, url: string, visitor: Visitor): Promise<PageMetrics> {
  const context = await phoneContext(browser, new URL(url).origin, visitor);
  try {
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: FAST_3G.latencyMs,
      downloadThroughput: FAST_3G.downloadBytesPerSecond,
      uploadThroughput: FAST_3G.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FAST_3G.cpuSlowdown });

    const scripts = new Map<string, { url: string; transferBytes: number }>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, transferBytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.transferBytes = event.encodedDataLength;
    });
    let lastNetworkActivity = Date.now();
    cdp.on('Network.requestWillBeSent', () => (lastNetworkActivity = Date.now()));
    cdp.on('Network.loadingFinished', () => (lastNetworkActivity = Date.now()));

    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitUntilQuiet(page, () => lastNetworkActivity);
    const observed = (await page.evaluate('window.__pageObservations')) as PageObservations;

    let jsGzipBytes = 0;
    let jsTransferBytes = 0;
    for (const script of scripts.values()) {
      jsGzipBytes += await gzipSizeOf(script.url);
      jsTransferBytes += script.transferBytes;
    }
    return {
      jsGzipBytes,
      jsTransferBytes,
      jsFiles: scripts.size,
      fcpMs: observed.fcp,
      lcpMs: observed.lcp,
      lcpElement: observed.lcpElement,
      cls: cumulativeLayoutShift(observed.shifts),
      tbtMs: totalBlockingTime(observed.longTasks, observed.fcp),
    };
  } finally {
    await context.close();
  }
}
