import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { ShopDatabase } from '../db/database.js';
import { testDatabaseUrl } from './test-database-url.js';

/** The schema a PostgreSQL test shop lives in: the first of its search path. */
export async function schemaOf(shopDatabase: ShopDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(shopDatabase.db);
  return rows[0]!.schema;
}

/** A new, empty database on the test server, for a PostgreSQL restore. */
export async function freshDatabase(): Promise<string> {
  const url = new URL(testDatabaseUrl());
  const name = `${url.pathname.slice(1)}_restored_${randomBytes(3).toString('hex')}`;
  await onServer(url.href, `create database ${name}`);
  url.pathname = `/${name}`;
  // A dump of one schema leaves out the extension its search indexes use, which lives in public.
  await onServer(url.href, 'create extension if not exists pg_trgm with schema public');
  return url.href;
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await onServer(url.href, `drop database if exists ${name} with (force)`);
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
