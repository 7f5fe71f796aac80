import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { seedStore } from '../seed/seed-store.js';
import { fixtureCatalogue } from '../testing/fixture-catalogue.js';
import { BUILT_SERVER_ENTRY, buildServer, freePort, untilReady } from '../testing/built-server.js';

const STORE = 'logstore';
const ITEM = `/${STORE}/api/v1/items/big-bloom`;
const REQUESTS = 400;
/** Starting the built server, 400 answers and a shutdown: a minute or more on a busy 2-core machine. */
const PROCESS_TEST_MS = 240_000;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** The process's exit code, and every line it wrote to standard output. */
  exited: Promise<{ code: number | null; lines: LogLine[] }>;
}

/** The built server as `npm start` runs it (LOG_LEVEL unset: its default), its standard output read. */
async function startServer(dataDir: string, nodeFlags: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', HOLD_SWEEP_SECONDS: '0' };
  delete env.LOG_LEVEL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeFlags, BUILT_SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; lines: LogLine[] }>((resolve) =>
    child.once('close', (code) => resolve({ code, lines: output.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine) })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilReady(child, baseUrl);
  return { baseUrl, child, exited };
}

/** Asks for the item REQUESTS times, ten at a time; the request ids the answers carried. */
async function askForTheItem(baseUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (let sent = 0; sent < REQUESTS; sent += 10) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${baseUrl}${ITEM}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
  }
  return ids;
}

/** The access-log lines of the item's answers. */
function itemLines(lines: LogLine[]): LogLine[] {
  return lines.filter((line) => line.msg === 'request completed' && line.req?.url === ITEM);
}

describe('the server log, as `npm start` writes it', () => {
  let dataDir: string;
  let crashModule: string;

  beforeAll(async () => {
    // The server runs the build: bring it up to date with the sources (a no-op when it is).
    await buildServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'backroom-log-'));
    const shop = openDatabase({ dataDir });
    await migrateToLatest(shop);
    await seedStore(shop, fixtureCatalogue(STORE));
    await shop.close();
    // Loaded into the server: SIGUSR2 makes it throw where nothing catches it.
    crashModule = path.join(dataDir, 'crash-on-signal.mjs');
    await writeFile(crashModule, "process.on('SIGUSR2', () => setImmediate(() => { throw new Error('crash asked for by the test'); }));\n");
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has one access-log line for every answer, each with its request id, url, status and time, all written by the time a SIGTERM has closed it', async () => {
    const server = await startServer(dataDir);
    const ids = await askForTheItem(server.baseUrl);
    server.child.kill('SIGTERM');
    const { code, lines } = await server.exited;
    expect(code).toBe(0);
    const access = itemLines(lines);
    expect(access).toHaveLength(REQUESTS);
    expect(new Set(access.map((line) => line.reqId))).toEqual(new Set(ids));
    for (const line of access) {
      expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: ITEM, remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
    // One line a request, not Fastify's two.
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('shutting down');
  }, PROCESS_TEST_MS);

  it('still writes every line when the server crashes, the crash last', async () => {
    const server = await startServer(dataDir, ['--import', pathToFileURL(crashModule).href]);
    const ids = await askForTheItem(server.baseUrl);
    server.child.kill('SIGUSR2');
    const { code, lines } = await server.exited;
    expect(code).toBe(1);
    expect(new Set(itemLines(lines).map((line) => line.reqId))).toEqual(new Set(ids));
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'crashed', err: { message: 'crash asked for by the test' } });
  }, PROCESS_TEST_MS);
});
