import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testServerUrl } from './test-database-url.js';

const RUN_DATABASE = /^test_run_(\d+)_[0-9a-f]+$/;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes a database for this run of the tests on TEST_DATABASE_URL's server and drops it at the end.
 * Runs side by side (the run on Node.js 24, another checkout's, a developer's) then never see each
 * other's schemas: Kysely's migrator lists the tables of every schema in the database, and fails
 * when another run drops one under it. pg_trgm is installed here, once: CREATE EXTENSION is not
 * safe to race. The test files then work in schemas of their own in this database.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = testServerUrl();
  const name = `test_run_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(server, async (client) => {
    // Databases of runs that were killed before their teardown, when they were this machine's.
    if (LOOPBACK.has(new URL(server).hostname)) {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_run\\_%'");
      for (const { datname } of rows) {
        const pid = RUN_DATABASE.exec(datname)?.[1];
        if (pid && !isRunning(Number(pid))) await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
    await client.query(`create database ${name}`);
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  await onServer(url.href, (client) => client.query('create extension if not exists pg_trgm with schema public'));
  project.provide('testDatabaseUrl', url.href);
  return async () => {
    await onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
}
