import pg from 'pg';
import { testDatabaseUrl } from './test-database-url.js';

/**
 * Installs pg_trgm once before the test files run side by side: CREATE EXTENSION is not safe
 * to race. Each test file then lives in a schema of its own.
 */
export async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}
