import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database of the test's own, empty when made and dropped afterwards. */
export interface FreshDatabase {
  /** postgres://… to give the servers as DATABASE_URL. */
  url: string;
  /** A small pool for the test to read what the servers wrote. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** The PostgreSQL the tests use (TEST_DATABASE_URL, as the API tests), at its maintenance database. */
function maintenanceUrl(): URL {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/postgres';
  return url;
}

/** Creates an empty database with a name of its own on the tests' PostgreSQL. */
export async function createFreshDatabase(): Promise<FreshDatabase> {
  const name = `backroom_e2e_${randomBytes(6).toString('hex')}`;
  const maintenance = maintenanceUrl();
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const dropping = new pg.Client({ connectionString: maintenance.toString() });
      await dropping.connect();
      try {
        // A server killed by a test may leave a connection behind for a moment: force them out.
        await dropping.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropping.end();
      }
    },
  };
}
