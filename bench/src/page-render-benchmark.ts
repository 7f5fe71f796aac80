import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answersOf } from './answers-of.js';
import { steadyLoad, waitUntilIdle } from './api-benchmark.js';
import { writeBaselineAnswers } from './baseline-answers.js';
import { BASELINE_KINDS, startBaselineServer, type BaselineKind, type BaselineServer } from './baseline-server.js';
import { DEFAULT_ITEMS, type BenchOptions } from './bench-options.js';
import { sampleCatalogue } from './catalogue-sample.js';
import { prepareDatabase, type DatabaseTarget } from './database-target.js';
import { latencySummary, type LatencySummary } from './latency-sample.js';
import { runLoadTest, type LoadTestOptions, type LoadTestResult } from './load-test.js';
import {
  closestCategory,
  isServerRenderedPage,
  leafCategories,
  type CategoryCount,
  type CategoryEntry,
} from './page-render-pages.js';
import { seedCatalogue } from './seed-catalogue.js';
import { startServer } from './server-process.js';
import { ensureThirtyItemCategory, THIRTY_ITEM_CATEGORY } from './thirty-item-category.js';

/** The store the server renders the storefront of (STOREFRONT_STORE in apps/server/src/web/storefront-document.ts). */
export const PAGE_STORE = 'backroom';
/**
 * Its own SQLite data directory under BENCH_DATA_ROOT: the API's store is `bench`, the storefront's
 * `backroom`, and a catalogue of another size gets a directory of its own so sizes never mix.
 */
function pageDataDir(items: number): string {
  return items === DEFAULT_ITEMS ? 'sqlite-pages' : `sqlite-pages-${items}`;
}
/**
 * The category page is the leaf whose listing comes closest to this many items: the leaf of exactly
 * that many that ensureThirtyItemCategory makes after seeding (every generated leaf lists 95–100).
 */
export const CATEGORY_TARGET_ITEMS = THIRTY_ITEM_CATEGORY.items;

export const PAGE_NAMES = ['home', 'category', 'item'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** What a browser sends for a page: it takes brotli, reads Canadian English and has answered the age question. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-CA',
  cookie: 'backroom_age_ok=1',
};
/** The storefront's own API requests from that browser. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-CA',
};

/** Uncached renders: one client, one request at a time; the first few are not counted (the server's code warms up). */
export const UNCACHED_SAMPLE = { clients: 1, unmeasured: 20, requests: 300, maxSeconds: 60 } as const;

const REQUEST_TIMEOUT_MS = 10_000;
const CATEGORY_COUNT_CLIENTS = 4;

/** One page of the section: its path and how much it weighs. */
export interface StorefrontPage {
  name: PageName;
  path: string;
  /** The category page's listing size. */
  listedItems?: number;
  htmlBytes: number;
  /** The body as sent with PAGE_HEADERS' Accept-Encoding. */
  encodedBytes: number;
  encoding: string;
}

/** Latencies of single requests, milliseconds, each answer checked to be a server-rendered page. */
export interface RenderSample extends LatencySummary {
  /** Answers that were not a 200 with server-rendered markup (e.g. the page fell back to the browser). */
  failed: number;
}

/** A load run on one page, and whether the page was still a server-rendered 200 before and after it. */
export interface PageLoadResult {
  load: LoadTestResult;
  /** Problems the checks around the run found; empty when the page was right. */
  problems: string[];
}

export interface PageRenderResult {
  label: string;
  version: string;
  storeId: string;
  items: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Leaf categories counted to find the category page. */
  leafCategories: number;
  pages: Record<PageName, StorefrontPage>;
  /** Item ids `GET /items/{id}` rotates over in the cached process. */
  itemIds: number;
  /**
   * One server process with the catalogue cache on: item by id and the three pages, side by side;
   * and the bare servers under the same loads, answering with the same bytes, just before each.
   */
  cached: {
    itemById: LoadTestResult;
    pages: Record<PageName, PageLoadResult>;
    baselines: Record<BaselineKind, { itemById: LoadTestResult; pages: Record<PageName, LoadTestResult> }>;
  };
  /**
   * The page itself not kept, in the cached process: each request names another host (part of a
   * page's cache key, as its links and Open Graph tags carry it), so the page is rendered anew, from
   * the store's configuration and categories the cache keeps; the page's own data is read each time.
   */
  pageNotKept: Record<PageName, RenderSample>;
  /** A second server process with CATALOG_CACHE_MB=0: every page rendered anew. */
  uncached: Record<PageName, RenderSample>;
  /** The same process at full load (informational). */
  uncachedLoad: Record<PageName, PageLoadResult>;
  /** Where the uncached server's CPU profile went, when one was asked for (BENCH_RENDER_PROFILE). */
  cpuProfileDir?: string;
}

