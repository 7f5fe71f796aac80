import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DialectName, migrateToLatest, openDatabase, type ShopDatabase } from '../db/database.js';
import { seedStore } from '../seed/seed-store.js';
import { writeSettings } from '../store-settings/store-settings.service.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { cartOf } from '../testing/order-fixtures.js';
import { testDatabaseUrl } from '../testing/test-database-url.js';
import { BUILT_SERVER_ENTRY, buildServer, freePort, untilReady } from '../testing/built-server.js';

const STORE = 'floodstore';
const OPEN_ORDERS_PER_ADDRESS = 6;

interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built server (brought up to date first) as an OS process of its own on `env`'s database. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOLD_SWEEP_SECONDS: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilReady(child, baseUrl);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A database of its own: a fresh SQLite folder, or a fresh PostgreSQL schema (its url names it). */
async function openSharedDatabase(dialect: DialectName) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-flood-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const shop: ShopDatabase = openDatabase({ databaseUrl: dialect === 'postgres' ? testDatabaseUrl() : undefined, dataDir, postgresSchema: schema, poolSize: 2 });
  await migrateToLatest(shop, schema);
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (schema) {
    const url = new URL(testDatabaseUrl());
    url.searchParams.set('options', `-c search_path=${schema},public`);
    env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  }
  return {
    shop,
    env,
    async close() {
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(shop.db);
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(['postgres', 'sqlite'] as const)('the flood limit across two server processes on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof openSharedDatabase>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    // The servers run the build: bring it up to date with the sources (a no-op when it is).
    await buildServer();
    database = await openSharedDatabase(dialect);
    await seedStore(database.shop, fixtureCatalogue(STORE));
    await writeSettings(database.shop.db, STORE, 'orderLimits', {
      openOrdersPerAddress: OPEN_ORDERS_PER_ADDRESS,
      openOrdersPerEmail: 1_000,
      submissionsPerAddress: 10_000,
      submissionsPerEmail: 10_000,
      windowMinutes: 60,
      maxLineQuantity: 100,
    });
    servers = await Promise.all([startServer(database.env), startServer(database.env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  });

  let shoppers = 0;
  /** A shopper of their own (own e-mail), all from this machine's one address. */
  async function submit(server: ServerProcess): Promise<{ status: number; retryAfter: string | null; code?: string }> {
    shoppers += 1;
    const cart = cartOf({ 'alpha-bloom': 1 }, { shippingMethod: 'PICKUP' });
    const response = await fetch(`${server.baseUrl}/${STORE}/api/v1/order/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ cart: { ...cart, customerAddress: { ...cart.customerAddress, email: `shopper${shoppers}@example.ca` } } }),
    });
    const body = (await response.json()) as { error?: { code: string } };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), ...(body.error ? { code: body.error.code } : {}) };
  }
  const openOrders = async () =>
    Number(
      (
        await database.shop.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', '=', STORE)
          .where('state', '=', 'OPEN')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('counts the submissions both processes take: taking turns, the limit is reached exactly, then both answer 429', async () => {
    const answers = [];
    for (let turn = 0; turn < 10; turn++) answers.push(await submit(servers[turn % 2]!));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(OPEN_ORDERS_PER_ADDRESS).fill(201), ...Array(10 - OPEN_ORDERS_PER_ADDRESS).fill(429)]);
    const refused = answers.slice(OPEN_ORDERS_PER_ADDRESS);
    expect(new Set(refused.map((answer) => answer.code))).toEqual(new Set(['TOO_MANY_REQUESTS']));
    // Both processes refused, each with a wait: until the first e-transfer hold ends (days).
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(24 * 60 * 60);
    expect(await openOrders()).toBe(OPEN_ORDERS_PER_ADDRESS);
  });

  it('lets no more through when a flood is split between them at once', async () => {
    // Make room for 3 more: cancel three of the open orders.
    const open = await database.shop.db.selectFrom('orders').select('id').where('store_id', '=', STORE).where('state', '=', 'OPEN').orderBy('id').limit(3).execute();
    await database.shop.db
      .updateTable('orders')
      .set({ state: 'CANCELLED' })
      .where('store_id', '=', STORE)
      .where('id', 'in', open.map((row) => row.id))
      .execute();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => submit(servers[index % 2]!)));
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(made).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(24 - made);
    expect(await openOrders()).toBe(OPEN_ORDERS_PER_ADDRESS - 3 + made);
    // Afterwards one at a time, through either process, fills the limit and no more.
    while ((await openOrders()) < OPEN_ORDERS_PER_ADDRESS) expect((await submit(servers[0]!)).status).toBe(201);
    expect((await submit(servers[1]!)).status).toBe(429);
    expect((await submit(servers[0]!)).status).toBe(429);
  });
});
