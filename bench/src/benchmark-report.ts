import { checkApiAims, formatCpu, formatRate, ratioOf } from './api-aims.js';
import {
  COLD_PASS,
  ENDPOINT_LABELS,
  ENDPOINTS,
  LOAD_ROUNDS,
  roundSeconds,
  SEARCH_SAMPLE,
  type ApiBenchmarkResult,
  type ColdPassResult,
  type EndpointName,
} from './api-benchmark.js';
import { BASELINE_KINDS } from './baseline-server.js';
import type { BenchOptions } from './bench-options.js';
import { describePinning } from './cpu-pinning.js';
import type { LoadTestResult } from './load-test.js';
import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import type { PageRenderResult } from './page-render-benchmark.js';
import { checkPageRenderAims, formatPageRenderConsole, formatPageRenderMarkdown, PAGES_TITLE } from './page-render-report.js';
import { loadCountCells, loadPercentileCells, samplePercentileCells } from './report-cells.js';
import { markdownTable, textTable } from './text-tables.js';

/** One database's part of a run. */
export interface DatabaseRun {
  label: string;
  version: string;
  result: ApiBenchmarkResult;
}

/** Everything one `npm run bench` measured, ready to print or write down. */
export interface ApiBenchRun {
  finishedAt: Date;
  command: string;
  options: BenchOptions;
  machine: MachineInfo;
  storeId: string;
  sample: { itemIds: number; leafCategories: number; searchPhrases: readonly string[] };
  databases: readonly DatabaseRun[];
  /** The storefront's server-rendered pages (run when SQLite is among the databases). */
  pages?: PageRenderResult;
}

const COLD_TITLE = 'First request per URL (uncached, one at a time)';
const STEADY_TITLE = 'Steady state (every URL requested before; answers from the cache while the catalogue is unchanged)';

const COLD_COLUMNS = ['endpoint', 'URLs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-200', 'errors'];

function coldRow(endpoint: string, cold: ColdPassResult): string[] {
  const { sample } = cold;
  return [
    endpoint,
    sample.requests === cold.urls ? cold.urls.toLocaleString('en-US') : `${sample.requests} of ${cold.urls}`,
    ...samplePercentileCells(sample),
    String(sample.non200),
    String(sample.errors),
  ];
}

function coldRows(result: ApiBenchmarkResult): string[][] {
  return ENDPOINTS.map((endpoint) => coldRow(ENDPOINT_LABELS[endpoint], result.cold[endpoint]));
}

function loadRows(result: ApiBenchmarkResult): string[][] {
  return ENDPOINTS.map((endpoint) => {
    const load = result.load[endpoint];
    const http = result.baselines['node:http'][endpoint];
    const fastify = result.baselines.Fastify[endpoint];
    return [
      ENDPOINT_LABELS[endpoint],
      formatRate(load.requestsPerSecond),
      formatRate(http.requestsPerSecond),
      formatRate(fastify.requestsPerSecond),
      ratioOf(load, http),
      ratioOf(load, fastify),
      ...quietCells(result, endpoint),
      ...latencyCells(load),
    ];
  });
}

/** The LOG_LEVEL=warn process's req/s and its ratio to bare node:http, beside the default one's. */
function quietCells(result: ApiBenchmarkResult, endpoint: EndpointName): string[] {
  const quiet = result.quiet?.[endpoint];
  if (quiet === undefined) return ['–', '–', '–'];
  return [formatRate(quiet.requestsPerSecond), ratioOf(quiet, result.baselines['node:http'][endpoint]), formatCpu(quiet)];
}

/** Each bare server's own figures, under the same load as Backroom's rows. */
function baselineRows(result: ApiBenchmarkResult): string[][] {
  return ENDPOINTS.flatMap((endpoint) =>
    BASELINE_KINDS.map((kind) => {
      const load = result.baselines[kind][endpoint];
      return [`${ENDPOINT_LABELS[endpoint]}, bare ${kind}`, formatRate(load.requestsPerSecond), ...latencyCells(load)];
    }),
  );
}

/** How much the rotations' answers weigh, decoded: what the server keeps once they are cached. */
function answerSizeLine(result: ApiBenchmarkResult): string {
  const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  const parts = ENDPOINTS.map((endpoint) => `${ENDPOINT_LABELS[endpoint]} ${mib(result.cold[endpoint].sample.bodyBytes)}`);
  const total = ENDPOINTS.reduce((sum, endpoint) => sum + result.cold[endpoint].sample.bodyBytes, 0);
  return `The answers to the first requests come to ${mib(total)} of JSON (${parts.join(', ')}).`;
}

