import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { ORDER_SHOPPERS, type OrderBenchResult } from './order-benchmark.js';
import { markdownTable, textTable } from './text-tables.js';

/** Orders per second SQLite should reach with ORDER_SHOPPERS shoppers (issue 5). */
export const ORDERS_PER_SECOND_AIM = 300;

export interface OrderBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  durationSeconds: number;
  warmupSeconds: number;
  items: number;
  databases: Array<{ label: string; version: string; storeId: string; result: OrderBenchResult }>;
}

const COLUMNS = ['database', 'orders/s', 'placed', 'sold out (409)', 'other', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'stock adds up'];

function rows(run: OrderBenchRun): string[][] {
  return run.databases.map(({ label, result }) => [
    label,
    result.ordersPerSecond.toFixed(0),
    String(result.placed),
    String(result.soldOut),
    String(Object.values(result.otherStatuses).reduce((sum, count) => sum + count, 0) + result.errors + result.timeouts),
    String(result.latencyMs.p50),
    String(result.latencyMs.p90),
    String(result.latencyMs.p99),
    String(result.latencyMs.max),
    result.stock.oversold.length === 0 ? 'yes' : `NO (${result.stock.oversold.length} items)`,
  ]);
}

function stockLine(label: string, { stock }: OrderBenchResult): string {
  return (
    `${label}: ${stock.items} items held ${stock.unitsBefore} units; orders took ${stock.unitsOrdered} ` +
    `(${stock.unitsAnswered} answered 201 to the shoppers); ${stock.unitsAfter} left`
  );
}

const aimMet = (run: OrderBenchRun) => {
  const sqlite = run.databases.find((database) => database.label === 'SQLite');
  return sqlite ? sqlite.result.ordersPerSecond >= ORDERS_PER_SECOND_AIM : undefined;
};

export function formatOrderConsoleReport(run: OrderBenchRun): string {
  const met = aimMet(run);
  return [
    '',
    ...textTable([COLUMNS, ...rows(run)]),
    ...run.databases.map(({ label, result }) => stockLine(label, result)),
    ...(met === undefined ? [] : [`aim ${ORDERS_PER_SECOND_AIM} orders/s on SQLite — ${met ? 'met' : 'NOT met'}`]),
  ].join('\n');
}

/** The docs/benchmarks.md section (without its markers). */
export function formatOrderMarkdownSection(run: OrderBenchRun): string {
  const { machine } = run;
  const met = aimMet(run);
  return [
    '## Order submission',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(machine)} (the server, autocannon and the database share these cores).`,
    ...run.databases.map((database) => `- ${database.label}: ${database.version}; store \`${database.storeId}\`.`),
    `- Each run seeds a new store of ${run.items.toLocaleString('en-US')} generated items and orders from its best-stocked ` +
      `sellable items: ${ORDER_SHOPPERS} shoppers (autocannon connections, pipelining 1) each POST order/submit with a ` +
      'new idempotency key and a cart of one or two items, one of each, PICKUP or Canada Post (priced from the rate ' +
      `tables) to Halifax, paying by e-transfer; ${run.warmupSeconds} s warm-up, then ${run.durationSeconds} s measured. ` +
      'The server runs in its own process (LOG_LEVEL=warn, no SMTP_URL: the order e-mails are composed, then dropped by the log level).',
    '- orders/s counts orders placed (201) in the measured seconds. A 409 is an order refused because one of its ' +
      'items had sold out by then: the shop saying no, not a failure.',
    "- Stock adds up: afterwards each item's stock, read back through the API, is not below zero and has fallen by " +
      'exactly the units of its orders in the database, warm-up included.',
    '',
    ...markdownTable([COLUMNS, ...rows(run)]),
    '',
    ...run.databases.map(({ label, result }) => `- ${stockLine(label, result)}.`),
    ...(met === undefined ? [] : ['', `Aim: at least ${ORDERS_PER_SECOND_AIM} orders/s on SQLite — ${met ? 'met' : '**not met**'}.`]),
  ].join('\n');
}
