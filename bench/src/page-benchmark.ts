import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findFreePort, LOOPBACK } from './free-port.js';
import { auditWithLighthouse } from './lighthouse-audit.js';
import { startManagedProcess, waitUntilReady } from './managed-process.js';
import { measurePage, type PageMetrics, type Visitor } from './page-metrics.js';
import { captureSnapshot } from './page-snapshot.js';
import { type Language, type LanguageCode, LANGUAGES, type LighthouseRun, MEASURED_PAGES, type PagePair, type VisitKind } from './page-suite.js';
import { type SnapshotProxy, startSnapshotProxy } from './snapshot-proxy.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/server.bundle.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_STORE = 'backroom';
// The first start draws and encodes every demo picture.
const READY_TIMEOUT_MS = 180_000;

/** The cookie that tells the server a visitor has said they are 19 or older (packages/core/src/storefront-gates.ts). */
const AGE_CONFIRMED_COOKIE = 'backroom_age_ok';
/** A returning shopper's cart in local storage, which says the same (apps/web/src/lib/gate-answers.ts). */
const RETURNING_SHOPPER_STORAGE = { cart: JSON.stringify({ customerAddress: { ageCheck: true } }) };

export interface PageBenchmarkResult {
  pairs: PagePair[];
  lighthouse: LighthouseRun[];
}

export interface PageBenchmarkOptions {
  /** Measured loads of each page and of its snapshot. */
  runs: number;
  /** The languages Lighthouse audits in (none: no Lighthouse). */
  lighthouseLanguages: readonly LanguageCode[];
}

function visitor(language: Language, visit: VisitKind): Visitor {
  return {
    locale: language.locale,
    acceptLanguage: language.acceptLanguage,
    cookies: visit === 'returning' ? { [AGE_CONFIRMED_COOKIE]: '1' } : {},
    localStorage: visit === 'returning' ? RETURNING_SHOPPER_STORAGE : {},
  };
}

/** Fails early, naming the page, if the demo shop lacks what a measured page shows. */
async function checkDemoPages(storeUrl: string): Promise<void> {
  const categories = (await (await fetch(`${storeUrl}/categories`)).json()) as { id: string }[];
  const problems = [
    categories.some((category) => category.id === 'base-nutrients') ? '' : 'no category base-nutrients',
    (await fetch(`${storeUrl}/items/canna-terra-vega`)).ok ? '' : 'no item canna-terra-vega',
    ((await (await fetch(`${storeUrl}/items/search/nutrient`)).json()) as unknown[]).length > 1 ? '' : 'fewer than 2 results for "nutrient"',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`the demo shop does not have the measured pages: ${problems.join('; ')}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/**
 * Starts the built server on a fresh demo shop (SQLite) with a snapshot proxy in front, measures
 * each page and its script-free snapshot `runs` times in turn in each language, then audits the
 * pages with Lighthouse.
 */
export async function runPageBenchmark(log: (line: string) => void, options: PageBenchmarkOptions): Promise<PageBenchmarkResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-page-bench-'));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: LOOPBACK, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const server = startManagedProcess({ name: 'server (demo shop)', command: process.execPath, args: [SERVER_ENTRY], env });
  const serverUrl = `http://${LOOPBACK}:${port}`;
  const proxy = await startSnapshotProxy(serverUrl);
  try {
    log('pages: starting the demo shop…');
    await waitUntilReady(server, `${serverUrl}/readyz`, READY_TIMEOUT_MS);
    await checkDemoPages(`${serverUrl}/${DEMO_STORE}/api/v1`);
    const pairs = await measurePairs(proxy, log, options.runs);
    const lighthouse = await runLighthouse(serverUrl, log, options.lighthouseLanguages);
    return { pairs, lighthouse };
  } finally {
    await proxy.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measurePairs(proxy: SnapshotProxy, log: (line: string) => void, runs: number): Promise<PagePair[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const pairs: PagePair[] = [];
    for (const language of LANGUAGES) {
      const returning = visitor(language, 'returning');
      for (const page of MEASURED_PAGES) {
        const started = Date.now();
        const pageUrl = `${proxy.baseUrl}${page.path}`;
        // Unthrottled, this load is also the one that leaves the server's caches as a visitor finds them.
        const html = await captureSnapshot(browser, pageUrl, returning);
        const lang = /^<!DOCTYPE html><html[^>]*\slang="([^"]*)"/i.exec(html)?.[1];
        if (lang !== language.locale) {
          throw new Error(`${page.path} in ${language.name} was rendered in '${lang ?? '?'}': ${html.slice(0, 300)}`);
        }
        const snapshotUrl = `${proxy.baseUrl}${await proxy.addSnapshot(`${page.name}-${language.code.toLowerCase()}`, html)}`;
        const served: PageMetrics[] = [];
        const snapshot: PageMetrics[] = [];
        for (let run = 0; run < runs; run += 1) {
          served.push(await measurePage(browser, pageUrl, returning));
          snapshot.push(await measurePage(browser, snapshotUrl, returning));
        }
        const stray = snapshot.find((load) => load.jsFiles > 0);
        if (stray) throw new Error(`the snapshot of ${page.path} in ${language.name} loaded ${stray.jsFiles} scripts`);
        pairs.push({ ...page, language: language.code, served, snapshot });
        log(`pages: ${page.name} (${page.path}) in ${language.name}: page and snapshot loaded ${runs} times each (${seconds(started)})`);
      }
    }
    return pairs;
  } finally {
    await browser.close();
  }
}

async function runLighthouse(serverUrl: string, log: (line: string) => void, languages: readonly LanguageCode[]): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (const language of LANGUAGES.filter((candidate) => languages.includes(candidate.code))) {
    for (const page of MEASURED_PAGES) {
      for (const visit of ['first', 'returning'] as const) {
        const started = Date.now();
        const { locale, acceptLanguage, cookies } = visitor(language, visit);
        try {
          const report = await auditWithLighthouse(`${serverUrl}${page.path}`, { locale, acceptLanguage, cookies }, CHROMIUM);
          runs.push({ ...page, language: language.code, visit, report });
          const { scores } = report;
          log(
            `lighthouse: ${page.name} in ${language.name}, ${visit} visit: ${scores.performance} / ${scores.accessibility} / ` +
              `${scores['best-practices']} / ${scores.seo} (${seconds(started)})`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          runs.push({ ...page, language: language.code, visit, error: message });
          log(`lighthouse: ${page.name} in ${language.name}, ${visit} visit FAILED: ${message}`);
        }
      }
    }
  }
  return runs;
}
