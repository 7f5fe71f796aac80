import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { waitUntilIdle } from './api-benchmark.js';

/** Shoppers placing orders at once, each waiting for its answer before the next order (the processes and promotions suites). */
export const ORDER_SHOPPERS = 20;
/** Items the orders draw from: the best-stocked sellable items of the store. */
const POOL_SIZE = 200;
/**
 * The order suite's pool: the store's 1,000 best-stocked items (a listing page), so that 50
 * shoppers at 1,000 orders/s do not sell it out before the run ends.
 */
export const ORDER_SUITE_POOL_SIZE = 1_000;
const REQUEST_TIMEOUT_SECONDS = 10;

interface ListedItem {
  id: string;
  stock: number;
  hidden: boolean;
  special: boolean;
  florist: boolean;
  group: { enabled: boolean };
}

/** What one orders run measured, and whether the stock adds up afterwards. */
export interface OrderBenchResult {
  /** Shoppers (autocannon connections) placing orders at once. */
  shoppers: number;
  /** Orders placed (201) per second of the measured run. */
  ordersPerSecond: number;
  placed: number;
  /** Orders refused because an item had sold out meanwhile (409). */
  soldOut: number;
  otherStatuses: Record<string, number>;
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /**
   * Another visitor meanwhile: `GET /config` (the storefront's first call) every VISITOR_EVERY_MS of
   * the measured run, one at a time, each timed until its answer's headers arrived.
   */
  visitorMs: { samples: number; p50: number; max: number };
  stock: {
    items: number;
    unitsBefore: number;
    /** Units of the orders the shoppers were told were placed. */
    unitsAnswered: number;
    /** Units of the orders in the database (some answers are cut off when the load stops). */
    unitsOrdered: number;
    unitsAfter: number;
    /** Items whose stock does not add up: below zero, or not fallen by exactly the units ordered. */
    oversold: string[];
  };
}

const halifax = { firstName: 'Bench', lastName: 'Shopper', street: '1 Spring Garden Rd', additional: '', city: 'Halifax', province: 'NS', postal: 'B3H 1A1' };

/**
 * A shopper of their own for each order: an address (sent as X-Forwarded-For; the bench's server
 * trusts it) and an e-mail, so the shop's per-shopper order limits count them as the many
 * shoppers they stand for (docs/decisions/023).
 */
function benchShopper(): { address: string; email: string } {
  const n = Math.floor(Math.random() * 2 ** 24);
  return { address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, email: `bench-${n}@example.ca` };
}

/** A shopper's cart of one or two items, one of each, picked up or sent by Canada Post. */
function benchCart(pool: readonly string[], email: string): { cart: object; itemIds: string[] } {
  const first = pool[Math.floor(Math.random() * pool.length)]!;
  const second = pool[Math.floor(Math.random() * pool.length)]!;
  const itemIds = Math.random() < 0.5 || second === first ? [first] : [first, second];
  return {
    itemIds,
    cart: {
      items: Object.fromEntries(itemIds.map((id) => [id, { count: 1 }])),
      customerAddress: { firstName: 'Bench', lastName: 'Shopper', email, phone: '902-555-0199' },
      deliveryAddress: halifax,
      shippingMethod: Math.random() < 0.5 ? 'PICKUP' : 'CP.RP',
      paymentMethod: 'emt',
      environment: 'TEST',
    },
  };
}

const VISITOR_EVERY_MS = 250;

/** Times `GET /config` every VISITOR_EVERY_MS until `until` settles: what a visitor waits while the shoppers order. */
async function visitorWaits(storeUrl: string, until: Promise<unknown>): Promise<OrderBenchResult['visitorMs']> {
  let done = false;
  const stop = () => (done = true);
  // The load's own failure is the caller's to report; here it only ends the visits.
  until.then(stop, stop);
  const waits: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${storeUrl}/config`);
    waits.push(performance.now() - started);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET config during the load: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, VISITOR_EVERY_MS));
  }
  waits.sort((a, b) => a - b);
  const at = (share: number) => Math.round(waits[Math.min(waits.length - 1, Math.floor(share * waits.length))] ?? 0);
  return { samples: waits.length, p50: at(0.5), max: at(1) };
}

const SETTLE_READ_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

/** The ordered units once no order is still being placed: two reads SETTLE_READ_MS apart agree. */
async function settledOrders(ordered: () => Promise<Map<string, number>>): Promise<Map<string, number>> {
  const same = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([id, units]) => b.get(id) === units);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = await ordered();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_READ_MS));
    const again = await ordered();
    if (same(again, last) || Date.now() > deadline) return again;
    last = again;
  }
}

async function stockOf(storeUrl: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const id of itemIds) {
    const response = await fetch(`${storeUrl}/items/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`GET items/${id}: ${response.status}`);
    stock.set(id, ((await response.json()) as ListedItem).stock);
  }
  return stock;
}