/**
 * The storefront's server-rendered pages on SQLite: the home page, a category of 30 items (made
 * after seeding from a generated leaf, see thirty-item-category.ts) and an item, cached (page req/s
 * beside item by id's in the same server process) and uncached (each render timed from one client
 * on a server that keeps nothing). Every answer must be a 200 with the
 * server's markup: a page that fell back to browser rendering counts as failed.
 */
export async function runPageRenderBenchmark(options: BenchOptions, log: (line: string) => void): Promise<PageRenderResult> {
  const target = await prepareDatabase('sqlite', pageDataDir(options.items));
  log(`${target.label} (pages): seeding ${options.items.toLocaleString('en-US')} items into store '${PAGE_STORE}' if missing…`);
  log(`  ${await seedCatalogue(target, options.items, PAGE_STORE)}`);
  log(`  ${ensureThirtyItemCategory(target, PAGE_STORE)}`);
  const storePath = `/${PAGE_STORE}/api/v1`;

  // The uncached process first: it also finds the pages, and keeps none of the API answers that takes.
  // BENCH_RENDER_PROFILE=<dir> has it write a CPU profile (node --cpu-prof) there when it stops.
  const profileDir = process.env.BENCH_RENDER_PROFILE || undefined;
  const uncachedTarget: DatabaseTarget = { ...target, env: { ...target.env, CATALOG_CACHE_MB: '0' } };
  const uncachedServer = await startServer(uncachedTarget, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  let pages: Record<PageName, StorefrontPage>;
  let itemIds: string[];
  let leafCount: number;
  let uncached: Record<PageName, RenderSample>;
  let uncachedLoad: Record<PageName, PageLoadResult>;
  try {
    const { baseUrl } = uncachedServer;
    log(`  uncached server (CATALOG_CACHE_MB=0) ready at ${baseUrl}${profileDir ? `, CPU profile to ${profileDir}` : ''}; choosing the pages`);
    const sample = await sampleCatalogue(`${baseUrl}${storePath}`, options.items);
    itemIds = sample.itemIds;
    const categories = await getJson<CategoryEntry[]>(`${baseUrl}${storePath}/categories`);
    const leaves = leafCategories(categories);
    leafCount = leaves.length;
    const category = closestCategory(await countListings(`${baseUrl}${storePath}`, leaves), CATEGORY_TARGET_ITEMS);
    const itemId = itemIds[0];
    if (category === undefined || itemId === undefined) throw new Error(`store '${PAGE_STORE}' has no categories or items`);
    const paths: Record<PageName, string> = { home: '/', category: category.category.url, item: `/item/${encodeURIComponent(itemId)}` };
    pages = await describePages(baseUrl, paths, category);
    for (const name of PAGE_NAMES) {
      const page = pages[name];
      log(`  ${name}: ${page.path}${page.listedItems === undefined ? '' : ` (${page.listedItems} items)`}, ${kib(page.htmlBytes)} HTML, ${kib(page.encodedBytes)} as ${page.encoding}`);
    }

    uncached = await eachPage(async (name) => {
      log(`  uncached ${name}: ${UNCACHED_SAMPLE.unmeasured} unmeasured, then ${UNCACHED_SAMPLE.requests} requests one at a time`);
      await waitUntilIdle(baseUrl);
      return sampleRenders(baseUrl, pages[name].path);
    });
    uncachedLoad = await eachPage(async (name) => {
      log(`  uncached ${name} at ${options.connections} connections: ${options.durationSeconds} s (informational)`);
      return loadPage(baseUrl, pages[name].path, options, 0);
    });
  } finally {
    await uncachedServer.process.stop();
  }

  const cachedServer = await startServer(target);
  let cached: PageRenderResult['cached'];
  let pageNotKept: Record<PageName, RenderSample>;
  try {
    const { baseUrl } = cachedServer;
    log(`  cached server ready at ${baseUrl}`);
    pageNotKept = await eachPage(async (name) => {
      log(`  ${name} not kept (another host each time): ${UNCACHED_SAMPLE.unmeasured} unmeasured, then ${UNCACHED_SAMPLE.requests} requests one at a time`);
      await waitUntilIdle(baseUrl);
      return sampleRenders(baseUrl, pages[name].path, true);
    });
    const itemPaths = itemIds.map((id) => `${storePath}/items/${encodeURIComponent(id)}`);
    log(`  GET /items/{id}: ${itemPaths.length} ids once each (unmeasured), warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s`);
    await requestEach(baseUrl, itemPaths);
    const bare = await startBareServers(baseUrl, itemPaths, Object.values(pages).map((page) => page.path));
    try {
      const itemSettings = { paths: itemPaths, connections: options.connections, headers: { ...API_HEADERS } };
      // One after the other, never side by side: they would share the server's CPU.
      const bareLoads = async (settings: Omit<LoadTestOptions, 'baseUrl' | 'durationSeconds'>) => {
        const loads = new Map<BaselineKind, LoadTestResult>();
        for (const server of bare.servers) {
          loads.set(server.kind, await steadyLoad({ ...settings, baseUrl: server.baseUrl, serverPid: server.process.child.pid }, options));
        }
        return loads;
      };
      const bareItemById = await bareLoads(itemSettings);
      await runLoadTest({ ...itemSettings, baseUrl, durationSeconds: options.warmupSeconds });
      await waitUntilIdle(baseUrl);
      const serverPid = cachedServer.process.child.pid;
      const itemById = await runLoadTest({ ...itemSettings, baseUrl, serverPid, durationSeconds: options.durationSeconds });
      const barePages = {} as Record<PageName, Map<BaselineKind, LoadTestResult>>;
      const cachedPages = await eachPage(async (name) => {
        log(`  cached ${name}: bare node:http, bare Fastify, Backroom: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s each`);
        barePages[name] = await bareLoads({ paths: [pages[name].path], connections: options.connections, headers: { ...PAGE_HEADERS } });
        return loadPage(baseUrl, pages[name].path, options, options.warmupSeconds, serverPid);
      });
      const baselines = Object.fromEntries(
        BASELINE_KINDS.map((kind) => [
          kind,
          { itemById: bareItemById.get(kind) as LoadTestResult, pages: Object.fromEntries(PAGE_NAMES.map((name) => [name, barePages[name].get(kind) as LoadTestResult])) },
        ]),
      ) as PageRenderResult['cached']['baselines'];
      cached = { itemById, pages: cachedPages, baselines };
    } finally {
      await bare.stop();
    }
  } finally {
    await cachedServer.process.stop();
  }

  return {
    label: target.label,
    version: target.version,
    storeId: PAGE_STORE,
    items: options.items,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    leafCategories: leafCount,
    pages,
    itemIds: itemIds.length,
    cached,
    pageNotKept,
    uncached,
    uncachedLoad,
    ...(profileDir ? { cpuProfileDir: profileDir } : {}),
  };
}

/**
 * The bare node:http and Fastify servers, answering the item paths and the pages with the bytes
 * the cached server sent for them (the pages as sent to PAGE_HEADERS: compressed).
 */
async function startBareServers(baseUrl: string, itemPaths: readonly string[], pagePaths: readonly string[]) {
  const answers = await answersOf(baseUrl, itemPaths);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const pagePath of pagePaths) {
      const answer = await getRaw(agent, `${baseUrl}${pagePath}`);
      if (answer.status !== 200) throw new Error(`GET ${pagePath} answered ${answer.status}`);
      answers.set(pagePath, { contentType: answer.contentType ?? 'text/html; charset=utf-8', ...(answer.encoding ? { contentEncoding: answer.encoding } : {}), body: answer.body });
    }
  } finally {
    agent.destroy();
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'backroom-baseline-'));
  const answersFile = path.join(folder, 'answers.txt');
  await writeBaselineAnswers(answersFile, answers);
  const servers: BaselineServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.process.stop()));
    await rm(folder, { recursive: true, force: true });
  };
  try {
    for (const kind of BASELINE_KINDS) servers.push(await startBaselineServer(kind, answersFile));
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}