const LATENCY_COLUMNS = ['CPU µs/answer', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'];
const LOAD_COLUMNS = [
  'endpoint',
  'req/s',
  'bare node:http req/s',
  'bare Fastify req/s',
  '÷ node:http',
  '÷ Fastify',
  'LOG_LEVEL=warn req/s',
  'warn ÷ node:http',
  'warn CPU µs/answer',
  ...LATENCY_COLUMNS,
];
const BASELINE_COLUMNS = ['bare server', 'req/s', ...LATENCY_COLUMNS];

function latencyCells(load: LoadTestResult): string[] {
  return [formatCpu(load), ...loadPercentileCells(load), ...loadCountCells(load)];
}

function sampleLine(result: ApiBenchmarkResult): string {
  const sample = result.searchSample;
  return (
    `search (warm), ${sample.requests} requests from ${sample.clients} clients one at a time: ` +
    `p50 ${sample.p50.toFixed(1)} ms, p95 ${sample.p95.toFixed(1)} ms, p99 ${sample.p99.toFixed(1)} ms, ` +
    `max ${sample.max.toFixed(1)} ms (non-200: ${sample.non200}, errors: ${sample.errors})`
  );
}

/** A plain-text report for the terminal. */
export function formatConsoleReport(run: ApiBenchRun): string {
  const lines: string[] = [];
  for (const database of run.databases) {
    lines.push('', `${database.label}: ${database.version}`);
    lines.push(`${COLD_TITLE}:`, ...textTable([COLD_COLUMNS, ...coldRows(database.result)]));
    lines.push(answerSizeLine(database.result));
    lines.push(`${STEADY_TITLE}:`, ...textTable([LOAD_COLUMNS, ...loadRows(database.result)]));
    lines.push('The bare servers, same paths, same bytes, same load, in turn with Backroom:', ...textTable([BASELINE_COLUMNS, ...baselineRows(database.result)]));
    lines.push(sampleLine(database.result));
    for (const check of checkApiAims(database.result)) {
      lines.push(`aim ${check.aim}: ${check.measured} — ${check.met ? 'met' : 'NOT met'}`);
    }
  }
  if (run.pages) lines.push('', ...formatPageRenderConsole(run.pages));
  return lines.join('\n');
}

/** The docs/benchmarks.md section for this run (without its markers). */
export function formatMarkdownSection(run: ApiBenchRun): string {
  const { machine, options } = run;
  const lines = [
    '## API throughput and latency',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(machine)} (anything else running on the machine lowers the figures).`,
    ...run.databases.map((database) => `- ${database.label}: ${database.version}.`),
    `- Catalogue: store \`${run.storeId}\`, ${options.items.toLocaleString('en-US')} generated items; requests rotate over ` +
      `${run.sample.itemIds.toLocaleString('en-US')} item ids, ${run.sample.leafCategories.toLocaleString('en-US')} leaf categories and ` +
      `${run.sample.searchPhrases.length} searches.`,
    '- Cache: the server keeps serialised catalogue answers (item by id, category listing, search, categories, ' +
      "config) in memory per store, keyed on the store's catalogue version, which each process re-reads from the " +
      'database at least every 250 ms; any catalogue edit changes the version, so every server process shows the ' +
      'edit within a quarter second. The steady-state figures therefore measure answers served from memory while ' +
      'the catalogue is unchanged; the first-request figures measure the database work behind them.',
    `- First request per URL: before its warm-up, each endpoint's rotation is requested once per URL, one request ` +
      `at a time from ${COLD_PASS.clients} client (at most ${COLD_PASS.maxSeconds} s), on a server that has not seen ` +
      'those URLs since it started: nothing cached, server otherwise idle. This also fills the cache. Searches are ' +
      "sent with a browser's `Accept-Encoding`, as in the shop.",
    `- Steady state: wrk (a C load generator, a process of its own; one thread, ${options.connections} connections, ` +
      `keep-alive, one request at a time per connection), after each endpoint's first-request pass, so every URL has ` +
      `been requested before: a ${options.warmupSeconds} s warm-up of each server, then ${LOAD_ROUNDS} rounds of ` +
      `${roundSeconds(options)} s in which the bare node:http server, the bare Fastify route and Backroom take turns (a ` +
      'burst of other work on this shared machine then falls on all of them alike). The server runs in its own process ' +
      "as `npm start` runs it (LOG_LEVEL unset: info, one access-log line per answer, written to a pipe the benchmark " +
      'reads); a second process of the same build at LOG_LEVEL=warn (no access log) takes its turn after it, in the ' +
      `'LOG_LEVEL=warn' columns; both on loopback; ${describePinning()}. req/s is requests over the rounds' time; the ratios are the ` +
      "median of the rounds' ratios; latencies are the median round's (max: the highest). CPU µs/answer is the user and system CPU time the server process (all its threads) used " +
      'during the run over the answers it gave, from /proc: it moves far less than req/s with other work on the ' +
      'machine. A run with any failed request (a status of 400 or more, a socket error or a timeout) has no ratio: ' +
      "'failed'.",
    '- Bare servers: for each endpoint, in turn with Backroom, a bare `node:http` server and one bare Fastify route (no ' +
      'hooks, no logger, no plugins), each in its own process pinned like the server, are loaded the same way with the ' +
      'same paths and answer each path with the very bytes Backroom sent for it (fetched from Backroom after the first ' +
      "requests). '÷ node:http' and '÷ Fastify' are Backroom's req/s over theirs: what Backroom costs beyond what Node " +
      'and the framework cost.',
    `- Search latency sample (warm): ${SEARCH_SAMPLE.requests} searches (at most ${SEARCH_SAMPLE.maxSeconds} s) from ` +
      `${SEARCH_SAMPLE.clients} clients that each wait for the answer before asking again, after the wrk runs, ` +
      "sent with a browser's `Accept-Encoding` (so answers are compressed, as in the shop); the warm p95 comes from " +
      'here. The wrk runs send no `Accept-Encoding`, so their answers are not compressed.',
    '- PostgreSQL gets `ANALYZE` after seeding (the seed command analyzes too; this machine runs PostgreSQL with ' +
      'autovacuum off, and without statistics every search took about 600 ms).',
    '',
  ];
  for (const database of run.databases) {
    lines.push(`### ${database.label}`, '');
    lines.push(`#### ${COLD_TITLE}`, '', ...markdownTable([COLD_COLUMNS, ...coldRows(database.result)]), '');
    lines.push(answerSizeLine(database.result), '');
    lines.push(`#### ${STEADY_TITLE}`, '', ...markdownTable([LOAD_COLUMNS, ...loadRows(database.result)]), '');
    lines.push('The bare servers, same paths and bytes, same load, in turn with Backroom:', '');
    lines.push(...markdownTable([BASELINE_COLUMNS, ...baselineRows(database.result)]), '');
    lines.push(`Search latency sample (warm): ${sampleLine(database.result).replace(/^search \(warm\), /, '')}.`, '');
  }
  if (run.pages) lines.push(...formatPageRenderMarkdown(run.pages), '');
  lines.push(
    '### Aims',
    '',
    'The aims are set for SQLite, the default; PostgreSQL is held to the same figures for comparison. ' +
      'Throughput is judged on the steady-state figures; the search p95 on both the first request per phrase ' +
      '(uncached, one at a time) and the warm sample, and is met only if both are. ' +
      'An endpoint with failed requests misses its aim.',
    '',
  );
  if (run.pages) {
    lines.push(
      `The page aims are measured on ${run.pages.label} only (see ${PAGES_TITLE} above): a cached page's req/s against ` +
        "item by id's in the same server process, and the uncached render's p95 from one client. A page with a " +
        'failed answer, or one that was not rendered on the server, misses its aim.',
      '',
    );
  }
  const checksByDatabase = run.databases.map((database) => checkApiAims(database.result));
  const aimRows = (checksByDatabase[0] ?? []).map((check, index) => [
    check.aim,
    ...checksByDatabase.flatMap((checks) => {
      const own = checks[index];
      return own === undefined ? ['', ''] : [own.measured, own.met ? 'met' : '**not met**'];
    }),
  ]);
  const pages = run.pages;
  const pageAimRows = (pages ? checkPageRenderAims(pages) : []).map((check) => [
    check.aim,
    ...run.databases.flatMap((database) =>
      database.label === pages?.label ? [check.measured, check.met ? 'met' : '**not met**'] : ['–', ''],
    ),
  ]);
  const aimHeader = ['aim', ...run.databases.flatMap((database) => [database.label, 'result'])];
  lines.push(...markdownTable([aimHeader, ...aimRows, ...pageAimRows]));
  lines.push(
    '',
    `Searches used: ${run.sample.searchPhrases.map((phrase) => `\`${phrase}\``).join(', ')}.`,
  );
  return lines.join('\n');
}
