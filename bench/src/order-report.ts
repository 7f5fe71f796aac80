import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import type { OrderBenchResult } from './order-benchmark.js';
import { markdownTable, textTable } from './text-tables.js';

/** Orders per second each database should reach from 50 shoppers, with no oversell (issue 32). */
export const ORDERS_PER_SECOND_AIMS: Readonly<Record<string, number>> = { SQLite: 1_000, PostgreSQL: 500 };
/** What the report calls this worktree's server when a baseline runs beside it. */
export const THIS_BUILD = 'this build';
/** The shoppers the aims are for. */
export const AIM_SHOPPERS = 50;

export interface OrderBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  durationSeconds: number;
  warmupSeconds: number;
  items: number;
  /** `build`: null for this worktree's server; else the name of the baseline run beside it (BENCH_ORDER_BASELINE). */
  databases: Array<{ label: string; build?: string | null; version: string; storeId: string; result: OrderBenchResult }>;
}

const COLUMNS = ['database', 'orders/s', 'placed', 'sold out (409)', 'other', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'a visitor meanwhile, p50 · max ms', 'stock adds up'];

const runLabel = ({ label, build }: OrderBenchRun['databases'][number]) => (build === undefined || build === null ? label : `${label}, ${build}`);

function rows(run: OrderBenchRun): string[][] {
  return run.databases.map((database) => [
    runLabel(database),
    ...cells(database.result),
  ]);
}

function cells(result: OrderBenchResult): string[] {
  return [
    result.ordersPerSecond.toFixed(0),
    String(result.placed),
    String(result.soldOut),
    String(Object.values(result.otherStatuses).reduce((sum, count) => sum + count, 0) + result.errors + result.timeouts),
    String(result.latencyMs.p50),
    String(result.latencyMs.p90),
    String(result.latencyMs.p99),
    String(result.latencyMs.max),
    `${result.visitorMs.p50} · ${result.visitorMs.max}`,
    result.stock.oversold.length === 0 ? 'yes' : `NO (${result.stock.oversold.length} items)`,
  ];
}

function stockLine(label: string, { stock }: OrderBenchResult): string {
  return (
    `${label}: ${stock.items} items held ${stock.unitsBefore} units; orders took ${stock.unitsOrdered} ` +
    `(${stock.unitsAnswered} answered 201 to the shoppers); ${stock.unitsAfter} left`
  );
}

/** Each database's aim and whether its run met it (at the aim's shoppers, with the stock adding up). */
const aimLines = (run: OrderBenchRun) =>
  run.databases.flatMap(({ label, build, result }) => {
    const aim = ORDERS_PER_SECOND_AIMS[label];
    // A baseline run beside this build is there to compare with, not to meet the aim.
    if (aim === undefined || (build !== undefined && build !== null && build !== THIS_BUILD)) return [];
    const met = result.ordersPerSecond >= aim && result.stock.oversold.length === 0 && result.shoppers >= AIM_SHOPPERS;
    return [{ label, aim, met, shoppers: result.shoppers }];
  });

export function formatOrderConsoleReport(run: OrderBenchRun): string {
  return [
    '',
    ...textTable([COLUMNS, ...rows(run)]),
    ...run.databases.map((database) => stockLine(runLabel(database), database.result)),
    ...aimLines(run).map(({ label, aim, met }) => `aim ${aim} orders/s on ${label} from ${AIM_SHOPPERS} shoppers — ${met ? 'met' : 'NOT met'}`),
  ].join('\n');
}

/** The docs/benchmarks.md section (without its markers). */
export function formatOrderMarkdownSection(run: OrderBenchRun): string {
  const { machine } = run;
  const aims = aimLines(run);
  const shoppers = [...new Set(run.databases.map(({ result }) => result.shoppers))].join(' / ');
  const poolItems = [...new Set(run.databases.map(({ result }) => result.stock.items))].join(' / ');
  return [
    '## Order submission',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(machine)} (the server, autocannon and the database share these cores).`,
    ...run.databases.map((database) => `- ${runLabel(database)}: ${database.version}; store \`${database.storeId}\`.`),
    `- Each run seeds a new store of ${run.items.toLocaleString('en-US')} generated items and orders from its best-stocked ` +
      `sellable items (${poolItems}): ${shoppers} shoppers (autocannon connections, pipelining 1) each POST order/submit with a ` +
      'new idempotency key and a cart of one or two items, one of each, PICKUP or Canada Post (priced from the rate ' +
      `tables) to Halifax, paying by e-transfer; ${run.warmupSeconds} s warm-up, then ${run.durationSeconds} s measured. ` +
      'The server runs in its own process as `npm start` runs it (the default log level, info, with its one access-log line a request; no SMTP_URL: the order e-mails are written to the log).',
    '- A visitor meanwhile: during the measured seconds, another client asks `GET /config` (the storefront\'s first call) ' +
      'every 250 ms, one at a time, and times each until its headers arrive: what the rest of the shop waits while the orders come in (decision 087).',
    '- orders/s counts orders placed (201) in the measured seconds. A 409 is an order refused because one of its ' +
      'items had sold out by then: the shop saying no, not a failure.',
    "- Stock adds up: afterwards each item's stock, read back through the API, is not below zero and has fallen by " +
      'exactly the units of its orders in the database, warm-up included.',
    '',
    ...markdownTable([COLUMNS, ...rows(run)]),
    '',
    ...run.databases.map((database) => `- ${stockLine(runLabel(database), database.result)}.`),
    ...(aims.length === 0 ? [] : ['']),
    ...aims.map(({ label, aim, met }) => `Aim (issue 32): at least ${aim.toLocaleString('en-US')} orders/s on ${label} from ${AIM_SHOPPERS} shoppers, stock adding up — ${met ? 'met' : '**not met**'}.`),
  ].join('\n');
}