/** The best-stocked items a shopper can order without a delivery date: not hidden, special order, flowers or a group head. */
async function orderPool(storeUrl: string, poolSize: number): Promise<string[]> {
  const response = await fetch(`${storeUrl}/items?limit=1000`);
  if (!response.ok) throw new Error(`GET items: ${response.status}`);
  const items = (await response.json()) as ListedItem[];
  return items
    .filter((item) => !item.hidden && !item.special && !item.florist && !item.group.enabled && item.stock >= 20)
    .sort((a, b) => b.stock - a.stock || (a.id < b.id ? -1 : 1))
    .slice(0, poolSize)
    .map((item) => item.id);
}

/**
 * Places orders as fast as `shoppers` shoppers (ORDER_SHOPPERS unless told) can for `durationSeconds` (after a warm-up),
 * then checks every item of the pool: its stock fell by exactly the units of the accepted orders
 * and never below zero.
 */
export async function runOrderBenchmark(
  storeUrl: string,
  options: { durationSeconds: number; warmupSeconds: number; shoppers?: number; poolSize?: number },
  ordered: () => Promise<Map<string, number>>,
  log: (line: string) => void,
): Promise<OrderBenchResult> {
  const shoppers = options.shoppers ?? ORDER_SHOPPERS;
  const pool = await orderPool(storeUrl, options.poolSize ?? POOL_SIZE);
  if (pool.length === 0) throw new Error('the store has no item in stock to order');
  const before = await stockOf(storeUrl, pool);
  const sold = new Map<string, number>();
  const statuses: Record<string, number> = {};

  const load = (durationSeconds: number) =>
    autocannon({
      url: `${storeUrl}/order/submit`,
      connections: shoppers,
      pipelining: 1,
      duration: durationSeconds,
      timeout: REQUEST_TIMEOUT_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const shopper = benchShopper();
            const { cart, itemIds } = benchCart(pool, shopper.email);
            (context as { itemIds?: string[] }).itemIds = itemIds;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': shopper.address },
              body: JSON.stringify({ cart }),
            };
          },
          onResponse: (status, _body, context) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status !== 201) return;
            for (const id of (context as { itemIds?: string[] }).itemIds ?? []) sold.set(id, (sold.get(id) ?? 0) + 1);
          },
        },
      ],
    });

  log(`  ${shoppers} shoppers, ${pool.length} items: ${options.warmupSeconds} s warm-up`);
  await load(options.warmupSeconds);
  for (const key of Object.keys(statuses)) delete statuses[key];
  log(`  ${options.durationSeconds} s measured`);
  const measured = Promise.resolve(load(options.durationSeconds));
  const [result, visitorMs] = await Promise.all([measured, visitorWaits(storeUrl, measured)]);

  // Orders answered late may still be raising the catalogue version (each process raises it after
  // its commits, one raise at a time): wait for the servers to be idle, then for every process's
  // 250 ms trust in the version it read to run out.
  await waitUntilIdle(new URL(storeUrl).origin);
  // The load's last submissions may still be waiting for the write lock when the server already
  // answers /readyz at once: read the database's orders until two reads half a second apart agree.
  const inDatabase = await settledOrders(ordered);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const after = await stockOf(storeUrl, pool);
  const oversold = pool.filter((id) => {
    const left = after.get(id) ?? 0;
    const units = inDatabase.get(id) ?? 0;
    return left < 0 || (before.get(id) ?? 0) - left !== units || units < (sold.get(id) ?? 0);
  });
  const placed = statuses['201'] ?? 0;
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    shoppers,
    ordersPerSecond: placed / options.durationSeconds,
    placed,
    soldOut: statuses['409'] ?? 0,
    otherStatuses: Object.fromEntries(Object.entries(statuses).filter(([status]) => status !== '201' && status !== '409')),
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    visitorMs,
    stock: {
      items: pool.length,
      unitsBefore: sum(before.values()),
      unitsAnswered: sum(sold.values()),
      unitsOrdered: sum(pool.map((id) => inDatabase.get(id) ?? 0)),
      unitsAfter: sum(after.values()),
      oversold,
    },
  };
}
