import { type ChildProcess, spawn } from 'node:child_process';
import { SqliteDatabase as Database } from './sqlite-database.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { copyDemoShopInto } from './demo-shop-template.js';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/server.bundle.js', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
/** Lines of the server's output kept for the error when it stops before it is ready. */
const LAST_LINES_KEPT = 20;

export interface ShopServer {
  baseUrl: string;
  /** The server's DATA_DIR (its SQLite database and pictures). */
  dataDir: string;
  /** The PostgreSQL database it works on, or '' for SQLite in its DATA_DIR. */
  databaseUrl: string;
  /** The server's process id. */
  pid: number;
  /** Sends SIGTERM, waits for the process to end and returns its exit code. */
  stop(): Promise<number | null>;
  /** Signals the process at once: SIGKILL ends it as a crash would, SIGSTOP and SIGCONT freeze and thaw it. */
  kill(signal?: NodeJS.Signals): void;
}

/** A port nothing on this machine listens on at the moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real built server (`npm run build` first) on a fresh SQLite data folder with the
 * demo shop, and waits until it answers /readyz.
 */
export interface ShopServerOptions {
  /** Switch the demo shop to site-disabled mode (ordering paused for inventory). */
  siteDisabled?: boolean;
  /** Receives each line the server logs (JSON), which then does not go to this process's output. */
  onLogLine?: (line: string) => void;
  /** The `node` that runs the server; the one running the journeys by default. */
  node?: string;
}

/**
 * The machine's own Node.js, where `npm test` runs the journeys on another (scripts/with-node.sh
 * names it in MACHINE_NODE): the oldest the shop supports, on CI (docs/decisions/088).
 */
export const MACHINE_NODE = process.env.MACHINE_NODE || process.execPath;

export async function startShopServer(env: Record<string, string> = {}, options: ShopServerOptions = {}): Promise<ShopServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-e2e-'));
  // A SQLite shop with the demo catalogue starts from the run's seeded copy of it.
  if (!env.DATABASE_URL && env.SEED_DEMO !== 'false') await copyDemoShopInto(dataDir);
  const port = await freePort();
  const child: ChildProcess = spawn(options.node ?? process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', options.onLogLine ? 'pipe' : 'inherit', 'pipe'],
  });
  // What it said last, for the error when it ends before it is ready: a crash logs its reason last.
  const lastLines: string[] = [];
  const keep = (line: string) => {
    lastLines.push(line);
    if (lastLines.length > LAST_LINES_KEPT) lastLines.shift();
  };
  if (child.stdout && options.onLogLine) {
    const onLogLine = options.onLogLine;
    createInterface({ input: child.stdout }).on('line', (line) => {
      keep(line);
      onLogLine(line);
    });
  }
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      keep(line);
      process.stderr.write(`${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      throw new Error(`the shop server exited with code ${child.exitCode}; it said last:\n${lastLines.join('\n')}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the shop server did not become ready in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (options.siteDisabled) {
    await changeDemoConfig(dataDir, (config) => ({ ...config, general: { ...config.general, site_disabled: true } }));
  }
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
    kill(signal = 'SIGKILL') {
      child.kill(signal);
    },
  };
}

type DemoConfig = { general: Record<string, unknown> };

/**
 * Changes the demo shop's configuration in its database, as staff would, and marks the
 * catalogue changed so the running server stops serving the old one.
 */
async function changeDemoConfig(dataDir: string, change: (config: DemoConfig) => DemoConfig): Promise<void> {
  const database = new Database(path.join(dataDir, 'backroom.sqlite'));
  try {
    const row = database.prepare("select body from store_configs where store_id = 'backroom' and name = 'default'").get() as { body: string };
    const body = JSON.stringify(change(JSON.parse(row.body) as DemoConfig));
    database.prepare("update store_configs set body = ? where store_id = 'backroom' and name = 'default'").run(body);
    database.prepare("update stores set catalog_version = catalog_version + 1 where id = 'backroom'").run();
  } finally {
    database.close();
  }
  // The server trusts the version it read for a quarter second.
  await new Promise((resolve) => setTimeout(resolve, 400));
}
