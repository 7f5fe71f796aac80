import { checkApiAims, formatRate } from './api-aims.js';
import { ENDPOINT_LABELS, ENDPOINTS, SEARCH_SAMPLE, type ApiBenchmarkResult } from './api-benchmark.js';
import type { BenchOptions } from './bench-options.js';
import type { LoadTestResult } from './load-test.js';
import type { MachineInfo } from './machine-info.js';

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
  baseline: { load: LoadTestResult; bodyBytes: number };
}

const LOAD_COLUMNS = ['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors'];

function loadRow(endpoint: string, load: LoadTestResult): string[] {
  const { latencyMs } = load;
  return [
    endpoint,
    formatRate(load.requestsPerSecond),
    formatMs(latencyMs.p50),
    formatMs(latencyMs.p90),
    formatMs(latencyMs.p97_5),
    formatMs(latencyMs.p99),
    formatMs(latencyMs.max),
    load.totalRequests.toLocaleString('en-US'),
    String(load.non2xx),
    String(load.errors + load.timeouts),
  ];
}

function baselineFraction(run: ApiBenchRun, database: DatabaseRun): string {
  const fraction = database.result.load.itemById.requestsPerSecond / run.baseline.load.requestsPerSecond;
  return `${(fraction * 100).toFixed(0)} %`;
}

function sampleLine(result: ApiBenchmarkResult): string {
  const sample = result.searchSample;
  return (
    `search, ${sample.requests} requests from ${sample.clients} clients one at a time: ` +
    `p50 ${sample.p50.toFixed(1)} ms, p95 ${sample.p95.toFixed(1)} ms, p99 ${sample.p99.toFixed(1)} ms, ` +
    `max ${sample.max.toFixed(1)} ms (non-200: ${sample.non200}, errors: ${sample.errors})`
  );
}

/** A plain-text report for the terminal. */
export function formatConsoleReport(run: ApiBenchRun): string {
  const lines: string[] = [];
  for (const database of run.databases) {
    lines.push('', `${database.label}: ${database.version}`);
    const rows = ENDPOINTS.map((endpoint) => loadRow(ENDPOINT_LABELS[endpoint], database.result.load[endpoint]));
    lines.push(...textTable([LOAD_COLUMNS, ...rows]));
    lines.push(sampleLine(database.result));
    lines.push(`item by id is ${baselineFraction(run, database)} of the bare node:http baseline`);
    for (const check of checkApiAims(database.result)) {
      lines.push(`aim ${check.aim}: ${check.measured} — ${check.met ? 'met' : 'NOT met'}`);
    }
  }
  lines.push('', 'bare node:http baseline (fixed item JSON)');
  lines.push(...textTable([LOAD_COLUMNS, loadRow('GET /', run.baseline.load)]));
  return lines.join('\n');
}

/** The docs/benchmarks.md section for this run (without its markers). */
export function formatMarkdownSection(run: ApiBenchRun): string {
  const { machine, options } = run;
  const lines = [
    '## API throughput and latency',
    '',
    `Last run: ${run.finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${run.command}\`.`,
    '',
    `- Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.system}, Node ${machine.nodeVersion}; ` +
      `load average ${machine.loadAverage.map((load) => load.toFixed(2)).join(' / ')} before the run ` +
      '(anything else running on the machine lowers the figures).',
    ...run.databases.map((database) => `- ${database.label}: ${database.version}.`),
    `- Catalogue: store \`${run.storeId}\`, ${options.items.toLocaleString('en-US')} generated items; requests rotate over ` +
      `${run.sample.itemIds.toLocaleString('en-US')} item ids, ${run.sample.leafCategories.toLocaleString('en-US')} leaf categories and ` +
      `${run.sample.searchPhrases.length} searches.`,
    `- Load: autocannon in the benchmark process, ${options.connections} connections, pipelining 1, ` +
      `${options.warmupSeconds} s warm-up then ${options.durationSeconds} s per endpoint; the server runs in its own ` +
      'process (LOG_LEVEL=warn) on loopback. req/s is the mean of the per-second counts.',
    `- Search latency sample: ${SEARCH_SAMPLE.requests} searches (at most ${SEARCH_SAMPLE.maxSeconds} s) from ` +
      `${SEARCH_SAMPLE.clients} clients that each wait for the answer before asking again, sent with a browser's ` +
      '`Accept-Encoding` (so answers are compressed, as in the shop); the p95 comes from here. The autocannon runs ' +
      'send no `Accept-Encoding`, so their answers are not compressed.',
    '- PostgreSQL gets `ANALYZE` after seeding: the seed command does not analyze, and with autovacuum off nothing ' +
      'else would; without statistics every search took about 600 ms.',
    '',
  ];
  for (const database of run.databases) {
    const rows = ENDPOINTS.map((endpoint) => loadRow(ENDPOINT_LABELS[endpoint], database.result.load[endpoint]));
    lines.push(`### ${database.label}`, '', ...markdownTable([LOAD_COLUMNS, ...rows]), '');
    lines.push(`Search latency sample: ${sampleLine(database.result).replace(/^search, /, '')}.`, '');
    lines.push(`Item by id reaches ${baselineFraction(run, database)} of the bare \`node:http\` baseline.`, '');
  }
  lines.push(
    '### Baseline',
    '',
    `A bare \`node:http\` server in its own process answering every request with one real item's JSON ` +
      `(${run.baseline.bodyBytes} bytes), under the same load:`,
    '',
    ...markdownTable([LOAD_COLUMNS, loadRow('GET / (fixed item)', run.baseline.load)]),
    '',
    '### Aims',
    '',
    'The aims are set for SQLite, the default; PostgreSQL is held to the same figures for comparison. ' +
      'An endpoint with failed requests misses its aim.',
    '',
  );
  const checksByDatabase = run.databases.map((database) => checkApiAims(database.result));
  const aimRows = (checksByDatabase[0] ?? []).map((check, index) => [
    check.aim,
    ...checksByDatabase.flatMap((checks) => {
      const own = checks[index];
      return own === undefined ? ['', ''] : [own.measured, own.met ? 'met' : '**not met**'];
    }),
  ]);
  const aimHeader = ['aim', ...run.databases.flatMap((database) => [database.label, 'result'])];
  lines.push(...markdownTable([aimHeader, ...aimRows]));
  lines.push(
    '',
    `Searches used: ${run.sample.searchPhrases.map((phrase) => `\`${phrase}\``).join(', ')}.`,
  );
  return lines.join('\n');
}

function formatMs(milliseconds: number): string {
  return Number.isInteger(milliseconds) ? String(milliseconds) : milliseconds.toFixed(1);
}

function textTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
  );
}

function markdownTable(rows: readonly (readonly string[])[]): string[] {
  const [header, ...body] = rows;
  if (header === undefined) return [];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, column) => (column === 0 ? '---' : '---:'))), ...body.map(line)];
}
