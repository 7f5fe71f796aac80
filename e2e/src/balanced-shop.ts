import { test } from '../src/fixtures.js';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.js';
import { type Balancer, startBalancer } from './haproxy-balancer.js';
import { startPgBouncer } from './pgbouncer-pooler.js';
import { type ShopServer, startShopServer } from './shop-server.js';

/** What the hold sweeper said it did, from a process's log. */
export interface SweepLogged {
  cancelled: number;
}

/** One server process of the shop. */
export interface ShopProcess extends ShopServer {
  name: string;
  /** Each round of the hold sweeper that cancelled something, as the process logged it. */
  readonly sweeps: SweepLogged[];
}

export interface BalancedShop {
  /** The balancer's address: the shop as shoppers and staff reach it. */
  baseUrl: string;
  balancer: Balancer;
  processes: ShopProcess[];
  database: FreshDatabase;
  stop(): Promise<void>;
}

const PROCESS_NAMES = ['one', 'two'] as const;
const SWEEP_LOGGED = 'cancelled unpaid orders whose hold ran out';

/** Keeps the sweeper's lines of a process's JSON log, and passes on what an operator must see (warnings and worse). */
function logReader(sweeps: SweepLogged[]): (line: string) => void {
  return (line) => {
    let entry: { level?: number; msg?: string; cancelled?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      process.stdout.write(`${line}\n`);
      return;
    }
    if (entry.msg === SWEEP_LOGGED) sweeps.push({ cancelled: entry.cancelled ?? 0 });
    if ((entry.level ?? 0) >= 40) process.stdout.write(`${line}\n`);
  };
}

export interface BalancedShopOptions {
  /** Variables every process gets besides the ones the set-up gives. */
  env?: Record<string, string>;
  /** The processes that reach PostgreSQL through PgBouncer in transaction mode; the others connect straight. */
  throughPgBouncer?: ReadonlyArray<(typeof PROCESS_NAMES)[number]>;
}

/**
 * The shop as it runs on several machines: two built server processes (`npm run build` first),
 * started at the same moment on one new PostgreSQL database, each with a DATA_DIR of its own (no
 * shared disk), behind HAProxy. Both seed the demo shop if it is missing, as a first deploy would.
 */
export async function startBalancedShop({ env = {}, throughPgBouncer = [] }: BalancedShopOptions = {}): Promise<BalancedShop> {
  // What is started is stopped in the reverse order, also when a later step fails.
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const database = await createFreshDatabase();
    stops.push(() => database.drop());
    const pooler = throughPgBouncer.length > 0 ? await startPgBouncer(database.url) : null;
    if (pooler) stops.push(() => pooler.stop());
    const started = await Promise.allSettled(
      PROCESS_NAMES.map(async (name) => {
        const sweeps: SweepLogged[] = [];
        const databaseUrl = pooler && throughPgBouncer.includes(name) ? pooler.url : database.url;
        const server = await startShopServer(
          // The sweeper reports at info; the balancer is the one proxy in front (TRUST_PROXY=true).
          { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', SEED_DEMO: 'true', LOG_LEVEL: 'info', ...env },
          { onLogLine: logReader(sweeps) },
        );
        // A process a test froze (SIGSTOP) would never see the SIGTERM: thaw it first.
        stops.push(() => {
          server.kill('SIGCONT');
          return server.stop();
        });
        return Object.assign(server, { name, sweeps });
      }),
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const balancer = await startBalancer(processes);
    stops.push(() => balancer.stop());
    return { baseUrl: balancer.baseUrl, balancer, processes, database, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Starts the balanced shop before a suite's tests and stops it after them. */
export function useBalancedShop(options: BalancedShopOptions = {}): () => BalancedShop {
  let shop: BalancedShop | undefined;
  test.beforeAll(async () => {
    shop = await startBalancedShop(options);
  });
  test.afterAll(async () => shop?.stop());
  return () => {
    if (!shop) throw new Error('the balanced shop has not started');
    return shop;
  };
}
