import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseName } from './bench-options.js';

/** Where the benchmark's databases live; kept between runs so the catalogue is seeded once. */
export const BENCH_DATA_ROOT = path.join(os.tmpdir(), 'backroom-bench');

const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const POSTGRES_BENCH_DATABASE = 'backroom_bench';

/** A database ready for the seed command and the server: the environment they need, and its version. */
export interface DatabaseTarget {
  name: DatabaseName;
  label: string;
  env: Record<string, string>;
  version: string;
}

/** `dataDirName`: a data directory of its own under BENCH_DATA_ROOT, e.g. for a store only one part of the benchmark uses. */
export async function prepareDatabase(name: DatabaseName, dataDirName: string = name): Promise<DatabaseTarget> {
  const dataDir = path.join(BENCH_DATA_ROOT, dataDirName);
  await mkdir(dataDir, { recursive: true });
  if (name === 'sqlite') {
    return { name, label: 'SQLite', env: { DATA_DIR: dataDir }, version: sqliteVersion() };
  }
  const version = await createPostgresDatabaseIfMissing();
  return {
    name,
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES_SERVER_URL}/${POSTGRES_BENCH_DATABASE}` },
    version,
  };
}

/** The file the server keeps a SQLite catalogue in, inside DATA_DIR (openDatabase in apps/server/src/db/database.ts). */
export const SERVER_SQLITE_FILE = 'backroom.sqlite';

/** The few parts of a better-sqlite3 statement the benchmark uses. */
export interface SqliteStatement {
  run(...parameters: unknown[]): { changes: number };
  get(...parameters: unknown[]): unknown;
  all(...parameters: unknown[]): unknown[];
}

/** The few parts of a better-sqlite3 connection the benchmark uses. */
export interface SqliteConnection {
  prepare(source: string): SqliteStatement;
  pragma(source: string): unknown;
  /** `fn` wrapped in begin/commit (rollback when it throws). */
  transaction<T>(fn: () => T): () => T;
  close(): void;
}

function requireFromServer(id: string): unknown {
  return createRequire(new URL('../../apps/server/package.json', import.meta.url))(id);
}

/** The server's better-sqlite3 for the running Node, as apps/server/src/db/better-sqlite-database.ts picks it (decision 034). */
const SERVER_SQLITE = Number(process.versions.napi) >= 10 ? 'better-sqlite3-node-api' : 'better-sqlite3';

/** Opens a SQLite file (or ':memory:') with the server's own copy of better-sqlite3. */
export function openServerSqlite(file: string): SqliteConnection {
  const Sqlite = requireFromServer(SERVER_SQLITE) as new (file: string) => SqliteConnection;
  return new Sqlite(file);
}

/** The SQLite inside the server's better-sqlite3, asked through the server's own copy of it. */
function sqliteVersion(): string {
  const { version } = requireFromServer(`${SERVER_SQLITE}/package.json`) as { version: string };
  const memory = openServerSqlite(':memory:');
  try {
    const row = memory.prepare('select sqlite_version() as version').get() as { version: string };
    return `SQLite ${row.version} (better-sqlite3 ${version})`;
  } finally {
    memory.close();
  }
}

/**
 * Gives PostgreSQL's planner statistics for the freshly seeded tables. The seed command does not
 * analyze, and this server runs with autovacuum off, so without it the planner guesses one row per
 * table and every search walks all items (about 600 ms each). A shop's database, with autovacuum
 * on, would have them soon after an import. SQLite plans these queries from its indexes alone.
 */
export async function refreshPlannerStatistics(target: DatabaseTarget): Promise<void> {
  const databaseUrl = target.env.DATABASE_URL;
  if (databaseUrl === undefined) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** Creates the benchmark database unless it exists; returns the server's `select version()` and autovacuum. */
async function createPostgresDatabaseIfMissing(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_BENCH_DATABASE]);
    if (existing.rowCount === 0) await admin.query(`create database ${POSTGRES_BENCH_DATABASE}`);
    const result = await admin.query<{ version: string; autovacuum: string }>(
      "select version() as version, current_setting('autovacuum') as autovacuum",
    );
    const row = result.rows[0];
    return row === undefined ? 'unknown' : `${row.version}; autovacuum ${row.autovacuum}`;
  } finally {
    await admin.end();
  }
}
