import { answersOf } from './answers-of.js';
import type { BenchOptions } from './bench-options.js';
import { sampleCatalogue } from './catalogue-sample.js';
import { prepareDatabase, refreshPlannerStatistics } from './database-target.js';
import { startBalancer } from './haproxy-balancer.js';
import { runLoadTest, type LoadTestResult } from './load-test.js';
import { runOrderBenchmark, type OrderBenchResult } from './order-benchmark.js';
import { orderedUnits } from './ordered-units.js';
import { benchStoreId, seedCatalogue } from './seed-catalogue.js';
import { startServer, type ServerProcess } from './server-process.js';

/** How many server processes each part runs behind HAProxy. */
export const PROCESS_COUNTS = [1, 2] as const;
/** Items in the store each part's orders come from (a new store each time: orders use stock up). */
export const PROCESSES_ORDER_ITEMS = 2_000;

/** One part of the run: this many server processes on the same PostgreSQL database behind HAProxy. */
export interface ProcessesPart {
  processes: number;
  itemById: LoadTestResult;
  categoryListing: LoadTestResult;
  orders: OrderBenchResult;
  orderStoreId: string;
}

export interface ProcessesBenchResult {
  label: string;
  version: string;
  itemIds: number;
  leafCategories: number;
  parts: ProcessesPart[];
}

/**
 * Item by id, a category listing and order submission through HAProxy, first with one server
 * process behind it and then with two on the same PostgreSQL database, in one run. The servers
 * are not pinned (two of them need both CPUs); wrk is, as everywhere.
 */
export async function runProcessesBenchmark(options: BenchOptions, log: (line: string) => void): Promise<ProcessesBenchResult> {
  const target = await prepareDatabase('postgres');
  const storeId = benchStoreId(options.items);
  log(`${target.label}: seeding ${options.items.toLocaleString('en-US')} items into store '${storeId}' if missing…`);
  log(`  ${await seedCatalogue(target, options.items)}`);
  await refreshPlannerStatistics(target);
  const parts: ProcessesPart[] = [];
  let rotation: { itemById: string[]; categoryListing: string[] } | undefined;
  for (const processes of PROCESS_COUNTS) {
    const orderStoreId = `orders-${Date.now().toString(36)}`;
    log(`${processes} process(es): seeding ${PROCESSES_ORDER_ITEMS.toLocaleString('en-US')} items into store '${orderStoreId}'…`);
    log(`  ${await seedCatalogue(target, PROCESSES_ORDER_ITEMS, orderStoreId)}`);
    await refreshPlannerStatistics(target);
    const servers: ServerProcess[] = [];
    try {
      for (let index = 0; index < processes; index++) servers.push(await startServer(target, [], false));
      const balancer = await startBalancer(servers.map((server) => server.baseUrl));
      try {
        const storePath = `/${storeId}/api/v1`;
        if (rotation === undefined) {
          const sample = await sampleCatalogue(`${balancer.baseUrl}${storePath}`, options.items);
          rotation = {
            itemById: sample.itemIds.map((id) => `${storePath}/items/${encodeURIComponent(id)}`),
            categoryListing: sample.leafCategoryIds.map((id) => `${storePath}/items/category/${encodeURIComponent(id)}`),
          };
        }
        log(`  every URL once on each server, so every cache is filled`);
        for (const server of servers) await answersOf(server.baseUrl, [...rotation.itemById, ...rotation.categoryListing]);
        log(`  item by id and a category listing through HAProxy: warm-up ${options.warmupSeconds} s, then ${options.durationSeconds} s each`);
        const itemById = await loadThrough(balancer.baseUrl, rotation.itemById, options);
        const categoryListing = await loadThrough(balancer.baseUrl, rotation.categoryListing, options);
        log('  order submission through HAProxy');
        const orders = await runOrderBenchmark(`${balancer.baseUrl}/${orderStoreId}/api/v1`, options, () => orderedUnits(target, orderStoreId), log);
        parts.push({ processes, itemById, categoryListing, orders, orderStoreId });
      } finally {
        await balancer.stop();
      }
    } finally {
      await Promise.all(servers.map((server) => server.process.stop()));
    }
  }
  return {
    label: target.label,
    version: target.version,
    itemIds: rotation?.itemById.length ?? 0,
    leafCategories: rotation?.categoryListing.length ?? 0,
    parts,
  };
}

async function loadThrough(baseUrl: string, paths: readonly string[], options: BenchOptions): Promise<LoadTestResult> {
  const settings = { baseUrl, paths, connections: options.connections };
  await runLoadTest({ ...settings, durationSeconds: options.warmupSeconds });
  return runLoadTest({ ...settings, durationSeconds: options.durationSeconds });
}
