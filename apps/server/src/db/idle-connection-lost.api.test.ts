import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { testDatabaseUrl } from '../testing/test-database-url.js';

/**
 * PostgreSQL may end a connection that sits idle in the pool (a restart, a failover, an
 * administrator's pg_terminate_backend). The shop must neither stop nor fail its next query.
 */
describe('a PostgreSQL connection ended while idle in the pool', () => {
  const lost: Error[] = [];
  const shop = openDatabase({ databaseUrl: testDatabaseUrl(), dataDir: '.', poolSize: 2, onIdleConnectionError: (error) => lost.push(error) });
  afterAll(() => shop.close());

  it('is reported and replaced: the next queries answer, and nothing is thrown at the process', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(shop.db);
    const pid = rows[0]!.pid;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lost.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
    const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(shop.db);
    expect(again.rows[0]!.pid).not.toBe(pid);
    expect((await sql<{ one: number }>`select 1 as one`.execute(shop.db)).rows).toEqual([{ one: 1 }]);
  });
});