/** Runs `measure` for each page in turn (never side by side: they would share the server). */
async function eachPage<T>(measure: (name: PageName) => Promise<T>): Promise<Record<PageName, T>> {
  const home = await measure('home');
  const category = await measure('category');
  const item = await measure('item');
  return { home, category, item };
}

/** How many items each leaf's listing shows, a few requests at a time. */
async function countListings(storeUrl: string, leaves: readonly CategoryEntry[]): Promise<CategoryCount[]> {
  const counts: CategoryCount[] = [];
  let next = 0;
  const client = async () => {
    while (next < leaves.length) {
      const category = leaves[next] as CategoryEntry;
      next += 1;
      const items = await getJson<unknown[]>(`${storeUrl}/items/category/${encodeURIComponent(category.id)}`);
      counts.push({ category, items: items.length });
    }
  };
  await Promise.all(Array.from({ length: CATEGORY_COUNT_CLIENTS }, client));
  // In the categories' own order, whatever order the answers came in.
  const order = new Map(leaves.map((category, index) => [category.id, index]));
  return counts.sort((a, b) => (order.get(a.category.id) ?? 0) - (order.get(b.category.id) ?? 0));
}

async function describePages(baseUrl: string, paths: Record<PageName, string>, category: CategoryCount): Promise<Record<PageName, StorefrontPage>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const describe = async (name: PageName): Promise<StorefrontPage> => {
      const answer = await getRaw(agent, `${baseUrl}${paths[name]}`);
      const html = decodedBody(answer);
      if (!isServerRenderedPage(answer.status, html)) {
        throw new Error(`GET ${paths[name]} answered ${answer.status} without server-rendered markup`);
      }
      return {
        name,
        path: paths[name],
        ...(name === 'category' ? { listedItems: category.items } : {}),
        htmlBytes: Buffer.byteLength(html),
        encodedBytes: answer.body.length,
        encoding: answer.encoding ?? 'identity',
      };
    };
    return await eachPage(describe);
  } finally {
    agent.destroy();
  }
}

