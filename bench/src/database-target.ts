import { mkdir } from 'node:fs/promises';
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

export async function prepareDatabase(name: DatabaseName): Promise<DatabaseTarget> {
  const dataDir = path.join(BENCH_DATA_ROOT, name);
  await mkdir(dataDir, { recursive: true });
  if (name === 'sqlite') {
    return { name, label: 'SQLite', env: { DATA_DIR: dataDir }, version: 'SQLite (better-sqlite3)' };
  }
  const version = await createPostgresDatabaseIfMissing();
  return {
    name,
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES_SERVER_URL}/${POSTGRES_BENCH_DATABASE}` },
    version,
  };
}

/** Creates the benchmark database unless it exists; returns the server's `select version()`. */
async function createPostgresDatabaseIfMissing(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL}/postgres` });
  await admin.connect();
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [POSTGRES_BENCH_DATABASE]);
    if (existing.rowCount === 0) await admin.query(`create database ${POSTGRES_BENCH_DATABASE}`);
    const result = await admin.query<{ version: string }>('select version() as version');
    return result.rows[0]?.version ?? 'unknown';
  } finally {
    await admin.end();
  }
}
