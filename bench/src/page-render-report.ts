import { allSucceeded, formatCpu, formatRate, ratioOf, type AimCheck } from './api-aims.js';
import type { LoadTestResult } from './load-test.js';
import {
  CATEGORY_TARGET_ITEMS,
  PAGE_HEADERS,
  PAGE_NAMES,
  UNCACHED_SAMPLE,
  type PageLoadResult,
  type PageName,
  type PageRenderResult,
  type RenderSample,
} from './page-render-benchmark.js';
import { loadCountCells, loadPercentileCells, samplePercentileCells } from './report-cells.js';
import { markdownTable, textTable } from './text-tables.js';

export const PAGES_TITLE = 'Storefront pages (server-rendered)';
function cachedTitle(result: PageRenderResult): string {
  return `Cached: one server process, pages beside item by id, ${result.connections} connections`;
}
const UNCACHED_TITLE = `Uncached render (CATALOG_CACHE_MB=0), ${UNCACHED_SAMPLE.clients} client, one request at a time`;
const NOT_KEPT_TITLE = `Page not kept, the store's configuration and categories kept, ${UNCACHED_SAMPLE.clients} client, one request at a time`;
function uncachedLoadTitle(result: PageRenderResult): string {
  return `Uncached at full load, ${result.connections} connections (informational)`;
}

/** A cached page must reach this share of item by id's req/s, measured in the same process. */
const MIN_SHARE_OF_ITEM_BY_ID = 0.5;
/** An uncached render's p95, from one client. */
const UNCACHED_MAX_P95_MS = 30;

