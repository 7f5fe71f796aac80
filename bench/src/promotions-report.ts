import { lastRunLine, machineSummary, type MachineInfo } from './machine-info.js';
import { ORDER_SHOPPERS, type OrderBenchResult } from './order-benchmark.js';
import { ACTIVE_PROMOTIONS, PROMOTION_ROUNDS, PROMOTION_STORE_ITEMS, type PromotionsDatabaseRun } from './promotions-benchmark.js';
import { markdownTable, textTable } from './text-tables.js';

/** The aim: with ten active promotions, order submission keeps at least 90 % of its throughput. */
export const PROMOTIONS_RATIO_AIM = 0.9;

export interface PromotionsBenchRun {
  finishedAt: Date;
  command: string;
  machine: MachineInfo;
  durationSeconds: number;
  warmupSeconds: number;
  databases: PromotionsDatabaseRun[];
}

const COLUMNS = ['database', 'orders/s without', `orders/s with ${String(ACTIVE_PROMOTIONS)}`, 'ratio', 'p50 ms without / with', 'p99 ms without / with', 'orders promoted', 'stock adds up'];

const mean = (results: readonly OrderBenchResult[], pick: (result: OrderBenchResult) => number) =>
  results.length === 0 ? 0 : results.reduce((sum, result) => sum + pick(result), 0) / results.length;

export const promotionsRatio = (run: PromotionsDatabaseRun) => {
  const without = mean(run.plain, (result) => result.ordersPerSecond);
  return without === 0 ? 0 : mean(run.promoted, (result) => result.ordersPerSecond) / without;
};

function rows(run: PromotionsBenchRun): string[][] {
  return run.databases.map((database) => [
    database.label,
    mean(database.plain, (result) => result.ordersPerSecond).toFixed(0),
    mean(database.promoted, (result) => result.ordersPerSecond).toFixed(0),
    promotionsRatio(database).toFixed(3),
    `${mean(database.plain, (result) => result.latencyMs.p50).toFixed(0)} / ${mean(database.promoted, (result) => result.latencyMs.p50).toFixed(0)}`,
    `${mean(database.plain, (result) => result.latencyMs.p99).toFixed(0)} / ${mean(database.promoted, (result) => result.latencyMs.p99).toFixed(0)}`,
    `${String(database.promotedOrders.withPromotion)} of ${String(database.promotedOrders.all)}`,
    [...database.plain, ...database.promoted].every((result) => result.stock.oversold.length === 0) ? 'yes' : 'NO',
  ]);
}

const aimLine = (run: PromotionsBenchRun) =>
  run.databases.map((database) => `${database.label}: ratio ${promotionsRatio(database).toFixed(3)} — aim ≥ ${String(PROMOTIONS_RATIO_AIM)} ${promotionsRatio(database) >= PROMOTIONS_RATIO_AIM ? 'met' : 'NOT met'}`);

export function formatPromotionsConsoleReport(run: PromotionsBenchRun): string {
  return ['', ...textTable([COLUMNS, ...rows(run)]), ...aimLine(run)].join('\n');
}

/** The docs/benchmarks.md section (without its markers). */
export function formatPromotionsMarkdownSection(run: PromotionsBenchRun): string {
  return [
    '## Order submission with automatic promotions',
    '',
    lastRunLine(run.finishedAt, run.command),
    '',
    `- Machine: ${machineSummary(run.machine)} (the server, autocannon and the database share these cores).`,
    ...run.databases.map((database) => `- ${database.label}: ${database.version}; stores \`${database.plainStore}\` (no promotion) and \`${database.promotedStore}\`.`),
    `- Two stores of ${PROMOTION_STORE_ITEMS.toLocaleString('en-US')} generated items each, in one server: one without promotions, one with ` +
      `${String(ACTIVE_PROMOTIONS)} active (four percents off a category, three amounts off a brand, two buy-2-get-1-half-price on a category, ` +
      'one $5 off $50 with a limit of uses, so that each order also takes a use in its transaction). ' +
      `${String(ORDER_SHOPPERS)} shoppers POST order/submit as in the order suite (carts of one or two items); ${String(PROMOTION_ROUNDS)} rounds of each store, ` +
      `alternated, each ${String(run.warmupSeconds)} s warm-up then ${String(run.durationSeconds)} s measured; the figures are the rounds' means.`,
    `- ratio = orders/s with promotions ÷ orders/s without; the aim (issue 31) is ≥ ${String(PROMOTIONS_RATIO_AIM)}.`,
    '',
    ...markdownTable([COLUMNS, ...rows(run)]),
    '',
    ...aimLine(run).map((line) => `- ${line}.`),
  ].join('\n');
}
