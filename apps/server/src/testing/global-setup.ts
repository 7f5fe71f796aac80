import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testServerUrl } from './test-database-url.js';

const RUN_DATABASE = /^test_run_(\d+)_[0-9a-f]+_w\d+$/;
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
 * Makes a database for each worker of this run of the tests on TEST_DATABASE_URL's server and drops
 * them at the end. Kysely's migrator (and the authorisation matrix's check that nothing changed)
 * list the tables of every schema in the database, and fail when a schema is dropped under them: so
 * test files that run at the same time never share a database. Those of one worker run one after
 * the other and make schemas of their own in its database; another run (on Node.js 24, another
 * checkout's, a developer's) has databases of its own. pg_trgm is installed here, once per database:
 * CREATE EXTENSION is not safe to race.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = testServerUrl();
  const run = `test_run_${process.pid}_${randomBytes(3).toString('hex')}`;
  const workers = Math.max(1, project.config.maxWorkers || availableParallelism());
  const names = Array.from({ length: workers }, (_, index) => `${run}_w${index + 1}`);
  await onServer(server, async (client) => {
    // Databases of runs that were killed before their teardown, when they were this machine's.
    if (LOOPBACK.has(new URL(server).hostname)) {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_run\\_%'");
      for (const { datname } of rows) {
        const pid = RUN_DATABASE.exec(datname)?.[1];
        if (pid && !isRunning(Number(pid))) await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
    for (const name of names) await client.query(`create database ${name}`);
  });
  const urls = names.map((name) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.href;
  });
  for (const url of urls) await onServer(url, (client) => client.query('create extension if not exists pg_trgm with schema public'));
  project.provide('testDatabaseUrls', urls);
  return async () => {
    await onServer(server, async (client) => {
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    });
  };
}
