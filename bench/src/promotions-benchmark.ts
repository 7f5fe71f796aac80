import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { BenchOptions } from './bench-options.js';
import { openServerSqlite, prepareDatabase, refreshPlannerStatistics, SERVER_SQLITE_FILE, type DatabaseTarget } from './database-target.js';
import { runOrderBenchmark, type OrderBenchResult } from './order-benchmark.js';
import { orderedUnits } from './ordered-units.js';
import { seedCatalogue } from './seed-catalogue.js';
import { startServer } from './server-process.js';

/** Promotions in effect in the promoted store: the "ten active promotions". */
export const ACTIVE_PROMOTIONS = 10;
/** Items each store of the suite holds (as the orders suite). */
export const PROMOTION_STORE_ITEMS = 2_000;
/** Measured rounds of each store, alternated (plain, promoted, plain, promoted…) so drift hits both alike. */
export const PROMOTION_ROUNDS = 3;

export interface PromotionsDatabaseRun {
  label: string;
  version: string;
  plainStore: string;
  promotedStore: string;
  plain: OrderBenchResult[];
  promoted: OrderBenchResult[];
  /** Orders of the promoted store's measured rounds that got at least one promotion. */
  promotedOrders: { withPromotion: number; all: number };
}

type Query = (sql: string, parameters: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Runs SQL on the target's database: PostgreSQL through pg, SQLite through the server's better-sqlite3. */
async function withDatabase<T>(target: DatabaseTarget, use: (query: Query) => Promise<T>): Promise<T> {
  const databaseUrl = target.env.DATABASE_URL;
  if (databaseUrl !== undefined) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await use(async (sql, parameters) => (await client.query(sql, parameters)).rows as Array<Record<string, unknown>>);
    } finally {
      await client.end();
    }
  }
  const database = openServerSqlite(path.join(target.env.DATA_DIR ?? '', SERVER_SQLITE_FILE));
  try {
    return await use(async (sql, parameters) => {
      const statement = database.prepare(sql.replace(/\$\d+/g, '?'));
      return /^\s*select/i.test(sql) ? (statement.all(...parameters) as Array<Record<string, unknown>>) : (statement.run(...parameters), []);
    });
  } finally {
    database.close();
  }
}

/**
 * Ten promotions of every kind over the store's most stocked categories and brands, as staff's
 * POST promotions would store them: four percents off a category, three amounts off a brand, two
 * buy-2-get-1-half-price on a category, one spend threshold with a (large) limit of uses.
 */
async function addPromotions(target: DatabaseTarget, storeId: string): Promise<void> {
  await withDatabase(target, async (query) => {
    const categories = (await query('select category_id as id, count(*) as n from items where store_id = $1 and category_id is not null group by category_id order by count(*) desc, category_id limit 6', [storeId])).map((row) => String(row.id));
    const brands = (await query("select brand, count(*) as n from items where store_id = $1 and brand <> '' group by brand order by count(*) desc, brand limit 3", [storeId])).map((row) => String(row.brand));
    const category = (index: number) => {
      const id = categories[index % categories.length] ?? 'none';
      return { kind: 'categories', categoryIds: [id], names: [id] };
    };
    const brand = (index: number) => {
      const name = brands[index % brands.length] ?? 'none';
      return { kind: 'brands', brands: [name], names: [name] };
    };
    const rules = [
      ...[0, 1, 2, 3].map((index) => ({ kind: 'off', target: category(index), reward: { percentOff: 5 + index * 5 } })),
      ...[0, 1, 2].map((index) => ({ kind: 'off', target: brand(index), reward: { amountOff: 100 + index * 100 } })),
      ...[4, 5].map((index) => ({ kind: 'buy-x-get-y', buy: { target: category(index), quantity: 2 }, get: { target: null, quantity: 1, percentOff: 50 } })),
      { kind: 'spend', minSubtotal: 5_000, reward: { amountOff: 500 } },
    ];
    const at = new Date().toISOString();
    for (const [index, rule] of rules.entries()) {
      await query(
        'insert into promotions (store_id, id, name, rule, starts_at, ends_at, usage_limit, used_count, combines_with_promotions, created_at, updated_at) values ($1, $2, $3, $4, null, null, $5, 0, $6, $7, $8)',
        [storeId, randomUUID(), `bench ${String(index + 1)}`, JSON.stringify(rule), index === rules.length - 1 ? 1_000_000 : null, index % 3 === 0 ? 1 : 0, at, at],
      );
    }
  });
}

async function promotedOrders(target: DatabaseTarget, storeId: string): Promise<{ withPromotion: number; all: number }> {
  return withDatabase(target, async (query) => {
    const [row] = await query('select count(*) as all_orders, sum(case when promotion_amount > 0 then 1 else 0 end) as promoted from orders where store_id = $1', [storeId]);
    return { withPromotion: Number(row?.promoted ?? 0), all: Number(row?.all_orders ?? 0) };
  });
}

/**
 * Order submission without and with ten active promotions, side by side in one server: two
 * stores of the same generated catalogue (one with the promotions), their rounds alternated.
 */
export async function runPromotionsBenchmark(options: BenchOptions, log: (line: string) => void): Promise<PromotionsDatabaseRun[]> {
  const runs: PromotionsDatabaseRun[] = [];
  for (const name of options.databases) {
    const target = await prepareDatabase(name);
    const stamp = Date.now().toString(36);
    const plainStore = `promo-plain-${stamp}`;
    const promotedStore = `promo-ten-${stamp}`;
    for (const storeId of [plainStore, promotedStore]) {
      log(`${target.label}: seeding ${PROMOTION_STORE_ITEMS.toLocaleString('en-US')} items into store '${storeId}'…`);
      log(`  ${await seedCatalogue(target, PROMOTION_STORE_ITEMS, storeId)}`);
    }
    await addPromotions(target, promotedStore);
    await refreshPlannerStatistics(target);
    const server = await startServer(target);
    const run: PromotionsDatabaseRun = { label: target.label, version: target.version, plainStore, promotedStore, plain: [], promoted: [], promotedOrders: { withPromotion: 0, all: 0 } };
    try {
      for (let round = 1; round <= PROMOTION_ROUNDS; round += 1) {
        for (const [storeId, results] of [
          [plainStore, run.plain],
          [promotedStore, run.promoted],
        ] as const) {
          log(`${target.label}: round ${String(round)}, store '${storeId}'`);
          // The store's earlier rounds ordered too: each round's stock check counts its own orders only.
          const before = await orderedUnits(target, storeId);
          const orderedThisRound = async () => new Map([...(await orderedUnits(target, storeId))].map(([id, units]) => [id, units - (before.get(id) ?? 0)]));
          results.push(await runOrderBenchmark(`${server.baseUrl}/${storeId}/api/v1`, options, orderedThisRound, log));
        }
      }
      run.promotedOrders = await promotedOrders(target, promotedStore);
    } finally {
      await server.process.stop();
    }
    runs.push(run);
  }
  return runs;
}