/**
 * wrk on one page for the set duration (after `warmupSeconds` of the same, unless 0), with
 * the page checked to be a server-rendered 200 before and after: wrk counts statuses only,
 * and a page the browser would render is a 200 too.
 */
async function loadPage(baseUrl: string, path: string, options: BenchOptions, warmupSeconds: number, serverPid?: number): Promise<PageLoadResult> {
  const problems: string[] = [];
  const check = async (when: string) => {
    const problem = await pageProblem(baseUrl, path);
    if (problem !== null) problems.push(`${when}: ${problem}`);
  };
  await check('before the run');
  const settings = { baseUrl, paths: [path], connections: options.connections, headers: { ...PAGE_HEADERS }, serverPid };
  if (warmupSeconds > 0) await runLoadTest({ ...settings, durationSeconds: warmupSeconds });
  await waitUntilIdle(baseUrl);
  const load = await runLoadTest({ ...settings, durationSeconds: options.durationSeconds });
  await waitUntilIdle(baseUrl);
  await check('after the run');
  return { load, problems };
}

async function pageProblem(baseUrl: string, path: string): Promise<string | null> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const answer = await getRaw(agent, `${baseUrl}${path}`);
    return isServerRenderedPage(answer.status, decodedBody(answer)) ? null : `answered ${answer.status} without server-rendered markup`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    agent.destroy();
  }
}

/**
 * Times one page's renders from one client that waits for each whole answer before asking again
 * (to its last byte, as sent: decoding and the check come after the clock stops). `hostEachTime`:
 * each request names a host of its own, so no page is found kept.
 */
async function sampleRenders(baseUrl: string, path: string, hostEachTime = false): Promise<RenderSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${baseUrl}${path}`;
  const latencies: number[] = [];
  let failed = 0;
  let errors = 0;
  let hosts = 0;
  const headers = () => (hostEachTime ? { ...PAGE_HEADERS, host: `render-${(hosts += 1)}.bench.invalid` } : PAGE_HEADERS);
  try {
    for (let index = 0; index < UNCACHED_SAMPLE.unmeasured; index++) await getRaw(agent, url, headers());
    const deadline = performance.now() + UNCACHED_SAMPLE.maxSeconds * 1000;
    for (let index = 0; index < UNCACHED_SAMPLE.requests && performance.now() < deadline; index++) {
      try {
        const answer = await getRaw(agent, url, headers());
        latencies.push(answer.milliseconds);
        if (!isServerRenderedPage(answer.status, decodedBody(answer))) failed += 1;
      } catch {
        errors += 1;
      }
    }
  } finally {
    agent.destroy();
  }
  return { ...latencySummary(latencies, UNCACHED_SAMPLE.clients, errors), failed };
}

/** Requests every path once, a few at a time, so that the run after it finds each answer cached. */
async function requestEach(baseUrl: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (next < paths.length) {
        const path = paths[next] as string;
        next += 1;
        const answer = await getRaw(agent, `${baseUrl}${path}`, API_HEADERS);
        if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: CATEGORY_COUNT_CLIENTS }, client));
}

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  encoding: string | undefined;
  /** The body as sent, still encoded. */
  body: Buffer;
  /** From sending the request to the answer's last byte. */
  milliseconds: number;
}

/** One GET, its body kept as sent (not decoded), timed to its last byte. */
function getRaw(agent: http.Agent, url: string, headers: Readonly<Record<string, string>> = PAGE_HEADERS): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { ...headers }, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const milliseconds = performance.now() - started;
        const encoding = response.headers['content-encoding'];
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], encoding, body: Buffer.concat(chunks), milliseconds });
      });
    });
    request.once('timeout', () => request.destroy(new Error(`GET ${url} timed out after ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.once('error', reject);
  });
}

function decodedBody(answer: RawAnswer): string {
  switch (answer.encoding) {
    case undefined:
    case 'identity':
      return answer.body.toString('utf8');
    case 'br':
      return brotliDecompressSync(answer.body).toString('utf8');
    case 'gzip':
      return gunzipSync(answer.body).toString('utf8');
    case 'deflate':
      return inflateSync(answer.body).toString('utf8');
    default:
      throw new Error(`an answer came in an unknown content coding '${answer.encoding}'`);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
