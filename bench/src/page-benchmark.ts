import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findFreePort, LOOPBACK } from './free-port.js';
import { startManagedProcess, waitUntilReady } from './managed-process.js';
import { measurePage, type PageMetrics } from './page-metrics.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_STORE = 'backroom';
// The first start draws and encodes every demo picture.
const READY_TIMEOUT_MS = 180_000;

// A returning shopper who has passed the age gate: the pages themselves, not the gate, are measured.
const RETURNING_SHOPPER = { cart: JSON.stringify({ customerAddress: { ageCheck: true } }) };

export interface PageResult {
  name: string;
  path: string;
  runs: PageMetrics[];
}

interface CategoryEntry {
  id: string;
  name: string;
  parentId: string;
}

/**
 * The pages a shopper lands on from outside: the home page, the category with the most items
 * and the first item of that category, each opened by its own address.
 */
async function choosePages(storeUrl: string): Promise<{ name: string; path: string }[]> {
  const categories = (await (await fetch(`${storeUrl}/categories`)).json()) as CategoryEntry[];
  let best: { id: string; items: { id: string }[] } | undefined;
  for (const category of categories) {
    const items = (await (await fetch(`${storeUrl}/items/category/${encodeURIComponent(category.id)}`)).json()) as { id: string }[];
    if (!best || items.length > best.items.length) best = { id: category.id, items };
  }
  const item = best?.items[0];
  if (!best || !item) throw new Error('the demo shop has no category with items');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${encodeURIComponent(best.id)}` },
    { name: 'item', path: `/item/${encodeURIComponent(item.id)}` },
  ];
}

/** Starts the built server on a fresh demo shop (SQLite) and measures each page `runs` times. */
export async function runPageBenchmark(log: (line: string) => void, runs: number): Promise<PageResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-page-bench-'));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: LOOPBACK, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const server = startManagedProcess({ name: 'server (demo shop)', command: process.execPath, args: [SERVER_ENTRY], env });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    log('pages: starting the demo shop…');
    await waitUntilReady(server, `${baseUrl}/readyz`, READY_TIMEOUT_MS);
    const pages = await choosePages(`${baseUrl}/${DEMO_STORE}/api/v1`);
    const results: PageResult[] = [];
    for (const page of pages) {
      // One unmeasured load first, so the server's own caches are as a visitor would find them.
      await measurePage(browser, `${baseUrl}${page.path}`, RETURNING_SHOPPER);
      const measured: PageMetrics[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measurePage(browser, `${baseUrl}${page.path}`, RETURNING_SHOPPER));
      results.push({ ...page, runs: measured });
      log(`pages: ${page.name} (${page.path}) measured ${runs} times`);
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
