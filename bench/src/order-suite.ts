import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BenchOptions, DatabaseName } from './bench-options.js';
import { BENCHMARKS_DOC, writeDocSection } from './benchmarks-doc.js';
import { prepareDatabase, refreshPlannerStatistics, type DatabaseTarget } from './database-target.js';
import { describeMachine } from './machine-info.js';
import { ORDER_SUITE_POOL_SIZE, runOrderBenchmark } from './order-benchmark.js';
import { formatOrderConsoleReport, formatOrderMarkdownSection, THIS_BUILD, type OrderBenchRun } from './order-report.js';
import { orderedUnits } from './ordered-units.js';
import { seedCatalogue } from './seed-catalogue.js';
import { startServer } from './server-process.js';

const ORDER_DOC_SECTION = 'order-bench';
/** Items in the store each orders run creates: its 1,000 best-stocked are the pool the shoppers order from. */
const ORDER_STORE_ITEMS = 2_000;
/** On this shared machine a server has taken over 60 s to open under other sessions' load. */
const READY_TIMEOUT_MS = 240_000;

/**
 * A server built from another commit, run beside this one in the same sitting (the machine is
 * shared: only figures measured together compare). BENCH_ORDER_BASELINE is its built
 * apps/server/dist/server.bundle.js; BENCH_ORDER_BASELINE_NAME what the report calls it.
 */
interface Build {
  /** Null: this worktree's build. */
  entry: string | null;
  name: string | null;
  /** What its SQLite folder and PostgreSQL database are called apart from the shared ones: each build migrates its own. */
  suffix: string;
}

function buildsToRun(env: NodeJS.ProcessEnv): Build[] {
  const baseline = env.BENCH_ORDER_BASELINE;
  if (baseline === undefined || baseline === '') return [{ entry: null, name: null, suffix: 'orders' }];
  return [
    { entry: path.resolve(baseline), name: env.BENCH_ORDER_BASELINE_NAME ?? 'baseline', suffix: 'orders-baseline' },
    { entry: null, name: THIS_BUILD, suffix: 'orders' },
  ];
}

/** Node flags for this build's server: a CPU profile of the measured run when BENCH_ORDER_CPU_PROF names a folder. */
function profileFlags(env: NodeJS.ProcessEnv, label: string): string[] {
  const folder = env.BENCH_ORDER_CPU_PROF;
  if (folder === undefined || folder === '') return [];
  mkdirSync(folder, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`, `--cpu-prof-name=orders-${label.toLowerCase()}-${Date.now()}.cpuprofile`];
}

/**
 * The bench's database with a SQLite file and a PostgreSQL database of the suite's own: other
 * suites (or other checkouts' benches) on the shared ones would queue its writes, and a server of
 * another build (BENCH_ORDER_BASELINE) must not meet migrations it does not know.
 */
async function ordersDatabase(name: DatabaseName, suffix: string): Promise<DatabaseTarget> {
  const target = await prepareDatabase(name, `${name}-${suffix}`);
  const database = `backroom_bench_${suffix.replaceAll('-', '_')}`;
  const url = target.env.DATABASE_URL;
  if (url === undefined) return target;
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (existing.rowCount === 0) await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${database}`;
  return { ...target, env: { ...target.env, DATABASE_URL: server.toString() } };
}

/**
 * The orders suite: for each database, each build (the baseline first when one is named) places
 * orders into a store of its own, seeded just before; the stock of each is checked afterwards.
 */
export async function runOrderSuite(options: BenchOptions, commandLine: string, log: (line: string) => void): Promise<void> {
  const machine = describeMachine();
  const databases: OrderBenchRun['databases'] = [];
  const builds = buildsToRun(process.env);
  for (const name of options.databases) {
    for (const build of builds) {
      const target = await ordersDatabase(name, build.suffix);
      // Orders use stock up: every run orders from a store of its own.
      const storeId = `orders-${Date.now().toString(36)}`;
      const label = build.name === null ? target.label : `${target.label}, ${build.name}`;
      log(`${label}: seeding ${ORDER_STORE_ITEMS.toLocaleString('en-US')} items into store '${storeId}'…`);
      const seedEntry = build.entry === null ? undefined : path.join(path.dirname(build.entry), 'seed', 'seed-command.js');
      log(`  ${await seedCatalogue(target, ORDER_STORE_ITEMS, storeId, seedEntry)}`);
      await refreshPlannerStatistics(target);
      const server =
        build.entry === null
          ? await startServer(target, profileFlags(process.env, target.label), true, null, { readyTimeoutMs: READY_TIMEOUT_MS })
          : await startServer(target, [], true, null, { entry: build.entry, readyTimeoutMs: READY_TIMEOUT_MS });
      try {
        log(`${label}: server ready at ${server.baseUrl}; placing orders`);
        const orderOptions = { ...options, shoppers: options.connections, poolSize: ORDER_SUITE_POOL_SIZE };
        const result = await runOrderBenchmark(`${server.baseUrl}/${storeId}/api/v1`, orderOptions, () => orderedUnits(target, storeId), log);
        databases.push({ label: target.label, build: build.name, version: target.version, storeId, result });
      } finally {
        await server.process.stop();
      }
    }
  }
  const run: OrderBenchRun = {
    finishedAt: new Date(),
    command: commandLine,
    machine,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    items: ORDER_STORE_ITEMS,
    databases,
  };
  log(formatOrderConsoleReport(run));
  await writeDocSection(ORDER_DOC_SECTION, formatOrderMarkdownSection(run));
  log(`\nWrote the '${ORDER_DOC_SECTION}' section of ${BENCHMARKS_DOC}`);
  if (databases.some(({ result }) => result.stock.oversold.length > 0)) {
    throw new Error('stock does not add up after the orders run: see the report above');
  }
}