const BARE_COLUMNS = ['bare node:http req/s', 'bare Fastify req/s', '÷ node:http', '÷ Fastify'];
const CACHED_COLUMNS = ['answer', 'req/s', '÷ item by id', ...BARE_COLUMNS, 'CPU µs/answer', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'bytes/answer', 'requests', 'non-2xx', 'errors'];
const UNCACHED_COLUMNS = ['page', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed', 'errors'];
const UNCACHED_LOAD_COLUMNS = ['page', 'req/s', '÷ node:http', '÷ Fastify', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'];

function pageLabel(result: PageRenderResult, name: PageName): string {
  const page = result.pages[name];
  return name === 'category' ? `category (${page.listedItems ?? '?'} items)` : name;
}

function share(result: PageRenderResult, load: LoadTestResult): number {
  return load.requestsPerSecond / result.cached.itemById.requestsPerSecond;
}

/** The bare servers' req/s for the same answer, and Backroom's over theirs. */
function bareCells(load: LoadTestResult, http: LoadTestResult, fastify: LoadTestResult): string[] {
  return [formatRate(http.requestsPerSecond), formatRate(fastify.requestsPerSecond), ratioOf(load, http), ratioOf(load, fastify)];
}

function cachedRow(result: PageRenderResult, label: string, load: LoadTestResult, bare: (kind: 'node:http' | 'Fastify') => LoadTestResult): string[] {
  return [
    label,
    formatRate(load.requestsPerSecond),
    share(result, load).toFixed(2),
    ...bareCells(load, bare('node:http'), bare('Fastify')),
    formatCpu(load),
    ...loadPercentileCells(load),
    load.totalRequests > 0 ? Math.round(load.bytesRead / load.totalRequests).toLocaleString('en-US') : '–',
    ...loadCountCells(load),
  ];
}

function cachedRows(result: PageRenderResult): string[][] {
  return [
    cachedRow(result, `GET /items/{id} (${result.itemIds.toLocaleString('en-US')} ids)`, result.cached.itemById, (kind) => result.cached.baselines[kind].itemById),
    ...PAGE_NAMES.map((name) =>
      cachedRow(result, pageLabel(result, name), result.cached.pages[name].load, (kind) => result.cached.baselines[kind].pages[name]),
    ),
  ];
}

function uncachedRows(result: PageRenderResult, samples: Record<PageName, RenderSample> = result.uncached): string[][] {
  return PAGE_NAMES.map((name) => {
    const sample = samples[name];
    return [
      pageLabel(result, name),
      sample.requests.toLocaleString('en-US'),
      ...samplePercentileCells(sample),
      String(sample.failed),
      String(sample.errors),
    ];
  });
}

function uncachedLoadRows(result: PageRenderResult): string[][] {
  return PAGE_NAMES.map((name) => {
    const { load } = result.uncachedLoad[name];
    const { baselines } = result.cached;
    return [
      pageLabel(result, name),
      formatRate(load.requestsPerSecond),
      ratioOf(load, baselines['node:http'].pages[name]),
      ratioOf(load, baselines.Fastify.pages[name]),
      ...loadPercentileCells(load),
      ...loadCountCells(load),
    ];
  });
}

/** The pages, their paths and weights, one phrase each. */
function pagesLine(result: PageRenderResult, code: (text: string) => string): string {
  return PAGE_NAMES.map((name) => {
    const page = result.pages[name];
    return `${pageLabel(result, name)} ${code(page.path)}: ${kib(page.htmlBytes)} of HTML, ${kib(page.encodedBytes)} as ${page.encoding}`;
  }).join('; ');
}

/** What the checks around the load runs found wrong, one line each. */
function problemLines(result: PageRenderResult): string[] {
  const runs: [string, PageLoadResult][] = PAGE_NAMES.flatMap((name) => [
    [`cached ${name}`, result.cached.pages[name]] as [string, PageLoadResult],
    [`uncached ${name} at full load`, result.uncachedLoad[name]] as [string, PageLoadResult],
  ]);
  return runs.flatMap(([run, { problems }]) => problems.map((problem) => `${run}, ${problem}`));
}

function checksLine(result: PageRenderResult): string {
  const problems = problemLines(result);
  return problems.length === 0
    ? 'Every page checked before and after each load run was a 200 with server-rendered markup.'
    : `Pages that were not a 200 with server-rendered markup: ${problems.join('; ')}.`;
}

/**
 * The page aims (set for SQLite): each cached page at least half item by id's req/s in the same
 * process, each uncached render's p95 within 30 ms; a failed, erroring or browser-rendered answer misses them.
 */
export function checkPageRenderAims(result: PageRenderResult): AimCheck[] {
  const problems = problemLines(result).length > 0;
  const shares = PAGE_NAMES.map((name) => ({ name, share: share(result, result.cached.pages[name].load) }));
  const samples = PAGE_NAMES.map((name) => ({ name, sample: result.uncached[name] }));
  const notKept = PAGE_NAMES.map((name) => ({ name, sample: result.pageNotKept[name] }));
  return [
    {
      aim: `cached page ≥ ${MIN_SHARE_OF_ITEM_BY_ID} × item by id req/s, each page`,
      measured:
        `${shares.map(({ name, share: value }) => `${name} ${value.toFixed(2)}`).join(', ')} ` +
        `(item by id ${formatRate(result.cached.itemById.requestsPerSecond)} req/s)`,
      met:
        shares.every(({ share: value }) => value >= MIN_SHARE_OF_ITEM_BY_ID) &&
        allSucceeded(result.cached.itemById) &&
        PAGE_NAMES.every((name) => allSucceeded(result.cached.pages[name].load)) &&
        !problems,
    },
    {
      aim: `uncached render p95 ≤ ${UNCACHED_MAX_P95_MS} ms, each page: the page not kept (store's configuration and categories kept)`,
      measured: `${notKept.map(({ name, sample }) => `${name} ${sample.p95.toFixed(1)}`).join(', ')} ms (${UNCACHED_SAMPLE.clients} client)`,
      met: notKept.every(({ sample }) => withinP95(sample)),
    },
    {
      aim: `uncached render p95 ≤ ${UNCACHED_MAX_P95_MS} ms, each page: nothing kept (CATALOG_CACHE_MB=0)`,
      measured: `${samples.map(({ name, sample }) => `${name} ${sample.p95.toFixed(1)}`).join(', ')} ms (${UNCACHED_SAMPLE.clients} client)`,
      met: samples.every(({ sample }) => withinP95(sample)),
    },
  ];
}

function withinP95(sample: RenderSample): boolean {
  return sample.p95 <= UNCACHED_MAX_P95_MS && sample.failed === 0 && sample.errors === 0 && sample.requests > 0;
}

/** The section's part of the terminal report. */
export function formatPageRenderConsole(result: PageRenderResult): string[] {
  return [
    `${PAGES_TITLE}, ${result.label}, store '${result.storeId}' (${result.items.toLocaleString('en-US')} items)`,
    `pages: ${pagesLine(result, (text) => text)}`,
    `${cachedTitle(result)}, ${result.durationSeconds} s each:`,
    ...textTable([CACHED_COLUMNS, ...cachedRows(result)]),
    `${NOT_KEPT_TITLE}, after ${UNCACHED_SAMPLE.unmeasured} unmeasured:`,
    ...textTable([UNCACHED_COLUMNS, ...uncachedRows(result, result.pageNotKept)]),
    `${UNCACHED_TITLE}, after ${UNCACHED_SAMPLE.unmeasured} unmeasured:`,
    ...textTable([UNCACHED_COLUMNS, ...uncachedRows(result)]),
    `${uncachedLoadTitle(result)}, ${result.durationSeconds} s each:`,
    ...textTable([UNCACHED_LOAD_COLUMNS, ...uncachedLoadRows(result)]),
    checksLine(result),
    ...(result.cpuProfileDir ? [`CPU profile of the uncached server: ${result.cpuProfileDir}`] : []),
    ...checkPageRenderAims(result).map((check) => `aim ${check.aim}: ${check.measured} — ${check.met ? 'met' : 'NOT met'}`),
  ];
}

/** The section's part of the api-bench section of docs/benchmarks.md: method, then the tables. */
export function formatPageRenderMarkdown(result: PageRenderResult): string[] {
  const headers = Object.entries(PAGE_HEADERS)
    .filter(([name]) => name !== 'accept')
    .map(([name, value]) => `\`${headerName(name)}: ${value}\``)
    .join(', ');
  return [
    `### ${PAGES_TITLE}`,
    '',
    `- Store: the server renders the storefront of store \`${result.storeId}\` only, so this part has a SQLite data ` +
      `directory of its own with the same generated catalogue of ${result.items.toLocaleString('en-US')} items in ` +
      `store \`${result.storeId}\` (${result.version}).`,
    `- Pages: ${pagesLine(result, (text) => `\`${text}\``)}. The generator puts 95–100 items in every leaf ` +
      `category, so the ${CATEGORY_TARGET_ITEMS}-item category is made for this part: ${CATEGORY_TARGET_ITEMS} items ` +
      'of a generated leaf moved into a leaf of their own after seeding (the first listed items the seed wrote to ' +
      "the first generated leaf, with their variants, into a new last child of that leaf's parent; the store's " +
      'catalogue version raised as for a change in the back office). The page is the leaf (of ' +
      `${result.leafCategories.toLocaleString('en-US')}) whose listing comes closest to ${CATEGORY_TARGET_ITEMS} items, ` +
      'which is that one; the item is a group head or plain item from the sample the API part uses. Sizes are of ' +
      'the whole page, its markup, embedded data and critical CSS.',
    `- Requests: as a returning visitor's browser sends them: ${headers}; no other gate is answered. ` +
      'Item by id is sent the same `Accept-Encoding` and `Accept-Language`.',
    `- Cached: one server process (catalogue cache at its default size), after the item ids were each requested ` +
      `once and each page was checked and warmed up for ${result.warmupSeconds} s: wrk (pinned as in the API part), ` +
      `${result.connections} connections, one request at a time each, ${result.durationSeconds} s on each page's path, and ` +
      `${result.durationSeconds} s of \`GET /${result.storeId}/api/v1/items/{id}\` rotating over ` +
      `${result.itemIds.toLocaleString('en-US')} item ids, in the same process and run, so that "÷ item by id" ` +
      'compares the two side by side. bytes/answer is what came over the wire per answer, headers included. ' +
      'Bare servers: just before each of these runs, a bare `node:http` server and one bare Fastify route (pinned ' +
      'like the server) take the same load and answer with the bytes the cached server sent (the pages as ' +
      "compressed for these headers); '÷ node:http' and '÷ Fastify' are Backroom's req/s over theirs.",
    '- Page not kept: in the cached process before its load runs, each page requested as below but each time ' +
      'for another host name (`Host` is part of a kept page\'s key, since the page\'s links and Open Graph tags ' +
      "carry its origin), so the page is rendered anew every time from the store's configuration and categories " +
      "that the catalogue cache keeps, as after any change once the first page has been rendered; the page's own data " +
      '(listing, item) is read from the database each time. This is the render the aim is about.',
    `- Uncached: a second server process with \`CATALOG_CACHE_MB=0\` on the same data, which keeps nothing: each ` +
      "request reads the store's configuration and categories and the page's data from the database, renders it " +
      `with React and compresses it. Each page is requested by ${UNCACHED_SAMPLE.clients} client that waits for the ` +
      `whole answer before asking again, ${UNCACHED_SAMPLE.unmeasured} times unmeasured, then up to ` +
      `${UNCACHED_SAMPLE.requests} times (at most ${UNCACHED_SAMPLE.maxSeconds} s), timed to the answer's last ` +
      "byte. The same process then takes each page at full load for the figures marked informational (their ratios " +
      "are to the cached pages' bare servers, which send the same page).",
    '- Checks: each uncached answer, and each page before and after every load run, must be a 200 whose page root ' +
      'carries `data-server-rendered`: a page that fell back to rendering in the browser counts as failed, not as a ' +
      'fast answer.',
    '',
    `#### ${cachedTitle(result)}`,
    '',
    ...markdownTable([CACHED_COLUMNS, ...cachedRows(result)]),
    '',
    `#### ${NOT_KEPT_TITLE}`,
    '',
    ...markdownTable([UNCACHED_COLUMNS, ...uncachedRows(result, result.pageNotKept)]),
    '',
    `#### ${UNCACHED_TITLE}`,
    '',
    ...markdownTable([UNCACHED_COLUMNS, ...uncachedRows(result)]),
    '',
    `#### ${uncachedLoadTitle(result)}`,
    '',
    ...markdownTable([UNCACHED_LOAD_COLUMNS, ...uncachedLoadRows(result)]),
    '',
    checksLine(result),
  ];
}

function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
