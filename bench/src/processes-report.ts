import { allSucceeded, formatRate } from './api-aims.js';
import { cpuPinning } from './cpu-pinning.js';
import type { LoadTestResult } from './load-test.js';
import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { ORDER_SHOPPERS } from './order-benchmark.js';
import { PROCESSES_ORDER_ITEMS, type ProcessesBenchResult, type ProcessesPart } from './processes-benchmark.js';
import { markdownTable, textTable } from './text-tables.js';

export interface ProcessesBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  result: ProcessesBenchResult;
}

const TITLE = 'One server process or two behind HAProxy (PostgreSQL)';

/** Here only wrk is pinned: two server processes need every CPU. */
function loadPinning(): string {
  const pinning = cpuPinning();
  return pinning === null ? 'nothing pinned' : `wrk pinned to CPU ${pinning.load} (taskset), the servers and HAProxy on any CPU`;
}

function rate(load: LoadTestResult): string {
  return allSucceeded(load) ? formatRate(load.requestsPerSecond) : `${formatRate(load.requestsPerSecond)} (failed)`;
}

function ordersPerSecond(part: ProcessesPart): number {
  return part.orders.ordersPerSecond;
}

function ordersFailed(part: ProcessesPart): boolean {
  const { orders } = part;
  return orders.errors + orders.timeouts + Object.values(orders.otherStatuses).reduce((sum, count) => sum + count, 0) > 0 || orders.stock.oversold.length > 0;
}

/** Rows: what was measured; columns: each process count, then two over one. */
function rows(result: ProcessesBenchResult): string[][] {
  const [one, two] = result.parts;
  const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (b / a).toFixed(2) : '–');
  const line = (what: string, value: (part: ProcessesPart) => number, shown: (part: ProcessesPart) => string) => [
    what,
    ...result.parts.map(shown),
    ratio(one ? value(one) : undefined, two ? value(two) : undefined),
  ];
  return [
    line('GET /items/{id} req/s', (part) => part.itemById.requestsPerSecond, (part) => rate(part.itemById)),
    line('GET /items/category/{id} req/s', (part) => part.categoryListing.requestsPerSecond, (part) => rate(part.categoryListing)),
    line('POST order/submit orders/s', ordersPerSecond, (part) => `${ordersPerSecond(part).toFixed(0)}${ordersFailed(part) ? ' (failed)' : ''}`),
  ];
}

function header(result: ProcessesBenchResult): string[] {
  return ['measured', ...result.parts.map((part) => `${part.processes} process${part.processes === 1 ? '' : 'es'}`), 'two ÷ one'];
}

function detailLines(result: ProcessesBenchResult): string[] {
  return result.parts.map(({ processes, itemById, categoryListing, orders }) =>
    `${processes} process(es): item by id p50 ${itemById.latencyMs.p50} ms, p99 ${itemById.latencyMs.p99} ms; ` +
    `category p50 ${categoryListing.latencyMs.p50} ms, p99 ${categoryListing.latencyMs.p99} ms; ` +
    `orders placed ${orders.placed}, sold out ${orders.soldOut}, other answers ${JSON.stringify(orders.otherStatuses)}, ` +
    `errors ${orders.errors}, timeouts ${orders.timeouts}, p50 ${orders.latencyMs.p50} ms, p99 ${orders.latencyMs.p99} ms, ` +
    `stock adds up: ${orders.stock.oversold.length === 0 ? 'yes' : `NO (${orders.stock.oversold.length} items)`}`,
  );
}

export function formatProcessesConsoleReport(run: ProcessesBenchRun): string {
  return ['', `${TITLE}:`, ...textTable([header(run.result), ...rows(run.result)]), ...detailLines(run.result)].join('\n');
}

/** The docs/benchmarks.md section (without its markers). */
export function formatProcessesMarkdownSection(run: ProcessesBenchRun): string {
  const { result } = run;
  return [
    `## ${TITLE}`,
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(run.machine)}. The server processes, HAProxy, PostgreSQL and the load generators share ` +
      `these CPUs, so on two CPUs two processes cannot reach twice one: the ratio is bounded by the cores, and reported as it is.`,
    `- ${result.label}: ${result.version}.`,
    `- Each part starts its server processes (the built server, LOG_LEVEL=warn, TRUST_PROXY=true, not pinned) on the same ` +
      'PostgreSQL database, and HAProxy in front of them (a configuration written for the run into a temporary folder: ' +
      'round robin, `option httpchk GET /readyz`, keep-alive both sides). The one-process part goes through HAProxy too, ' +
      'so the two parts differ only in the processes behind it.',
    `- Item by id (${result.itemIds.toLocaleString('en-US')} ids) and a category listing (${result.leafCategories.toLocaleString('en-US')} ` +
      `leaf categories) of store \`bench\`: every URL requested once on each server first (every cache filled), then wrk ` +
      `through HAProxy, ${run.connections} connections, ${run.warmupSeconds} s warm-up then ${run.durationSeconds} s; ` +
      `${loadPinning()}.`,
    `- Order submission: ${ORDER_SHOPPERS} shoppers through HAProxy (autocannon, as in the order benchmark below: each ` +
      'order is a new body, and the stock check needs to know which items each accepted order took), each part ' +
      `ordering from a new store of ${PROCESSES_ORDER_ITEMS.toLocaleString('en-US')} generated items.`,
    '',
    ...markdownTable([header(result), ...rows(result)]),
    '',
    ...detailLines(result).map((line) => `- ${line}.`),
  ].join('\n');
}
